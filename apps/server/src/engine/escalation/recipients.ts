import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";
import { alarmNotifications, alarmRecipients, type AlarmPlanSnapshot } from "../../db/schema/index.js";
import type { Phrase } from "@alarm/contract";
import { type AlarmRow, type HistoryStep, recordHistory } from "../alarm-records.js";
import { availabilityAt, PERSON_COLUMNS, type Person, peopleByIds } from "./private-schedules.js";
import { clock } from "../../core/clock.js";

type Rank = AlarmPlanSnapshot["ranks"][number];
export type Notified = { participantId: number; name: string; devices: number };

const intArray = (ids: number[]) => `{${ids.join(",")}}`;

/** The participants of a rank now, with their devices in order: those named, then the members of the groups named, each once. */
async function peopleOf(tx: Executor, rank: Rank): Promise<Person[]> {
  if (rank.participantIds.length === 0 && rank.participantGroupIds.length === 0) return [];
  return queryRows<Person>(
    tx,
    sql`select ${PERSON_COLUMNS}
        from (
          select x.id, x.ord::bigint * 100000 as ord from unnest(${intArray(rank.participantIds)}::int[]) with ordinality as x(id, ord)
          union all
          select m.participant_id, g.ord::bigint * 100000 + 50000 + m.order_id
            from unnest(${intArray(rank.participantGroupIds)}::int[]) with ordinality as g(id, ord)
            join participant_group_members m on m.group_id = g.id
        ) as named join participants p on p.id = named.id
        group by p.id order by min(named.ord)`,
  );
}

/**
 * Applies the participants' private schedules now: the absent are left out, the replaced give way to
 * their replacement (once), and another device in force is used instead of the usual ones. Each
 * change is written to the timeline.
 */
async function applyPrivateSchedules(tx: Executor, alarm: AlarmRow, people: Person[]): Promise<Person[]> {
  if (people.length === 0) return people;
  const now = clock.now();
  const availability = new Map(people.map((person) => [person.id, availabilityAt(person, now)]));
  if ([...availability.values()].every((entry) => entry.kind === "AVAILABLE")) return people;
  const steps: HistoryStep[] = [];
  const result: Person[] = [];
  const replacementIds = [...availability.values()].flatMap((entry) => (entry.kind === "REPLACED" ? [entry.by] : []));
  const replacements = new Map((replacementIds.length ? await peopleByIds(tx, replacementIds) : []).map((person) => [person.id, person]));
  const note = (person: Person, detail: Phrase) => steps.push({ kind: "REPLACED", status: alarm.status as HistoryStep["status"], participantId: person.id, participantName: person.name, detail });
  for (const person of people) {
    const entry = availability.get(person.id) ?? { kind: "AVAILABLE" };
    if (entry.kind === "AVAILABLE") result.push(person);
    else if (entry.kind === "ABSENT") note(person, { key: "ABSENT" });
    else if (entry.kind === "OTHER_DEVICE") {
      note(person, { key: "OTHER_DEVICE", params: { deviceType: entry.device.type, address: entry.device.address } });
      result.push({ ...person, devices: [entry.device] });
    } else {
      const replacement = replacements.get(entry.by);
      note(person, replacement ? { key: "REPLACED_BY", params: { name: replacement.name } } : { key: "REPLACEMENT_GONE" });
      if (replacement && !people.some((other) => other.id === replacement.id) && !result.some((other) => other.id === replacement.id)) result.push(replacement);
    }
  }
  await recordHistory(tx, alarm.id, steps);
  return result;
}

/**
 * Queues the messages of one rank in round `round`. Participants who already declined or accepted
 * are left alone. With `mediaUsageType` ALL every device is used at once; otherwise the devices are
 * used one after the other, spread over the rank's wait (a failed device hands over at once).
 */
export async function notifyRank(tx: Executor, alarm: AlarmRow, rank: Rank, round: number, waitSeconds: number): Promise<Notified[]> {
  const people = await applyPrivateSchedules(tx, alarm, await peopleOf(tx, rank));
  const devices = new Map(people.map((person) => [person.id, person.devices]));
  const reachable = people.filter((person) => person.devices.length > 0);
  if (reachable.length === 0) return [];
  const recipients = await tx
    .insert(alarmRecipients)
    .values(reachable.map((person) => ({ alarmId: alarm.id, participantId: person.id, name: person.name, language: person.language, rank: rank.orderId, status: "NOTIFIED" })))
    .onConflictDoUpdate({
      target: [alarmRecipients.alarmId, alarmRecipients.participantId],
      set: { status: "NOTIFIED", rank: sql`excluded.rank` },
      setWhere: sql`${alarmRecipients.status} not in ('ACCEPTED', 'DECLINED')`,
    })
    .returning({ id: alarmRecipients.id, participantId: alarmRecipients.participantId });
  const oneByOne = alarm.mediaUsageType !== "ALL";
  // The outbox keeps real time (its claims compare with PostgreSQL's now()), not the test clock.
  const now = Date.now();
  const messages = recipients.flatMap((recipient) => {
    const list = devices.get(recipient.participantId)!;
    const stepMs = oneByOne ? (waitSeconds * 1000) / list.length : 0;
    return list.map((device, index) => ({
      alarmId: alarm.id,
      recipientId: recipient.id,
      participantId: recipient.participantId,
      deviceId: device.id,
      deviceType: device.type,
      address: device.address,
      round,
      rank: rank.orderId,
      deviceOrder: index,
      messageId: randomUUID(),
      nextAttemptAt: new Date(now + index * stepMs),
    }));
  });
  if (messages.length) await tx.insert(alarmNotifications).values(messages);
  return recipients.map((recipient) => ({
    participantId: recipient.participantId,
    name: reachable.find((person) => person.id === recipient.participantId)!.name,
    devices: devices.get(recipient.participantId)!.length,
  }));
}
