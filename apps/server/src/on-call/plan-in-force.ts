import { type Phrase, type PlanInForce, standbyPlanAt } from "@alarm/contract";
import type { Executor } from "../db/database.js";
import { holidayDates } from "./holiday-dates.js";
import { onCallAlarmPoints } from "./on-call-rows.js";

const DAY = 86_400_000;

export type StandbyChoice = PlanInForce & { scheduleId: number; scheduleName: string };

/**
 * The plan the alarm point's standby schedule puts in force at `instant` (its own plan when no
 * event decides); null when the point has no standby schedule.
 */
export async function standbyChoice(db: Executor, alarmPointId: number, instant: Date, defaultZone: string): Promise<StandbyChoice | null> {
  const [point] = await onCallAlarmPoints(db, [alarmPointId], defaultZone);
  const schedule = point?.standbySchedule;
  if (!point || !schedule) return null;
  const holidays = await holidayDates(db, point.orgId, { from: new Date(instant.getTime() - DAY), to: new Date(instant.getTime() + DAY) });
  return { ...standbyPlanAt(point, instant, holidays), scheduleId: schedule.id, scheduleName: schedule.name };
}

/** What the alarm's timeline says about the choice: which schedule, week group and event decided, or that none did. */
export function choicePhrase(choice: StandbyChoice, planName: string, handoverAtRank?: number): Phrase {
  const rank: Record<string, number> = handoverAtRank === undefined ? {} : { rank: handoverAtRank };
  if (!choice.decidedBy) {
    return {
      key: handoverAtRank === undefined ? "PLAN_OUTSIDE_SCHEDULE" : "PLAN_HANDOVER_OWN",
      params: { ...rank, schedule: choice.scheduleName, plan: planName },
    };
  }
  const { scheduleName, weekGroupOrder, eventName } = choice.decidedBy;
  return {
    key: handoverAtRank === undefined ? "PLAN_BY_SCHEDULE" : "PLAN_HANDOVER",
    params: { ...rank, schedule: scheduleName, group: weekGroupOrder, event: eventName, plan: planName },
  };
}
