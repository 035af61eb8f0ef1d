import { type AlarmPointCalendarEvent, alarmPointStateAt } from "@alarm/contract";
import { getTableColumns, sql } from "drizzle-orm";
import { qualified } from "../../../db/database.js";
import { alarmPoints } from "../../../db/schema/index.js";
import { planCopyOf, type PlanCopy } from "../../../on-call/plan-copy.js";

type CalendarRow = { id: number; version: number; definition: unknown };

/** An alarm point with all a trigger copies into its alarm: its calendar, its plan's ranks and its files. */
export type TriggeredPoint = typeof alarmPoints.$inferSelect & { calendar: AlarmPointCalendarEvent[]; plan: PlanCopy | null; fileIds: number[] };

/**
 * The columns that read a point's definition, for any query over `alarm_points` (a select, or the
 * returning list of an update joined to it): one round trip brings the whole definition.
 */
export const pointDefinitionFields = {
  point: getTableColumns(alarmPoints),
  calendar: sql<CalendarRow[]>`coalesce((select json_agg(json_build_object('id', e.id, 'version', e.version, 'definition', e.definition) order by e.id)
    from alarm_point_calendar_events e where e.alarm_point_id = ${qualified(alarmPoints.id)}), '[]')`,
  plan: planCopyOf(qualified(alarmPoints.alarmPlanId)),
  fileIds: sql<number[]>`coalesce((select json_agg(f.file_id order by f.order_id) from alarm_point_instruction_files f where f.alarm_point_id = ${qualified(alarmPoints.id)}), '[]')`,
};

export type PointDefinitionRow = { point: typeof alarmPoints.$inferSelect; calendar: CalendarRow[]; plan: PlanCopy | null; fileIds: number[] };

export function triggeredPoint(row: PointDefinitionRow): TriggeredPoint {
  const calendar = row.calendar.map((entry) => ({ ...(entry.definition as AlarmPointCalendarEvent), id: entry.id, version: entry.version }));
  return { ...row.point, calendar, plan: row.plan, fileIds: row.fileIds };
}

/**
 * Whether raising an alarm of the point now is one insert: active, not replaced, no standby schedule
 * to ask, a plan to copy. Then a source's repeat is counted by that insert's conflict with the open
 * alarm, without a statement of its own.
 */
export function isPlainAt(point: TriggeredPoint, instant: Date): boolean {
  const state = alarmPointStateAt(point.calendar, instant);
  return state.active && state.replacementAlarmPointId === null && point.rotationalCalendarId === null && point.plan !== null;
}
