import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Phrase, type ReachedParticipant, resolveRank } from "@alarm/contract";
import { clock } from "../../core/clock.js";
import { type Executor, queryRows, toIntArray } from "../../db/database.js";
import type { AlarmPlanSnapshot } from "../../db/schema/index.js";
import { type KnownRank, ON_DUTY_WINDOW_MS, onCallWorld } from "../../on-call/on-call-rows.js";
import { type AlarmRow, detailColumns, type HistoryStep, recordHistory } from "../alarm-records.js";
import { notifyRecipients, notifyRecipientsAndAdvance } from "../lifecycle/recipient-status.js";

type Rank = AlarmPlanSnapshot["ranks"][number];
export type Notified = { participantId: number; name: string; devices: number };

/** A plan's first rank as read with the trigger's point (firstRankOf), for the moment `at` (ON_DUTY_WINDOW_MS from it on). */
export type FirstRankRead = { planId: number | null; rank: KnownRank; at: Date };

/** Whom a rank reaches, in which language, and what the timeline is to say of how (not written yet). */
export type RankReach = { reached: ReachedParticipant[]; languages: Map<number, string>; steps: HistoryStep[] };

/**
 * Who the rank reaches now, by the on-call resolver: cover (duty overrides) and replacements, the
 * team media schedule's device, the private schedule's absence or other device. What changed how
 * someone is reached is for the timeline (`steps`).
 */
export async function reachRank(
  tx: Executor,
  alarm: Pick<AlarmRow, "orgId" | "status" | "plan">,
  rank: Rank,
  timeZone: string,
  read?: FirstRankRead,
): Promise<RankReach> {
  if (rank.participantIds.length === 0 && rank.participantGroupIds.length === 0) return { reached: [], languages: new Map(), steps: [] };
  // What the trigger read with its point is for this rank only if it is the same plan's same rank; it
  // answers who is on duty at the moment it was read.
  const known = read && read.planId === alarm.plan.planId && read.rank.orderId === rank.orderId ? read : undefined;
  const now = known?.at ?? clock.now();
  const world = await onCallWorld(tx, {
    known: known?.rank,
    points: [],
    groupIds: rank.participantGroupIds,
    participantIds: rank.participantIds,
    range: { from: now, to: new Date(now.getTime() + ON_DUTY_WINDOW_MS) },
    holidayOrgId: alarm.orgId,
    defaultZone: timeZone,
  });
  const answer = resolveRank(rank, now, world);
  const nameOf = (id: number | undefined) => (id === undefined ? undefined : world.participants.get(id)?.name);
  const status = alarm.status;
  const step = (who: { participantId: number; name: string | null }, kind: HistoryStep["kind"], detail: Phrase): HistoryStep => ({
    kind,
    status,
    participantId: who.participantId,
    participantName: who.name,
    detail,
  });
  const steps = answer.notReached.flatMap((entry): HistoryStep[] => {
    if (entry.reason === "ABSENT") return [step(entry, "REPLACED", { key: "ABSENT" })];
    if (entry.reason === "COVERED") return [step(entry, "REPLACED", { key: "COVERED_BY", params: { name: nameOf(entry.by) ?? "?" } })];
    if (entry.reason === "REPLACED") {
      const name = nameOf(entry.by);
      return [step(entry, "REPLACED", name ? { key: "REPLACED_BY", params: { name } } : { key: "REPLACEMENT_GONE" })];
    }
    if (entry.reason === "NO_DEVICE" && entry.teamEvent) {
      const { deviceType, scheduleName, eventName } = entry.teamEvent;
      return [step(entry, "DEVICE_CHOSEN", { key: "NO_TEAM_DEVICE", params: { deviceType, schedule: scheduleName, event: eventName } })];
    }
    return [];
  });
  for (const person of answer.reached) {
    for (const reason of person.reasons) {
      if (reason.kind === "OTHER_DEVICE") {
        const [device] = person.devices;
        steps.push(step(person, "REPLACED", { key: "OTHER_DEVICE", params: { deviceType: device!.type, address: device!.address } }));
      } else if (reason.kind === "TEAM_EVENT") {
        const { deviceType, scheduleName, eventName } = reason.decision;
        steps.push(step(person, "DEVICE_CHOSEN", { key: "TEAM_DEVICE", params: { deviceType, schedule: scheduleName, event: eventName } }));
      }
    }
  }
  const checkedOut = alarm.plan.skipCheckedOut
    ? await notCheckedIn(
        tx,
        answer.reached.map((person) => person.participantId),
      )
    : new Set<number>();
  const reached = answer.reached.filter((person) => !checkedOut.has(person.participantId));
  for (const person of answer.reached) if (checkedOut.has(person.participantId)) steps.push(step(person, "REPLACED", { key: "CHECKED_OUT" }));
  const languages = new Map([...world.participants.values()].map((person) => [person.id, person.language]));
  return { reached, languages, steps };
}

/** Those of `participantIds` not checked in for their shift (never checked in counts as out). */
async function notCheckedIn(tx: Executor, participantIds: number[]): Promise<Set<number>> {
  if (participantIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from unnest(${toIntArray(participantIds)}) id
        where not exists (select 1 from participant_presence pp where pp.participant_id = id and pp.checked_in)`,
  );
  return new Set(rows.map((row) => row.id));
}

/** How the timeline names someone a rank notified. */
export const asNotified = (person: ReachedParticipant): Notified => ({
  participantId: person.participantId,
  name: person.name,
  devices: person.devices.length,
});

/** Where the alarm moves when the rank starts (escalation.ts), and what its timeline says of the start. */
export type RankAdvance = { position: number; nextStepAt: Date; started: (notified: Notified[]) => Phrase };

/**
 * Queues the messages of one rank in round `round`. Participants who already declined or accepted
 * are left alone. With `mediaUsageType` ALL every device is used at once; otherwise the devices are
 * used one after the other, spread over the rank's wait (a failed device hands over at once).
 * With `advance`, the same statement moves the alarm to the rank (`advanced`) when every one of its
 * people was notified.
 */
export async function notifyRank(
  tx: Executor,
  alarm: AlarmRow,
  rank: Rank,
  round: number,
  waitSeconds: number,
  timeZone: string,
  advance?: RankAdvance,
): Promise<{ notified: Notified[]; advanced: boolean }> {
  const { reached, languages, steps } = await reachRank(tx, alarm, rank, timeZone);
  await recordHistory(tx, alarm.id, steps);
  if (reached.length === 0) return { notified: [], advanced: false };
  const values = { alarmId: alarm.id, rank: rank.orderId, round, ...rankMessages(alarm, { reached, languages }, waitSeconds) };
  const recipients = advance
    ? await notifyRecipientsAndAdvance(tx, {
        ...values,
        status: alarm.status,
        position: advance.position,
        nextStepAt: advance.nextStepAt.toISOString(),
        ...phraseColumns(advance.started(reached.map(asNotified))),
      })
    : await notifyRecipients(tx, values);
  const notified = new Set(recipients.map((recipient) => recipient.participantId));
  return {
    notified: reached.filter((person) => notified.has(person.participantId)).map(asNotified),
    advanced: recipients.some((recipient) => "advanced" in recipient && recipient.advanced),
  };
}

/**
 * The rank's people and the messages to their devices, as the statements that notify them take them
 * (JSON): with `mediaUsageType` ALL every device at once, otherwise one after the other over the wait.
 */
export function rankMessages(alarm: Pick<AlarmRow, "mediaUsageType">, { reached, languages }: Pick<RankReach, "reached" | "languages">, waitSeconds: number) {
  const oneByOne = alarm.mediaUsageType !== "ALL";
  // The outbox keeps real time (its claims compare with PostgreSQL's now()), not the test clock.
  const now = Date.now();
  const people = reached.map((person) => ({
    participantId: person.participantId,
    name: person.name,
    language: languages.get(person.participantId) ?? "ENGLISH",
  }));
  const devices = reached.flatMap((person) => {
    const stepMs = oneByOne ? (waitSeconds * 1000) / person.devices.length : 0;
    return person.devices.map((device, index) => ({
      participantId: person.participantId,
      deviceId: device.id,
      deviceType: device.type,
      address: device.address,
      deviceOrder: index,
      messageId: randomUUID(),
      nextAttemptAt: new Date(now + index * stepMs).toISOString(),
    }));
  });
  // Written in this order (people, then their devices), as the timeline and the tests read them.
  const messages = devices.map((device, position) => ({ ...device, position }));
  return { people: JSON.stringify(people), messages: JSON.stringify(messages) };
}

export function phraseColumns(phrase: Phrase) {
  const { detail, phrase: kept } = detailColumns(phrase);
  return { detail, phrase: kept && JSON.stringify(kept) };
}
