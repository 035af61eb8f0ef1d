import type { Case } from "./victim.js";

/** A plan body that passes the schema, so the answer depends on the objects it names. */
const ranksNaming = (participantId: number) => [{ waitTime: 5, entries: [{ participantId }] }];

export const ALARM_PLAN_CASES: Record<string, Case> = {
  "GET /alarmplans/{id}": (v) => ({ url: `/alarmplans/${v.planId}` }),
  "POST /alarmplans": (v) => ({ url: "/alarmplans", payload: { name: "Intruder plan", orgId: v.orgId, ranks: ranksNaming(v.participantId) } }),
  "PUT /alarmplans": (v) => ({ url: "/alarmplans", payload: { id: v.planId, version: 1, name: "Hijacked", ranks: ranksNaming(v.participantId) } }),
  "DELETE /alarmplans/{id}": (v) => ({ url: `/alarmplans/${v.planId}` }),
  "POST /alarmplans/clone": (v) => ({ url: "/alarmplans/clone", payload: { id: v.planId } }),
};
