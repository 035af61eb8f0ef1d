import { CHATTER_EVENTS, CHATTER_SECONDS, PRIORITY_BAND_GUIDE, type PriorityBand, STALE_HOURS } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";
import { filterConditions } from "../alarm-monitor/alarm-conditions.js";
import { acceptColumns } from "./figures-sql.js";
import type { ResolvedReport } from "./report-scope.js";

/** Rows of the chattering and stale lists at the most. */
export const LIST_LIMIT = 100;
/** The bad actors: the alarm points that raised the most alarms. */
export const BAD_ACTORS = 10;

/** What the alarm load counts: the report's alarms that an alarm point raised (manual calls are no point's alarms). */
export type LoadScope = {
  /** The alarms of the span: the report's condition and an alarm point. */
  where: SQL;
  /** The organizations alone, for repeats of alarms raised before the span. */
  scope: SQL;
  from: string;
  until: string;
  /** Now, for alarms still open. */
  now: string;
};

export function loadScopeOf(report: ResolvedReport, now: Date): LoadScope {
  // The organizations' condition as the report's filter writes it, without the period (no viewer plays a part in it).
  const organizations =
    filterConditions({ userId: 0, login: "" }, { field: "ALL", orgIds: report.orgIds, triggeredWithin: { from: null, until: null } }) ?? sql`true`;
  return {
    where: sql`(${report.where}) and alarms.alarm_point_id is not null`,
    scope: sql`(${organizations}) and alarms.alarm_point_id is not null`,
    from: report.span.from,
    until: report.span.until,
    now: now.toISOString(),
  };
}

const instant = (iso: string) => sql`${iso}::timestamptz`;

/** Open longer than STALE_HOURS: still open and raised that long ago, or ended that long after it was raised. */
const staleCondition = (load: LoadScope) => {
  const limit = sql.raw(`interval '${STALE_HOURS} hours'`);
  return sql`((alarms.ended_at is null and alarms.triggered_at < ${instant(load.now)} - ${limit}) or alarms.ended_at - alarms.triggered_at > ${limit})`;
};

const bandCounts = sql.raw(
  Object.entries(PRIORITY_BAND_GUIDE)
    .map(([band, { first, last }], index, bands) => {
      // The outer bands take any priority beyond 1 to 9 that older data may hold.
      const low = index === 0 ? "" : `alarms.priority >= ${first}`;
      const high = index === bands.length - 1 ? "" : `alarms.priority <= ${last}`;
      return `count(*) filter (where ${[low, high].filter(Boolean).join(" and ")})::int as "band_${band}"`;
    })
    .join(", "),
);

export type LoadSummary = {
  alarms: number;
  points: number;
  stale: number;
  bands: Record<PriorityBand, number>;
  row: Record<string, unknown>;
};

/** One pass over the span's alarms: how many, of how many points, stale, per priority band, and the time to accept. */
export async function loadSummary(db: Executor, load: LoadScope): Promise<LoadSummary> {
  const [row] = await queryRows<Record<string, unknown> & { alarms: number; points: number; stale: number }>(
    db,
    sql`select count(*)::int as alarms, count(distinct alarms.alarm_point_id)::int as points,
               count(*) filter (where ${staleCondition(load)})::int as stale, ${bandCounts}, ${acceptColumns}
          from alarms where ${load.where}`,
  );
  const bands = Object.fromEntries(Object.keys(PRIORITY_BAND_GUIDE).map((band) => [band, Number(row?.[`band_${band}`] ?? 0)])) as Record<PriorityBand, number>;
  return { alarms: row?.alarms ?? 0, points: row?.points ?? 0, stale: row?.stale ?? 0, bands, row: row ?? {} };
}

/** Alarms per period of `seconds` counted from the span's start: only the periods that hold any, by their index. */
export async function alarmsPerPeriod(db: Executor, load: LoadScope, seconds: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ period: number; alarms: number }>(
    db,
    sql`select floor(extract(epoch from alarms.triggered_at - ${instant(load.from)}) / ${sql.raw(String(Math.trunc(seconds)))})::int as period,
               count(*)::int as alarms
          from alarms where ${load.where} group by 1`,
  );
  return new Map(rows.map((row) => [Number(row.period), Number(row.alarms)]));
}

/** The alarm points that raised the most alarms, with the name of their last alarm. */
export function busiestPoints(db: Executor, load: LoadScope) {
  return queryRows<{ alarmPointId: number; name: string; alarms: number }>(
    db,
    sql`select alarms.alarm_point_id as "alarmPointId", (array_agg(alarms.name order by alarms.triggered_at desc))[1] as name, count(*)::int as alarms
          from alarms where ${load.where}
         group by alarms.alarm_point_id order by count(*) desc, alarms.alarm_point_id limit ${BAD_ACTORS}`,
  );
}

/**
 * Chattering points: CHATTER_EVENTS or more alarm events within CHATTER_SECONDS. An event is a new
 * alarm of the point, or a repeat folded into its open alarm (a REPEATED entry of its timeline);
 * a repeat in the span may belong to an alarm raised before it, which `last_repeated_at` finds.
 */
export function chatteringPoints(db: Executor, load: LoadScope) {
  const window = sql.raw(`interval '${CHATTER_SECONDS} seconds'`);
  return queryRows<{ alarmPointId: number; name: string; mostInAMinute: number; events: number; total: number }>(
    db,
    sql`with events as (
          select alarms.alarm_point_id as point, alarms.name, alarms.triggered_at as at from alarms where ${load.where}
          union all
          select alarms.alarm_point_id, alarms.name, h.at
            from alarms join alarm_history h on h.alarm_id = alarms.id and h.kind = 'REPEATED'
           where ${load.scope} and alarms.repeat_count > 0 and alarms.last_repeated_at >= ${instant(load.from)}
             and alarms.triggered_at < ${instant(load.until)} and h.at >= ${instant(load.from)} and h.at < ${instant(load.until)}
        ), counted as (
          select point, name, at, count(*) over (partition by point order by at range between ${window} preceding and current row) as in_window
            from events
        )
        select point as "alarmPointId", (array_agg(name order by at desc))[1] as name, max(in_window)::int as "mostInAMinute",
               count(*)::int as events, (count(*) over ())::int as total
          from counted group by point having max(in_window) >= ${sql.raw(String(CHATTER_EVENTS))}
         order by 3 desc, 4 desc, 1 limit ${LIST_LIMIT}`,
  );
}

/** Stale alarms, the longest open first. */
export async function staleAlarms(db: Executor, load: LoadScope) {
  const open = sql`coalesce(alarms.ended_at, ${instant(load.now)}) - alarms.triggered_at`;
  const rows = await queryRows<{
    alarmId: number;
    alarmPointId: number;
    name: string;
    triggeredAt: Date | string;
    endedAt: Date | string | null;
    hours: number;
  }>(
    db,
    sql`select alarms.id as "alarmId", alarms.alarm_point_id as "alarmPointId", alarms.name, alarms.triggered_at as "triggeredAt",
               alarms.ended_at as "endedAt", (extract(epoch from ${open}) / 3600)::float8 as hours
          from alarms where ${load.where} and ${staleCondition(load)}
         order by ${open} desc, alarms.id limit ${LIST_LIMIT}`,
  );
  return rows.map((row) => ({
    alarmId: Number(row.alarmId),
    alarmPointId: row.alarmPointId,
    name: row.name,
    triggeredAt: new Date(row.triggeredAt).toISOString(),
    endedAt: row.endedAt ? new Date(row.endedAt).toISOString() : null,
    hoursOpen: Math.round(Number(row.hours) * 10) / 10,
  }));
}
