import type { Case } from "./victim.js";

/** A point body that passes the schema, so the answer depends on the objects it names. */
const pointNaming = (planId: number) => ({ name: "Intruder point", alarmPlanId: planId, systemId: "intruder" });

export const ALARM_POINT_CASES: Record<string, Case> = {
  "GET /alarmpoints/{id}": (v) => ({ url: `/alarmpoints/${v.pointId}` }),
  "POST /alarmpoints": (v) => ({ url: "/alarmpoints", payload: { ...pointNaming(v.planId), orgId: v.orgId } }),
  "PUT /alarmpoints": (v) => ({ url: "/alarmpoints", payload: { ...pointNaming(v.planId), id: v.pointId, version: 1 } }),
  "DELETE /alarmpoints/{id}": (v) => ({ url: `/alarmpoints/${v.pointId}` }),
  "POST /alarmpoints/clone": (v) => ({ url: "/alarmpoints/clone", payload: { id: v.pointId } }),
  "PUT /alarmpoints/re-enable": (v) => ({ url: "/alarmpoints/re-enable", payload: { id: v.deletedPointId } }),
  "GET /alarmpoints/{id}/calendar": (v) => ({ url: `/alarmpoints/${v.pointId}/calendar` }),
  "PUT /alarmpoints/{id}/calendar/update": (v) => ({
    url: `/alarmpoints/${v.pointId}/calendar/update`,
    payload: { kind: "INACTIVE", startDateSelected: "2027-01-04", startTime: "22:00", endTime: "23:59" },
  }),
  "DELETE /alarmpoints/{id}/calendar/{calendarId}": (v) => ({ url: `/alarmpoints/${v.pointId}/calendar/1` }),
  "GET /alarmpoints/shelved": "self",
  "PUT /alarmpoints/{id}/shelving": (v) => ({ url: `/alarmpoints/${v.pointId}/shelving`, payload: { minutes: 30, reason: "Intruder shelving" } }),
  "DELETE /alarmpoints/{id}/shelving": (v) => ({ url: `/alarmpoints/${v.pointId}/shelving` }),
};

/** A consequential trigger body that passes the schema. */
const triggerNaming = { name: "Intruder follow-up", consequentialTrigger: "ON_ACCEPT" };

export const CONSEQUENTIAL_CASES: Record<string, Case> = {
  "POST /consequentials": (v) => ({ url: "/consequentials", payload: { ...triggerNaming, initiatorId: v.pointId } }),
  "PUT /consequentials": (v) => ({ url: "/consequentials", payload: { ...triggerNaming, id: v.consequentialId, version: 1 } }),
  "GET /consequentials/{id}": (v) => ({ url: `/consequentials/${v.consequentialId}` }),
  "DELETE /consequentials/{id}": (v) => ({ url: `/consequentials/${v.consequentialId}` }),
  "GET /consequentials/list": (v) => ({ url: `/consequentials/list?initiatorId=${v.pointId}` }),
  "GET /consequentials/triggers/{initiatorId}": (v) => ({ url: `/consequentials/triggers/${v.pointId}?currentId=${v.consequentialId}` }),
  "PUT /consequentials/show-name": "self",
};
