import type { Case } from "./victim.js";

/** The audit log is read by organization; an object's history shows only entries of the caller's scope. */
export const AUDIT_LOG_CASES: Record<string, Case> = {
  "POST /audit-log/list": (v) => ({ url: "/audit-log/list", payload: { orgId: v.orgId } }),
  "GET /audit-log/export": (v) => ({ url: `/audit-log/export?orgId=${v.orgId}` }),
  // Another organization's object has an empty history, exactly like one that never was (audit-log.test.ts).
  "GET /audit-log/history/{objectType}/{objectId}": "self",
};
