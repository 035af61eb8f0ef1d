import { type AlarmStatus, type DashboardCalls, type DashboardCallsByType, type DashboardStatistics, type DeviceType, instantOfLocal } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { addDays, localDay, type Span } from "../../core/calendar-spans.js";
import { type Executor, queryRows } from "../../db/database.js";
import { ALARM_ROLLUP, NOTIFICATION_ROLLUP, type Rollup } from "../../engine/statistics/stats-rollup-job.js";

/**
 * The dashboard's figures, read from the statistics rollups (alarm_stats, notification_stats: a few
 * rows per organization and hour) and never from the alarms themselves. `inScope` selects the
 * organizations by their `org_id`.
 */
type Scope = (column: SQL) => SQL;

const DAY_MS = 86_400_000;
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const hoursWithin = (from: Date, until: Date) => sql`hour >= ${instant(from)} and hour < ${instant(until)}`;
const mean = (sum: number, count: number) => (count > 0 ? Math.round(sum / count) : null);

/**
 * The rows of a rollup that make up `span`: the whole UTC days inside it from the daily table (plus
 * their hourly rows not folded yet), the partial days at its ends by the hour. Each row has the
 * rollup's dimension and sums; summing them gives the span's figures exactly.
 */
function rollupRows(rollup: Rollup, inScope: Scope, span: Span): SQL {
  const columns = sql.raw([rollup.dimension, ...rollup.sums].join(", "));
  const hourly = (condition: SQL) => sql`select ${columns} from ${sql.raw(rollup.table)} where ${inScope(sql`org_id`)} and ${condition}`;
  const firstWhole = new Date(Math.ceil(span.from.getTime() / DAY_MS) * DAY_MS);
  const endWhole = new Date(Math.floor(span.until.getTime() / DAY_MS) * DAY_MS);
  if (firstWhole >= endWhole) return hourly(hoursWithin(span.from, span.until));
  const day = (at: Date) => at.toISOString().slice(0, 10);
  return sql`${hourly(sql`(${hoursWithin(span.from, firstWhole)} or ${hoursWithin(endWhole, span.until)})`)}
    union all select ${columns} from ${sql.raw(rollup.daily)} where ${inScope(sql`org_id`)} and day >= ${day(firstWhole)}::date and day < ${day(endWhole)}::date
    union all ${hourly(sql`not compacted and ${hoursWithin(firstWhole, endWhole)}`)}`;
}

export async function alarmStatistics(db: Executor, inScope: Scope, span: Span): Promise<Omit<DashboardStatistics, "period" | "from" | "until">> {
  const rows = await queryRows<{ status: AlarmStatus; alarms: number; accepted: number; to_accept: number; ended: number; to_end: number }>(
    db,
    sql`select status, sum(alarms)::int as alarms, sum(accepted)::int as accepted, sum(seconds_to_accept)::float8 as to_accept,
               sum(ended)::int as ended, sum(seconds_to_end)::float8 as to_end
          from (${rollupRows(ALARM_ROLLUP, inScope, span)}) figures
         group by status having sum(alarms) <> 0 order by status`,
  );
  const total = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const accepted = total((row) => row.accepted);
  const ended = total((row) => row.ended);
  return {
    alarms: total((row) => row.alarms),
    byStatus: rows.map((row) => ({ status: row.status, count: row.alarms })),
    accepted,
    meanSecondsToAccept: mean(total((row) => row.to_accept), accepted),
    ended,
    meanSecondsToEnd: mean(total((row) => row.to_end), ended),
  };
}

export async function callsByType(db: Executor, inScope: Scope, span: Span): Promise<DashboardCallsByType["byType"]> {
  return queryRows<{ deviceType: DeviceType; total: number; delivered: number; failed: number }>(
    db,
    sql`select device_type as "deviceType", sum(total)::int as total, sum(delivered)::int as delivered, sum(failed)::int as failed
          from (${rollupRows(NOTIFICATION_ROLLUP, inScope, span)}) figures
         group by device_type having sum(total) <> 0 order by device_type`,
  );
}

/** Messages per hour (`bucket` HOUR) or per local day of `timeZone`, every bucket of the span present. */
export async function callsOverTime(db: Executor, inScope: Scope, span: Span, bucket: DashboardCalls["bucket"], timeZone: string): Promise<DashboardCalls["points"]> {
  const truncate = bucket === "HOUR" ? sql`date_trunc('hour', hour, 'UTC')` : sql`date_trunc('day', hour, ${timeZone})`;
  const rows = await queryRows<{ at: Date | string; total: number; failed: number }>(
    db,
    sql`select ${truncate} as at, sum(total)::int as total, sum(failed)::int as failed
          from notification_stats where ${inScope(sql`org_id`)} and ${hoursWithin(span.from, span.until)} group by 1`,
  );
  const figures = new Map(rows.map((row) => [new Date(row.at).getTime(), row]));
  return bucketsOf(span, bucket, timeZone).map((at) => {
    const found = figures.get(at.getTime());
    return { at: at.toISOString(), total: found?.total ?? 0, failed: found?.failed ?? 0 };
  });
}

/** The starts of the hours or local days of a span. */
function bucketsOf(span: Span, bucket: DashboardCalls["bucket"], timeZone: string): Date[] {
  const starts: Date[] = [];
  if (bucket === "HOUR") {
    for (let at = span.from.getTime(); at < span.until.getTime(); at += 3_600_000) starts.push(new Date(at));
    return starts;
  }
  for (let day = localDay(span.from, timeZone); ; day = addDays(day, 1)) {
    const start = instantOfLocal(timeZone, day, "00:00");
    if (start >= span.until) return starts;
    starts.push(start);
  }
}
