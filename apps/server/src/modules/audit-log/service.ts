import {
  type AuditChange,
  AUDIT_COUNT_LIMIT,
  type AuditExportQuery,
  type AuditedObjectType,
  AUDIT_HISTORY_LIMIT,
  type AuditPage,
  ROOT_ORG_ID,
  type ValidAuditQuery,
} from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { notFound } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import { toAuditChanges, toAuditEntry } from "./entries.js";
import { auditCsvLines } from "./export.js";
import { type AuditFilter, auditBatch, auditPage, objectHistory } from "./repo.js";

/** Rows the export reads at a time. */
const EXPORT_BATCH = 2_000;

/** The audit log as its readers see it: entries of their organization subtree only. */
export class AuditLogService {
  constructor(private readonly db: Db) {}

  async page(principal: Principal, query: ValidAuditQuery): Promise<AuditPage> {
    const filter = await this.filter(principal, query);
    const { rows, count } = await auditPage(this.db, filter, (query.currentPage - 1) * query.pageSize, query.pageSize);
    return {
      list: rows.map(toAuditEntry),
      count,
      countIsLowerBound: count > AUDIT_COUNT_LIMIT,
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      pagesCount: Math.ceil(count / query.pageSize),
    };
  }

  /** An object's latest changes; nothing for an object the caller cannot see (as for one that never was). */
  async history(principal: Principal, objectType: AuditedObjectType, objectId: number): Promise<{ list: AuditChange[] }> {
    const rows = await objectHistory(this.db, objectType, String(objectId), this.scopeOf(principal.orgId), AUDIT_HISTORY_LIMIT);
    return { list: toAuditChanges(rows) };
  }

  /** The matching entries as CSV lines, newest first, read in batches as they are sent. */
  async export(principal: Principal, query: AuditExportQuery): Promise<AsyncGenerator<string>> {
    const filter = await this.filter(principal, query);
    const db = this.db;
    async function* batches() {
      let beforeId: number | null = null;
      for (;;) {
        const rows = await auditBatch(db, filter, beforeId, EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(toAuditEntry);
        beforeId = rows[rows.length - 1]!.id;
      }
    }
    return auditCsvLines(batches());
  }

  private async filter(principal: Principal, query: AuditExportQuery): Promise<AuditFilter> {
    if (query.orgId !== undefined && !(await isWithinOrganization(this.db, principal.orgId, query.orgId))) throw notFound("Organization");
    return { ...query, scope: this.scopeOf(query.orgId ?? principal.orgId) };
  }

  /** The total system sees every entry, the server's own and those of no organization too. */
  private scopeOf(rootOrgId: number): SQL | null {
    return rootOrgId === ROOT_ORG_ID ? null : sql`a.org_id in (select id from org_subtree(${rootOrgId}))`;
  }
}
