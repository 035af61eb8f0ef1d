import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database.js";
import type { EngineJob } from "../worker.js";

/** Keys folded in one transaction, so that a backlog never holds locks for long. */
const KEYS_PER_PASS = 2_000;
/** How often the rows appended since are folded: the readers sum them in the meantime, so this only bounds their number. */
const INTERVAL_MS = 10_000;

/** A statistics table appended to by database triggers (see the statistics migration), and the columns of its key and its sums. */
type Rollup = { table: string; key: string[]; sums: string[] };

export const ROLLUPS: readonly Rollup[] = [
  { table: "alarm_stats", key: ["org_id", "hour", "status"], sums: ["alarms", "accepted", "seconds_to_accept", "ended", "seconds_to_end"] },
  { table: "notification_stats", key: ["org_id", "hour", "device_type"], sums: ["total", "delivered", "failed"] },
];

/**
 * Folds the rows that triggers appended to the statistics tables into one row per key. Readers sum
 * whatever rows a key has, so the figures are the same before and after; this keeps the tables as
 * small as their keys. Rows appended while a fold runs are simply left for the next one, and two
 * instances folding at once each delete only rows they saw, so neither counts a row twice.
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
export async function foldRollup(db: Db, { table, key, sums }: Rollup): Promise<number> {
  const keys = sql.raw(key.join(", "));
  const match = sql.raw(key.map((column) => `s.${column} = k.${column}`).join(" and "));
  const summed = sql.raw(sums.map((column) => `sum(${column})`).join(", "));
  const nonZero = sql.raw(sums.map((column) => `sum(${column}) <> 0`).join(" or "));
  const rows = await queryRows<{ folded: number }>(
    db,
    sql`with k as (select distinct ${keys} from ${sql.raw(table)} where not compacted limit ${KEYS_PER_PASS}),
             moved as (delete from ${sql.raw(table)} s using k where ${match} returning s.*),
             kept as (insert into ${sql.raw(table)} (${keys}, ${sql.raw(sums.join(", "))}, compacted)
                      select ${keys}, ${summed}, true from moved group by ${keys} having ${nonZero} returning 1)
        select (select count(*) from k)::int as folded`,
  );
  return rows[0]?.folded ?? 0;
}
