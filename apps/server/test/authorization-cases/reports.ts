import type { Case } from "./victim.js";

/** The reports are aimed through their organization filter, like the alarm table. */
const aimed = (v: Parameters<Exclude<Case, "public" | "self">>[0]) => ({ range: "THIS_YEAR", organizationFilter: { orgIds: [v.orgId] } });

export const REPORT_CASES: Record<string, Case> = {
  "POST /reports/detailed": (v) => ({ url: "/reports/detailed", payload: { report: aimed(v) } }),
  "POST /reports/monthly": (v) => ({ url: "/reports/monthly", payload: aimed(v) }),
  "POST /reports/responses": (v) => ({ url: "/reports/responses", payload: aimed(v) }),
  "POST /reports/alarm-load": (v) => ({ url: "/reports/alarm-load", payload: aimed(v) }),
  "POST /reports/export": (v) => ({ url: "/reports/export", payload: { report: aimed(v), format: "EXCEL" } }),
};
