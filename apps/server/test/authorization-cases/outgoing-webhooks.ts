import type { Case } from "./victim.js";

const webhook = { name: "Intruder", url: "https://hooks.example.com/intruder", format: "JSON", events: ["TRIGGERED"] };

export const OUTGOING_WEBHOOK_CASES: Record<string, Case> = {
  // The list is of the caller's own organization subtree; it names no other object.
  "GET /outgoing-webhooks": "self",
  "GET /outgoing-webhooks/{id}": (v) => ({ url: `/outgoing-webhooks/${v.webhookId}` }),
  "POST /outgoing-webhooks": (v) => ({ url: "/outgoing-webhooks", payload: { ...webhook, orgId: v.orgId } }),
  "PUT /outgoing-webhooks/{id}": (v) => ({ url: `/outgoing-webhooks/${v.webhookId}`, payload: { ...webhook, version: 1 } }),
  "DELETE /outgoing-webhooks/{id}": (v) => ({ url: `/outgoing-webhooks/${v.webhookId}` }),
  "GET /outgoing-webhooks/{id}/deliveries": (v) => ({ url: `/outgoing-webhooks/${v.webhookId}/deliveries` }),
};
