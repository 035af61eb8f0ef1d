import { expandOccurrences, type MaintenanceSchedule, maintenanceOccurrenceAt, type MaintenanceWindow, type RecurrenceRule } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import { type Executor, queryRows } from "../../db/database.js";
import type { maintenanceWindows } from "../../db/schema/index.js";

type WindowRow = typeof maintenanceWindows.$inferSelect & { orgName: string; alarmPointName: string | null };

const YEAR = 366 * 86_400_000;

const selectWindows = (where: SQL) => sql`
  select w.id, w.org_id as "orgId", o.name as "orgName", w.alarm_point_id as "alarmPointId", a.name as "alarmPointName", w.name, w.description,
         w.starts_at as "startsAt", w.ends_at as "endsAt", w.recurrence, w.ended_early_at as "endedEarlyAt", w.version
    from maintenance_windows w join organizations o on o.id = w.org_id left join alarm_points a on a.id = w.alarm_point_id
   where ${where}
   order by w.name, w.id`;

export async function windowRows(db: Executor, where: SQL): Promise<WindowRow[]> {
  const rows = await queryRows<WindowRow>(db, selectWindows(where));
  // Raw rows bring timestamps as text on some drivers.
  return rows.map((row) => ({ ...row, startsAt: dateOf(row.startsAt), endsAt: dateOf(row.endsAt), endedEarlyAt: dateOf(row.endedEarlyAt) }));
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

export function scheduleOf(row: Pick<WindowRow, "startsAt" | "endsAt" | "recurrence">): MaintenanceSchedule {
  if (row.recurrence) return { kind: "RECURRING", recurrence: row.recurrence };
  return { kind: "ONE_OFF", startsAt: row.startsAt!.toISOString(), endsAt: row.endsAt!.toISOString() };
}

/** The columns of a schedule. */
export function scheduleColumns(schedule: MaintenanceSchedule) {
  return schedule.kind === "ONE_OFF"
    ? { startsAt: new Date(schedule.startsAt), endsAt: new Date(schedule.endsAt), recurrence: null }
    : { startsAt: null, endsAt: null, recurrence: schedule.recurrence as RecurrenceRule };
}

const spanOf = (occurrence: { start: Date; end: Date } | null) => occurrence && { start: occurrence.start.toISOString(), end: occurrence.end.toISOString() };

export function windowOf(row: WindowRow, now: Date): MaintenanceWindow {
  const schedule = scheduleOf(row);
  const timing = { schedule, endedEarlyAt: row.endedEarlyAt };
  return {
    id: row.id,
    orgId: row.orgId,
    orgName: row.orgName,
    alarmPointId: row.alarmPointId,
    alarmPointName: row.alarmPointName,
    name: row.name,
    description: row.description,
    schedule,
    endedEarlyAt: row.endedEarlyAt?.toISOString() ?? null,
    current: spanOf(maintenanceOccurrenceAt(timing, now)),
    next: spanOf(nextOccurrence(schedule, now)),
    version: row.version,
  };
}

function nextOccurrence(schedule: MaintenanceSchedule, now: Date) {
  if (schedule.kind === "ONE_OFF") return new Date(schedule.startsAt) > now ? { start: new Date(schedule.startsAt), end: new Date(schedule.endsAt) } : null;
  const coming = expandOccurrences(schedule.recurrence as RecurrenceRule, { from: now, to: new Date(now.getTime() + YEAR) }, { limit: 3 });
  return coming.find((occurrence) => occurrence.start > now) ?? null;
}

/** The windows that may cover alarm point `pointId` of organization `orgId` at `at` (one-off ones only when they span it). */
export const windowsCoveringPoint = (pointId: number, orgId: number, at: Date) =>
  sql`(w.alarm_point_id = ${pointId} or (w.alarm_point_id is null and w.org_id in (select id from org_line(${orgId}))))
      and (w.recurrence is not null or (w.starts_at <= ${at.toISOString()}::timestamptz and w.ends_at > ${at.toISOString()}::timestamptz))`;

/** Windows that may be in force at `at` over the caller's scope: its own, and those of the organizations above it, which cover it too. */
export const windowsMaybeInForce = (callerOrgId: number, at: Date) =>
  sql`(${inOrganizationSubtree(sql`w.org_id`, callerOrgId)} or (w.org_id in (select id from org_line(${callerOrgId}))
        and (w.alarm_point_id is null or w.alarm_point_id in (select a.id from alarm_points a where ${inOrganizationSubtree(sql`a.org_id`, callerOrgId)})))) and (w.recurrence is not null or (w.starts_at <= ${at.toISOString()}::timestamptz and w.ends_at > ${at.toISOString()}::timestamptz))`;

/** The window that holds alarm point `pointId` in maintenance at `at`, if any. */
export async function maintenanceOfPoint(db: Executor, pointId: number, orgId: number, at: Date): Promise<{ id: number; name: string } | null> {
  const rows = await windowRows(db, windowsCoveringPoint(pointId, orgId, at));
  const inForce = rows.find((row) => maintenanceOccurrenceAt({ schedule: scheduleOf(row), endedEarlyAt: row.endedEarlyAt }, at));
  return inForce ? { id: inForce.id, name: inForce.name } : null;
}
