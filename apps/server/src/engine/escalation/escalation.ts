import type { Phrase } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";
import { type AlarmRow, recordHistory, wakeEngine } from "../alarm-records.js";
import { changeStatus, scheduleNextStep, startedRank } from "../lifecycle/alarm-status.js";
import { markUnanswered } from "../lifecycle/recipient-status.js";
import { followHandover } from "./handover.js";
import { type Notified, notifyRank } from "./recipients.js";
import { clock } from "../../core/clock.js";

const MINUTE = 60_000;

/** How long a rank is given to accept: its own wait time, or the alarm point's local acknowledge time. */
export function rankWaitMinutes(alarm: Pick<AlarmRow, "plan" | "localAcknowledgeTime">, rankIndex: number) {
  const rank = alarm.plan.ranks[rankIndex];
  return rank && rank.waitTime > 0 ? rank.waitTime : alarm.localAcknowledgeTime;
}

/**
 * One due step of an alarm (its `next_step_at` has come), inside the transaction that holds the
 * alarm's row lock: start it, go on to the next rank, start a repeat round, or end it.
 * `rank` counts ranks from 1 within `round`; 0 between rounds.
 */
export async function stepAlarm(tx: Executor, alarm: AlarmRow, timeZone: string) {
  switch (alarm.status) {
    case "SCHEDULED":
    case "NEW":
      return start(tx, alarm, timeZone);
    case "PROCESSING":
    case "PARTIAL_ACCEPTED":
      return escalate(tx, alarm, timeZone);
    case "ACCEPTED":
    case "PARTIAL_ACKNOWLEDGED":
      // The acknowledgement did not come within the monitoring interval.
      return changeStatus(tx, alarm, "NOT_ACKNOWLEDGED", { final: true, detail: { key: "NO_ACKNOWLEDGEMENT" } });
    default:
      await scheduleNextStep(tx, alarm, null);
  }
}

async function start(tx: Executor, alarm: AlarmRow, timeZone: string) {
  await changeStatus(tx, alarm, "PROCESSING", { detail: alarm.status === "SCHEDULED" ? { key: "SCHEDULED_START" } : null, nextStepAt: null });
  await beginRound(tx, { ...alarm, status: "PROCESSING" }, 1, timeZone);
}

/** Starts round `round` at its first rank (or every rank at once). */
async function beginRound(tx: Executor, alarm: AlarmRow, round: number, timeZone: string) {
  if (round > 1)
    await recordHistory(tx, alarm.id, {
      kind: "ROUND_STARTED",
      status: alarm.status,
      detail: { key: "ROUND_STARTED", params: { round, rounds: alarm.countRepeat + 1 } },
    });
  if (alarm.mediaProcessingType === "ALL_AT_ONCE") return notifyAllRanks(tx, alarm, round, timeZone);
  return notifyFromRank(tx, alarm, round, 0, timeZone);
}

async function notifyAllRanks(tx: Executor, given: AlarmRow, round: number, timeZone: string) {
  const alarm = await followHandover(tx, given, 1, timeZone);
  const waitMinutes = Math.max(...alarm.plan.ranks.map((_, index) => rankWaitMinutes(alarm, index)));
  let anybody = false;
  for (const rank of alarm.plan.ranks) {
    const { notified } = await notifyRank(tx, alarm, rank, round, waitMinutes * 60, timeZone);
    anybody ||= notified.length > 0;
    await recordHistory(tx, alarm.id, { kind: "RANK_STARTED", status: alarm.status, detail: rankStart(rank.orderId, notified) });
  }
  if (!anybody) return endRound(tx, alarm, round);
  await setPosition(tx, alarm, round, alarm.plan.ranks.length, waitMinutes);
}

/** Notifies the first rank from `rankIndex` on that reaches anybody; ends the round when none does. */
async function notifyFromRank(tx: Executor, given: AlarmRow, round: number, rankIndex: number, timeZone: string) {
  let alarm = given;
  for (let index = rankIndex; index < alarm.plan.ranks.length; index++) {
    alarm = await followHandover(tx, alarm, index + 1, timeZone);
    const rank = alarm.plan.ranks[index];
    if (!rank) break;
    const waitMinutes = rankWaitMinutes(alarm, index);
    // Usually the rank's start is written with its messages; when someone in it had answered already, here.
    const advance = { position: index + 1, nextStepAt: nextStepIn(waitMinutes), started: (who: Notified[]) => rankStart(rank.orderId, who) };
    const { notified, advanced } = await notifyRank(tx, alarm, rank, round, waitMinutes * 60, timeZone, advance);
    if (advanced) return;
    if (notified.length > 0) return setPosition(tx, alarm, round, index + 1, waitMinutes, rankStart(rank.orderId, notified));
    await recordHistory(tx, alarm.id, { kind: "RANK_STARTED", status: alarm.status, detail: rankStart(rank.orderId, notified) });
  }
  return endRound(tx, alarm, round);
}

/** What the timeline says of a rank's start: whom it notified (with their number of devices), or that it reached nobody. */
export function rankStart(rankOrder: number, notified: { name: string; devices: number }[]): Phrase {
  const who = notified.map((person) => `${person.name} (${person.devices})`).join(", ");
  return notified.length ? { key: "RANK_NOTIFIED", params: { rank: rankOrder, who } } : { key: "RANK_NOBODY_REACHABLE", params: { rank: rankOrder } };
}

/** Where the alarm now stands and when its next step is due, with the rank's start on the timeline when one started. */
async function setPosition(tx: Executor, alarm: AlarmRow, round: number, rank: number, waitMinutes: number, started?: Phrase) {
  await startedRank(tx, alarm, { round, rank, nextStepAt: nextStepIn(waitMinutes) }, started);
}

export const nextStepIn = (waitMinutes: number) => new Date(clock.now().getTime() + waitMinutes * MINUTE);

/** The rank's time is up (or everybody in it answered or could not be reached). */
async function escalate(tx: Executor, alarm: AlarmRow, timeZone: string) {
  if (alarm.rank === 0) return beginRound(tx, alarm, alarm.round + 1, timeZone);
  await markUnanswered(tx, alarm);
  if (alarm.mediaProcessingType !== "ALL_AT_ONCE" && alarm.rank < alarm.plan.ranks.length) {
    return notifyFromRank(tx, alarm, alarm.round, alarm.rank, timeZone);
  }
  return endRound(tx, alarm, alarm.round);
}

/** After the last rank: another round after `repeatBetween` minutes, or the end. */
async function endRound(tx: Executor, alarm: AlarmRow, round: number) {
  if (round <= alarm.countRepeat) {
    await scheduleNextStep(tx, alarm, new Date(clock.now().getTime() + alarm.repeatBetween * MINUTE), { round, rank: 0 });
    if (alarm.repeatBetween === 0) await wakeEngine(tx, "alarm");
    return;
  }
  const [messages] = await queryRows<{ queued: boolean; reached: boolean }>(
    tx,
    sql`select exists(select 1 from alarm_notifications where alarm_id = ${alarm.id}) as queued,
               exists(select 1 from alarm_notifications where alarm_id = ${alarm.id} and status in ('SENT', 'DELIVERED')) as reached`,
  );
  if (!messages?.queued) {
    return changeStatus(tx, alarm, "CONFIG_PROBLEM", { final: true, detail: { key: "NOBODY_REACHABLE" } });
  }
  if (!messages.reached) return changeStatus(tx, alarm, "FAILURE", { final: true, detail: { key: "NOTHING_DELIVERED" } });
  return changeStatus(tx, alarm, "NOT_ACCEPTED", {
    final: true,
    detail: { key: "NOT_ENOUGH_ACCEPTED", params: { accepted: alarm.acceptedCount, required: alarm.confirmPriority, rounds: round } },
  });
}
