import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../src/db/database.js";

/** PostgreSQL's backends flush their statistics within 10 s of going idle (PGSTAT_IDLE_INTERVAL). */
const STATISTICS_FLUSH_MS = 11_000;

type DatabaseCounts = { commits: number; inserted: number; updated: number; hotUpdated: number };
/** Each function's calls and self time (ms) so far, from pg_stat_user_functions. */
type FunctionTimes = Map<string, { calls: number; ms: number }>;

/**
 * What the database did per delivered email: with pg_stat_statements loaded
 * (shared_preload_libraries), the statements of the bench database by calls and time; without it,
 * transactions, rows inserted and updated, and the share of updates that stayed HOT, from
 * pg_stat_database and pg_stat_user_tables. Where it may (a superuser's bench), it also times the
 * database's PL/pgSQL functions (track_functions), the statistics' and webhooks' triggers among them.
 */
export async function statementCounter(db: Db) {
  const [loaded] = await queryRows<{ loaded: boolean }>(db, sql`select current_setting('shared_preload_libraries') ~ 'pg_stat_statements' as loaded`);
  const withStatements = Boolean(loaded?.loaded);
  if (withStatements) await db.execute(sql`create extension if not exists pg_stat_statements`);
  const timesFunctions = await trackFunctions(db);
  let before: DatabaseCounts = await databaseCounts(db);
  let functionsBefore: FunctionTimes = await functionTimes(db);
  /** The backends' counts were flushed since the last turn (perEmail waited for them). */
  let flushed = false;
  const flush = () => new Promise((resolve) => setTimeout(resolve, STATISTICS_FLUSH_MS));
  return {
    /**
     * `reading`: perEmail follows; unless perEmail just waited for them, the previous turn's
     * backends are given the time to flush their counts first, so that they are not counted in this one's.
     */
    async reset(reading = false) {
      if (reading && timesFunctions && !flushed) await flush();
      flushed = false;
      before = await databaseCounts(db);
      functionsBefore = await functionTimes(db);
      if (withStatements) await db.execute(sql`select pg_stat_statements_reset()`);
    },
    async perEmail(emails: number): Promise<string[]> {
      flushed = timesFunctions || !withStatements;
      if (flushed) await flush();
      const functions = timesFunctions ? functionLines(functionsBefore, await functionTimes(db), emails) : [];
      if (withStatements) return [...(await statementLines(db, emails)), ...functions];
      const after = await databaseCounts(db);
      const per = (key: keyof DatabaseCounts) => ((after[key] - before[key]) / emails).toFixed(2);
      const updates = after.updated - before.updated;
      const hot = updates > 0 ? Math.round((100 * (after.hotUpdated - before.hotUpdated)) / updates) : 0;
      return [
        `per email: ${per("commits")} transactions, ${per("inserted")} rows inserted, ${per("updated")} rows updated (${hot}% HOT) — pg_stat_statements is not loaded`,
        ...functions,
      ];
    },
  };
}

async function databaseCounts(db: Db): Promise<DatabaseCounts> {
  const [row] = await queryRows<DatabaseCounts>(
    db,
    sql`select (select xact_commit from pg_stat_database where datname = current_database())::float8 as commits,
               coalesce(sum(n_tup_ins), 0)::float8 as inserted, coalesce(sum(n_tup_upd), 0)::float8 as updated, coalesce(sum(n_tup_hot_upd), 0)::float8 as "hotUpdated"
        from pg_stat_user_tables`,
  );
  return row!;
}

async function statementLines(db: Db, emails: number): Promise<string[]> {
  const rows = await queryRows<{ calls: number; ms: number; query: string }>(
    db,
    sql`select calls::float8 as calls, total_exec_time::float8 as ms, regexp_replace(query, '\\s+', ' ', 'g') as query from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database()) order by total_exec_time desc limit 8`,
  );
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  return [
    `statements per email (pg_stat_statements, top 8 by time, ${(total / emails).toFixed(3)} ms of statement time per email):`,
    ...rows.map((row) => `  ${(row.calls / emails).toFixed(2)} calls, ${(row.ms / emails).toFixed(3)} ms — ${row.query.slice(0, 110)}`),
  ];
}

/** Turns on track_functions for the bench database's new connections (the pipelines connect after this); false where that is not allowed. */
async function trackFunctions(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`do $$ begin execute format('alter database %I set track_functions = %L', current_database(), 'pl'); end $$`);
    return true;
  } catch {
    return false;
  }
}

async function functionTimes(db: Db): Promise<FunctionTimes> {
  const rows = await queryRows<{ name: string; calls: number; ms: number }>(
    db,
    sql`select funcname as name, calls::float8 as calls, self_time::float8 as ms from pg_stat_user_functions`,
  );
  return new Map(rows.map((row) => [row.name, { calls: row.calls, ms: row.ms }]));
}

/** The functions that took the most time between the two readings (their own time, the statements they run included). */
function functionLines(before: FunctionTimes, after: FunctionTimes, emails: number): string[] {
  const spent = [...after].map(([name, times]) => ({
    name,
    calls: times.calls - (before.get(name)?.calls ?? 0),
    ms: times.ms - (before.get(name)?.ms ?? 0),
  }));
  const top = spent
    .filter((times) => times.calls > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4);
  const total = spent.reduce((sum, times) => sum + times.ms, 0);
  return [
    `PL/pgSQL functions per email (track_functions, ${(total / emails).toFixed(3)} ms in all):`,
    ...top.map((times) => `  ${(times.calls / emails).toFixed(2)} calls, ${(times.ms / emails).toFixed(3)} ms — ${times.name}`),
  ];
}
