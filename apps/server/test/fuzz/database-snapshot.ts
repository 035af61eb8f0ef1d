import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../src/db/database.js";

/** Tables a refused request may still write: sign-in bookkeeping, security records, replay guards, settings. */
const CHANGING_TABLES = new Set(["sessions", "refresh_tokens", "sign_in_throttles", "security_events", "gateway_webhook_events", "server_settings"]);
/** Rows of a checked table a refused request may still write: the audit log keeps refused sign-ins. */
const MAY_WRITE: Record<string, ReturnType<typeof sql>> = { audit_log: sql`where t.action <> 'SIGN_IN_FAILED'` };

/**
 * Takes checksums of every row of every other table of the current schema, one per table: two equal
 * snapshots mean nothing was written in between.
 */
export async function snapshotter(db: Db): Promise<() => Promise<Record<string, string>>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const checked = tables.map((table) => table.name).filter((name) => !CHANGING_TABLES.has(name));
  const checksums = checked.map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum from ${sql.identifier(name)} t ${MAY_WRITE[name] ?? sql``}`,
  );
  const query = sql.join(checksums, sql` union all `);
  return async () => Object.fromEntries((await queryRows<{ name: string; checksum: string }>(db, query)).map((row) => [row.name, row.checksum]));
}
