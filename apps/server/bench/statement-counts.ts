import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../src/db/database.js";

/** PostgreSQL's backends flush their statistics within 10 s of going idle (PGSTAT_IDLE_INTERVAL). */
const STATISTICS_FLUSH_MS = 11_000;

type DatabaseCounts = { commits: number; inserted: number; updated: number; hotUpdated: number };

/**
 * What the database did per delivered email: with pg_stat_statements loaded
 * (shared_preload_libraries), the statements of the bench database by calls and time; without it,
 * transactions, rows inserted and updated, and the share of updates that stayed HOT, from
 * pg_stat_database and pg_stat_user_tables.
 */
export async function statementCounter(db: Db) {
  const [loaded] = await queryRows<{ loaded: boolean }>(db, sql`select current_setting('shared_preload_libraries') ~ 'pg_stat_statements' as loaded`);
  const withStatements = Boolean(loaded?.loaded);
  if (withStatements) await db.execute(sql`create extension if not exists pg_stat_statements`);
  let before: DatabaseCounts = await databaseCounts(db);
  return {
    async reset() {
      before = await databaseCounts(db);
      if (withStatements) await db.execute(sql`select pg_stat_statements_reset()`);
    },
    async perEmail(emails: number): Promise<string[]> {
      if (withStatements) return statementLines(db, emails);
      await new Promise((resolve) => setTimeout(resolve, STATISTICS_FLUSH_MS));
      const after = await databaseCounts(db);
      const per = (key: keyof DatabaseCounts) => ((after[key] - before[key]) / emails).toFixed(2);
      const updates = after.updated - before.updated;
      const hot = updates > 0 ? Math.round((100 * (after.hotUpdated - before.hotUpdated)) / updates) : 0;
      return [
        `per email: ${per("commits")} transactions, ${per("inserted")} rows inserted, ${per("updated")} rows updated (${hot}% HOT) — pg_stat_statements is not loaded`,
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
