import type { Case } from "./victim.js";

/** The smallest document there is: valid, so the answers turn on authority and scope alone. */
const emptyDocument = { format: "alarm-console-configuration", version: 1, exportedAt: "2027-01-01T00:00:00.000Z", organization: "Intruder" };

export const IMPORT_EXPORT_CASES: Record<string, Case> = {
  "GET /import-export/export": (v) => ({ url: `/import-export/export?orgId=${v.orgId}` }),
  "POST /import-export/import": (v) => ({ url: `/import-export/import?orgId=${v.orgId}&dryRun=false`, payload: emptyDocument }),
};
