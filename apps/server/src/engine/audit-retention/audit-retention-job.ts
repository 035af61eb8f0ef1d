import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database.js";
import type { EngineJob } from "../worker.js";

/** Entries deleted per transaction, so that a large backlog never holds locks for long. */
const ENTRIES_PER_PASS = 5_000;
/** How often expired entries are looked for. */
const INTERVAL_MS = 60 * 60 * 1000;

/** Deletes audit log entries older than the retention (AUDIT_RETENTION_DAYS). */
export class AuditRetentionJob implements EngineJob {
  readonly name = "audit-retention";

  constructor(
    private readonly db: Db,
    private readonly retentionDays: number,
  ) {}

  async work(): Promise<number> {
    const rows = await queryRows<{ deleted: number }>(
      this.db,
      sql`with gone as (delete from audit_log where id in (select id from audit_log where at < now() - make_interval(days => ${this.retentionDays}) order by id limit ${ENTRIES_PER_PASS}) returning 1)
          select count(*)::int as deleted from gone`,
    );
    return (rows[0]?.deleted ?? 0) >= ENTRIES_PER_PASS ? 0 : INTERVAL_MS;
  }
}
