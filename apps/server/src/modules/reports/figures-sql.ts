import type { DurationFigures } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";

/** Seconds from the alarm's triggering to `instant` (null while it has not happened). */
export const secondsSinceTriggered = (instant: SQL) => sql`extract(epoch from ${instant} - alarms.triggered_at)`;

/** Count, median, 90th percentile and mean of a duration in seconds, as the columns `${prefix}_count` … `${prefix}_mean`. */
export function durationColumns(prefix: string, seconds: SQL): SQL {
  const name = (suffix: string) => sql.raw(`${prefix}_${suffix}`);
  return sql`count(${seconds})::int as ${name("count")},
             percentile_cont(0.5) within group (order by ${seconds}) as ${name("median")},
             percentile_cont(0.9) within group (order by ${seconds}) as ${name("p90")},
             avg(${seconds})::float8 as ${name("mean")}`;
}

/** Time to first accept: the columns `accept_count` … `accept_mean`, read by `durationFigures(row, "accept")`. */
export const acceptColumns = durationColumns("accept", secondsSinceTriggered(sql`alarms.first_accepted_at`));

/** Time to first accept and to end, the columns every figure row carries. */
export const responseTimeColumns = sql`${acceptColumns},
  ${durationColumns("end", secondsSinceTriggered(sql`alarms.ended_at`))}`;

const rounded = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

/** The figures of the columns named `${prefix}_…` of a row. */
export function durationFigures(row: Record<string, unknown>, prefix: string): DurationFigures {
  return {
    count: Number(row[`${prefix}_count`] ?? 0),
    median: rounded(row[`${prefix}_median`]),
    p90: rounded(row[`${prefix}_p90`]),
    mean: rounded(row[`${prefix}_mean`]),
  };
}

export const responseTimes = (row: Record<string, unknown>) => ({ toAccept: durationFigures(row, "accept"), toEnd: durationFigures(row, "end") });

/**
 * The local wall time of the alarm's triggering in `timeZone`. The zone is written into the statement
 * as a literal: an expression that GROUP BY repeats must be the same text, parameters included.
 */
export const localTriggeredAt = (timeZone: string) => sql`(alarms.triggered_at at time zone ${sql.raw(`'${timeZone.replaceAll("'", "''")}'`)})`;
