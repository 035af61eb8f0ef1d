import type { Case } from "./victim.js";

/**
 * The system tables read only within the caller's organizations (the scope is the query's, not an
 * object named in the request), so nothing is aimed at the victim; system-tables.test.ts shows
 * that an outsider sees none of another organization's rows, not even their count.
 */
export const SYSTEM_TABLE_CASES: Record<string, Case> = {
  "GET /views": "self",
  "POST /views/{table}/list": "self",
};
