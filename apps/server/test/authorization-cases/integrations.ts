import type { Case } from "./victim.js";

export const INTEGRATION_CASES: Record<string, Case> = {
  "GET /alarm-points/{id}/integration-keys": (v) => ({ url: `/alarm-points/${v.pointId}/integration-keys` }),
  "POST /alarm-points/{id}/integration-keys": (v) => ({ url: `/alarm-points/${v.pointId}/integration-keys`, payload: { kind: "WEBHOOK", name: "Intruder" } }),
  "DELETE /integration-keys/{id}": (v) => ({ url: `/integration-keys/${v.integrationKeyId}` }),
  // Other systems' endpoints: the integration key is the credential (refused without a valid one: 401, or 400 as PagerDuty answers).
  "POST /rest/integrations/v2/enqueue": "public",
  "POST /rest/integrations/alertmanager": "public",
  "POST /rest/integrations/grafana": "public",
  "POST /rest/integrations/webhook": "public",
  "GET /rest/integrations/webhook": "public",
  "GET /rest/integrations/heartbeat/{key}": "public",
  "POST /rest/integrations/heartbeat/{key}": "public",
};
