import { eq } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import type { Executor } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import { planCopy } from "../../on-call/plan-copy.js";
import { choicePhrase, standbyChoice } from "../../on-call/plan-in-force.js";
import { type AlarmRow, recordHistory } from "../alarm-records.js";

/**
 * Before a rank starts, an alarm whose plan a standby schedule chose asks the schedule again: after
 * a hand-over the plan now in force takes over from this rank on (its own rank `rankOrder`), so the
 * new people on duty are reached. The timeline says which schedule, week group and event decided.
 */
export async function followHandover(tx: Executor, alarm: AlarmRow, rankOrder: number, timeZone: string): Promise<AlarmRow> {
  const scheduleId = alarm.plan.standbyScheduleId;
  if (scheduleId === undefined || alarm.alarmPointId === null) return alarm;
  const choice = await standbyChoice(tx, alarm.alarmPointId, clock.now(), timeZone);
  if (!choice || choice.alarmPlanId === null || choice.alarmPlanId === alarm.plan.planId) return alarm;
  const copy = await planCopy(tx, choice.alarmPlanId);
  if (!copy) return alarm;
  const plan = { ...copy.snapshot, standbyScheduleId: choice.scheduleId };
  await tx.update(alarms).set({ plan }).where(eq(alarms.id, alarm.id));
  await recordHistory(tx, alarm.id, { kind: "PLAN_CHOSEN", status: alarm.status, detail: choicePhrase(choice, copy.snapshot.planName ?? "", rankOrder) });
  return { ...alarm, plan };
}
