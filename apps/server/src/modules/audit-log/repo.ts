import { type SQL, sql } from "drizzle-orm";
import { AUDIT_COUNT_LIMIT } from "@alarm/contract";
import { type Executor, isoTimestamp, queryRows } from "../../db/database.js";
import { containsPattern } from "../../core/text-search.js";

/** An audit_log row as read for the console: the organization's name joined, times as ISO text. */
export interface AuditRow {
  id: number;
  at: string;
  tx_id: number;
  action: string;
  object_type: string;
  object_id: string | null;
  parent_type: string | null;
  parent_id: string | null;
  org_id: number | null;
  org_name: string | null;
  actor_login: string | null;
  address: string | null;
  user_agent: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What the audit screen filters by, each optional; `scope` is the organizations' condition on `a.org_id`. */
export interface AuditFilter {
  scope: SQL | null;
  from?: string | undefined;
  until?: string | undefined;
  actor?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  action?: string | undefined;
}

const columns = sql`a.id::float8 as id, ${isoTimestamp("a.at")} as at, a.tx_id::float8 as tx_id, a.action, a.object_type, a.object_id,
  a.parent_type, a.parent_id, a.org_id, o.name as org_name, a.actor_login, a.address, a.user_agent, a.before, a.after`;

function conditions(filter: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.scope) parts.push(filter.scope);
  if (filter.from) parts.push(sql`a.at >= ${filter.from}::timestamptz`);
  if (filter.until) parts.push(sql`a.at < ${filter.until}::timestamptz`);
  if (filter.actor) parts.push(sql`a.actor_login ilike ${containsPattern(filter.actor)}`);
  if (filter.action) parts.push(sql`a.action = ${filter.action}`);
  if (filter.objectType && filter.objectId) {
    parts.push(
      sql`((a.object_type = ${filter.objectType} and a.object_id = ${filter.objectId}) or (a.parent_type = ${filter.objectType} and a.parent_id = ${filter.objectId}))`,
    );
  } else if (filter.objectType) {
    parts.push(sql`(a.object_type = ${filter.objectType} or a.parent_type = ${filter.objectType})`);
  } else if (filter.objectId) {
    parts.push(sql`(a.object_id = ${filter.objectId} or a.parent_id = ${filter.objectId})`);
  }
  return sql.join(parts, sql` and `);
}

/** A page of entries, newest first, and how many match (up to AUDIT_COUNT_LIMIT and one more). */
export async function auditPage(db: Executor, filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; count: number }> {
  const where = conditions(filter);
  const [rows, counted] = await Promise.all([
    queryRows<AuditRow>(
      db,
      sql`select ${columns} from audit_log a left join organizations o on o.id = a.org_id where ${where} order by a.id desc offset ${offset} limit ${limit}`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from (select 1 from audit_log a where ${where} limit ${AUDIT_COUNT_LIMIT + 1}) matching`,
    ),
  ]);
  return { rows, count: counted[0]?.count ?? 0 };
}

/** Entries older than `beforeId` (all when null), newest first: the export reads them in batches. */
export function auditBatch(db: Executor, filter: AuditFilter, beforeId: number | null, limit: number): Promise<AuditRow[]> {
  const after = beforeId === null ? sql`true` : sql`a.id < ${beforeId}`;
  return queryRows<AuditRow>(
    db,
    sql`select ${columns} from audit_log a left join organizations o on o.id = a.org_id where ${conditions(filter)} and ${after} order by a.id desc limit ${limit}`,
  );
}

/** The entries of the `limit` latest changes (transactions) touching an object or its parts, newest change first. */
export function objectHistory(db: Executor, objectType: string, objectId: string, scope: SQL | null, limit: number): Promise<AuditRow[]> {
  const touching = sql`((a.object_type = ${objectType} and a.object_id = ${objectId}) or (a.parent_type = ${objectType} and a.parent_id = ${objectId}))`;
  const visible = scope ?? sql`true`;
  return queryRows<AuditRow>(
    db,
    sql`with changes as (select a.tx_id, max(a.id) as last from audit_log a where ${touching} and ${visible} group by a.tx_id order by last desc limit ${limit})
        select ${columns} from audit_log a join changes c on c.tx_id = a.tx_id left join organizations o on o.id = a.org_id
        where ${touching} and ${visible} order by c.last desc, a.id`,
  );
}
