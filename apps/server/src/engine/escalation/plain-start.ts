import type { Db } from "../../db/database.js";
import type { AlarmRow } from "../alarm-records.js";
import { startAlarmAtFirstRank } from "../lifecycle/alarm-start.js";
import { nextStepIn, rankStart, rankWaitMinutes } from "./escalation.js";
import { asNotified, phraseColumns, rankMessages, type RankReach, reachRank } from "./recipients.js";

/**
 * Whom the first ranks reach, shared by the alarms of one wake-up of the escalation job: under load
 * it takes many alarms of the same point at once, whose first rank is the same people, read once.
 * Keyed by what the reach depends on: the organization (holidays), the rank, and whether people
 * not checked in are skipped.
 */
export type SharedReaches = Map<string, Promise<RankReach>>;

/**
 * The usual first step of an alarm, without the stepping transaction: a NEW alarm whose plan asks no
 * standby schedule, whose first rank reaches somebody with nothing for the timeline on how (no cover,
 * replacement, team device or check-in): the rank's people read, then one statement starts the alarm
 * and notifies them (startAlarmAtFirstRank). Any other step goes the transaction's way (stepAlarm):
 * false, with nothing written. The statement is guarded by the version read, so a second instance or
 * an operator's change in between leaves it nothing to do.
 */
export async function startPlainly(db: Db, alarm: AlarmRow, timeZone: string, reaches: SharedReaches = new Map()): Promise<boolean> {
  if (alarm.status !== "NEW" || alarm.mediaProcessingType === "ALL_AT_ONCE" || alarm.plan.standbyScheduleId !== undefined) return false;
  const rank = alarm.plan.ranks[0];
  if (!rank) return false;
  const key = JSON.stringify([alarm.orgId, rank, alarm.plan.skipCheckedOut]);
  let reaching = reaches.get(key);
  if (!reaching) reaches.set(key, (reaching = reachRank(db, alarm, rank, timeZone)));
  const reach = await reaching;
  if (reach.reached.length === 0 || reach.steps.length > 0) return false;
  const waitMinutes = rankWaitMinutes(alarm, 0);
  await startAlarmAtFirstRank(db, {
    alarmId: alarm.id,
    version: alarm.version,
    nextStepAt: nextStepIn(waitMinutes).toISOString(),
    rank: rank.orderId,
    round: 1,
    ...rankMessages(alarm, reach, waitMinutes * 60),
    ...phraseColumns(rankStart(rank.orderId, reach.reached.map(asNotified))),
  });
  return true;
}
