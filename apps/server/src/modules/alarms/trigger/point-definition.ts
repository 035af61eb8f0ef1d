import { type AlarmPointCalendarEvent, alarmPointStateAt, maintenanceOccurrenceAt, type RecurrenceRule } from "@alarm/contract";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { preparedQuery, qualified } from "../../../db/database.js";
import { alarmPoints } from "../../../db/schema/index.js";
import type { FirstRankRead } from "../../../engine/public.js";
import { firstRankOf, type KnownRank, ON_DUTY_WINDOW_MS } from "../../../on-call/on-call-rows.js";
import { planCopyOf, type PlanCopy } from "../../../on-call/plan-copy.js";
import { type IntakeState, intakeStateOf } from "../../incidents/intake-state.js";

type CalendarRow = { id: number; version: number; definition: unknown };
/** A maintenance window that may cover the point (timestamps as JSON text). */
type MaintenanceRow = {
  id: number;
  name: string;
  startsAt: string | null;
  endsAt: string | null;
  recurrence: RecurrenceRule | null;
  endedEarlyAt: string | null;
};

/** The point's shelving, when one has not ended by the database's clock (the end as JSON text). */
type ShelfRow = { reason: string; shelvedBy: string; until: string };

/** An alarm point with all a trigger copies into its alarm: its calendar, its plan's ranks and its files. */
export type TriggeredPoint = typeof alarmPoints.$inferSelect & {
  calendar: AlarmPointCalendarEvent[];
  plan: PlanCopy | null;
  fileIds: number[];
  maintenance: MaintenanceRow[];
  shelf: ShelfRow | null;
  /** How an alarm of the point would be taken in now (chatter, grouping rules, floods): read with it, for the trigger. */
  intake: IntakeState;
  /** Its plan's first rank, read with it by a trigger that starts its alarm at once (pointWithFirstRank). */
  firstRank?: FirstRankRead | undefined;
};

/**
 * The columns that read a point's definition, for any query over `alarm_points` (a select, or the
 * returning list of an update joined to it): one round trip brings the whole definition, and the
 * intake state of a new alarm of it (its parameters: `intakeParams`).
 */
export const pointDefinitionFields = {
  point: getTableColumns(alarmPoints),
  calendar: sql<CalendarRow[]>`coalesce((select json_agg(json_build_object('id', e.id, 'version', e.version, 'definition', e.definition) order by e.id)
    from alarm_point_calendar_events e where e.alarm_point_id = ${qualified(alarmPoints.id)}), '[]')`,
  plan: planCopyOf(qualified(alarmPoints.alarmPlanId)),
  fileIds: sql<
    number[]
  >`coalesce((select json_agg(f.file_id order by f.order_id) from alarm_point_instruction_files f where f.alarm_point_id = ${qualified(alarmPoints.id)}), '[]')`,
  // The server's clock may run ahead of the database's (a test clock), never behind: a window that
  // ended by the database's clock has ended by the server's too.
  maintenance: sql<MaintenanceRow[]>`coalesce((select json_agg(json_build_object('id', w.id, 'name', w.name, 'startsAt', w.starts_at, 'endsAt', w.ends_at,
      'recurrence', w.recurrence, 'endedEarlyAt', w.ended_early_at))
    from maintenance_windows w
    where (w.alarm_point_id = ${qualified(alarmPoints.id)} or (w.alarm_point_id is null and w.org_id in (select id from org_line(${qualified(alarmPoints.orgId)}))))
      and (w.recurrence is not null or w.ends_at > now())), '[]')`,
  shelf: sql<ShelfRow | null>`(select json_build_object('reason', s.reason, 'shelvedBy', s.shelved_by, 'until', s.shelved_until)
    from alarm_point_shelves s where s.alarm_point_id = ${qualified(alarmPoints.id)} and s.shelved_until > now())`,
  intake: intakeStateOf(qualified(alarmPoints.orgId), qualified(alarmPoints.id)),
};

export type PointDefinitionRow = {
  point: typeof alarmPoints.$inferSelect;
  calendar: CalendarRow[];
  plan: PlanCopy | null;
  fileIds: number[];
  maintenance: MaintenanceRow[];
  shelf: ShelfRow | null;
  intake: IntakeState;
  firstRank?: KnownRank | null;
};

/** `at`: the moment the row's first rank was read for (pointWithFirstRank), if it has one. */
export function triggeredPoint(row: PointDefinitionRow, at?: Date): TriggeredPoint {
  const calendar = row.calendar.map((entry) => ({ ...(entry.definition as AlarmPointCalendarEvent), id: entry.id, version: entry.version }));
  const firstRank = row.firstRank && at ? { planId: row.point.alarmPlanId, rank: row.firstRank, at } : undefined;
  return { ...row.point, calendar, plan: row.plan, fileIds: row.fileIds, maintenance: row.maintenance, shelf: row.shelf, intake: row.intake, firstRank };
}

/** The operator's shelving in force at `instant` (README, "Shelving"): the point's alarms then alert nobody. */
export function shelvedAt(point: TriggeredPoint, instant: Date): ShelfRow | null {
  return point.shelf && new Date(point.shelf.until) > instant ? point.shelf : null;
}

/** The maintenance window holding the point at `instant`, if one does. */
export function maintenanceAt(point: TriggeredPoint, instant: Date): { id: number; name: string } | null {
  const inForce = point.maintenance.find((window) => {
    const schedule = window.recurrence
      ? { kind: "RECURRING" as const, recurrence: window.recurrence }
      : { kind: "ONE_OFF" as const, startsAt: window.startsAt!, endsAt: window.endsAt! };
    return maintenanceOccurrenceAt({ schedule, endedEarlyAt: window.endedEarlyAt === null ? null : new Date(window.endedEarlyAt) }, instant) !== null;
  });
  return inForce ? { id: inForce.id, name: inForce.name } : null;
}

/**
 * Whether raising an alarm of the point now is one insert: active, not replaced, no standby schedule
 * to ask, a plan to copy. Then a source's repeat is counted by that insert's conflict with the open
 * alarm, without a statement of its own.
 */
export function isPlainAt(point: TriggeredPoint, instant: Date): boolean {
  const state = alarmPointStateAt(point.calendar, instant);
  return state.active && state.replacementAlarmPointId === null && point.rotationalCalendarId === null && point.plan !== null && point.maintenance.length === 0;
}

/**
 * With the point, its plan's first rank as the on-call resolver reads it, for [`rankFrom`, `rankTo`)
 * (placeholders): a trigger that starts its alarm at once reads no more.
 */
export const firstRankFields = firstRankOf(qualified(alarmPoints.alarmPlanId), sql`${sql.placeholder("rankFrom")}`, sql`${sql.placeholder("rankTo")}`);
const withFirstRank = { ...pointDefinitionFields, firstRank: firstRankFields };

/** The placeholders of `firstRankFields`: who is on duty from `now` on (ON_DUTY_WINDOW_MS). */
export const onDutyWindow = (now: Date) => ({ rankFrom: now.toISOString(), rankTo: new Date(now.getTime() + ON_DUTY_WINDOW_MS).toISOString() });

const pointQuery = (name: string, fields: typeof pointDefinitionFields, scoped: boolean) =>
  preparedQuery((db) =>
    db
      .select(fields)
      .from(alarmPoints)
      .where(
        and(
          eq(alarmPoints.id, sql.placeholder("id")),
          eq(alarmPoints.deleted, false),
          scoped ? sql`${alarmPoints.orgId} in (select id from org_subtree(${sql.placeholder("orgId")}))` : undefined,
        ),
      )
      .prepare(name),
  );

/** Prepared: every trigger reads its point. */
export const pointById = pointQuery("point_definition", pointDefinitionFields, false);
/** The same, within the organization subtree of `orgId` (a caller's scope). */
export const pointInScope = pointQuery("point_definition_in_scope", pointDefinitionFields, true);
/** The same two with the plan's first rank (withFirstRank). */
export const pointWithFirstRank = pointQuery("point_definition_first_rank", withFirstRank, false);
export const pointWithFirstRankInScope = pointQuery("point_definition_first_rank_in_scope", withFirstRank, true);
