import type { Case } from "./victim.js";

/** The dashboard reads the caller's own layout and the figures of the caller's own organizations. */
export const DASHBOARD_CASES: Record<string, Case> = {
  "GET /widgets": "self",
  "PUT /widgets": "self",
  "GET /dashboard": "self",
  "GET /dashboard/statistics/{period}": "self",
  "GET /dashboard/calls-typed/{period}": "self",
  "GET /dashboard/calls/{period}": "self",
  "GET /dashboard/alarm-load": "self",
  "GET /dashboard/resources": "self",
};
