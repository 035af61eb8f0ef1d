import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database.js";
import type { EngineJob } from "../worker.js";

/** Keys folded in one transaction, so that a backlog never holds locks for long. */
const KEYS_PER_PASS = 2_000;
/** How often the rows appended since are folded: the readers sum them in the meantime, so this only bounds their number. */
const INTERVAL_MS = 10_000;

/**
 * A statistics table appended to by database triggers (see the statistics migration), keyed by
 * organization, UTC hour and `dimension`, with the columns it sums; and its table per UTC day.
 */
export type Rollup = { table: string; daily: string; dimension: string; sums: string[] };

export const ALARM_ROLLUP: Rollup = {
  table: "alarm_stats",
  daily: "alarm_stats_daily",
  dimension: "status",
  sums: ["alarms", "accepted", "seconds_to_accept", "ended", "seconds_to_end"],
};
export const NOTIFICATION_ROLLUP: Rollup = {
  table: "notification_stats",
  daily: "notification_stats_daily",
  dimension: "device_type",
  sums: ["total", "delivered", "failed"],
};
export const ROLLUPS: readonly Rollup[] = [ALARM_ROLLUP, NOTIFICATION_ROLLUP];

/**
 * Folds the rows that triggers appended to the statistics tables into one row per key, and adds
 * them to the day's row. Readers sum whatever rows a key has (and take a whole day from the daily
 * table plus its rows not folded yet), so the figures are the same before and after. Rows appended
 * while a fold runs are left for the next one; two instances folding at once each delete, and add
 * to the days, only the rows they saw, so no row counts twice.
 */
export class StatsRollupJob implements EngineJob {
  readonly name = "statistics";

  constructor(private readonly db: Db) {}

  async work(): Promise<number> {
    let more = false;
    for (const rollup of ROLLUPS) more = (await foldRollup(this.db, rollup)) >= KEYS_PER_PASS || more;
    return more ? 0 : INTERVAL_MS;
  }
}

/** Folds up to KEYS_PER_PASS keys of `rollup` that have unfolded rows; answers how many keys it folded. */
export async function foldRollup(db: Db, { table, daily, dimension, sums }: Rollup): Promise<number> {
  const raw = sql.raw;
  const keys = raw(`org_id, hour, ${dimension}`);
  const summed = raw(sums.map((column) => `sum(${column})`).join(", "));
  const columns = raw(sums.join(", "));
  const rows = await queryRows<{ folded: number }>(
    db,
    sql`with k as (select distinct ${keys} from ${raw(table)} where not compacted limit ${KEYS_PER_PASS}),
             moved as (delete from ${raw(table)} s using k where s.org_id = k.org_id and s.hour = k.hour and s.${raw(dimension)} = k.${raw(dimension)} returning s.*),
             kept as (insert into ${raw(table)} (${keys}, ${columns}, compacted)
                      select ${keys}, ${summed}, true from moved group by ${keys} having ${raw(sums.map((column) => `sum(${column}) <> 0`).join(" or "))} returning 1),
             days as (insert into ${raw(daily)} (org_id, day, ${raw(dimension)}, ${columns})
                      select org_id, (hour at time zone 'UTC')::date, ${raw(dimension)}, ${summed} from moved where not compacted group by 1, 2, 3
                      on conflict (org_id, day, ${raw(dimension)}) do update set ${raw(sums.map((column) => `${column} = ${daily}.${column} + excluded.${column}`).join(", "))}
                      returning 1)
        select (select count(*) from k)::int as folded`,
  );
  return rows[0]?.folded ?? 0;
}
