import type { Db } from "../../db/database.js";
import type { AlarmRow } from "../alarm-records.js";
import { startAlarmAtFirstRank } from "../lifecycle/alarm-start.js";
import { nextStepIn, rankStart, rankWaitMinutes } from "./escalation.js";
import { asNotified, phraseColumns, rankMessages, reachRank } from "./recipients.js";

/**
 * The usual first step of an alarm, without the stepping transaction: a NEW alarm whose plan asks no
 * standby schedule, whose first rank reaches somebody with nothing for the timeline on how (no cover,
 * replacement, team device or check-in): the rank's people read, then one statement starts the alarm
 * and notifies them (startAlarmAtFirstRank). Any other step goes the transaction's way (stepAlarm):
 * false, with nothing written. The statement is guarded by the version read, so a second instance or
 * an operator's change in between leaves it nothing to do.
 */
export async function startPlainly(db: Db, alarm: AlarmRow, timeZone: string): Promise<boolean> {
  if (alarm.status !== "NEW" || alarm.mediaProcessingType === "ALL_AT_ONCE" || alarm.plan.standbyScheduleId !== undefined) return false;
  const rank = alarm.plan.ranks[0];
  if (!rank) return false;
  const reach = await reachRank(db, alarm, rank, timeZone);
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
