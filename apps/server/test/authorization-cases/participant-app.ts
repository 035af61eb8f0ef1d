import type { Case } from "./victim.js";

/** Alarm apps and the lone-worker setting are aimed at the victim's organization and app. */
export const PREDEFINED_APP_CASES: Record<string, Case> = {
  "POST /alarmpoints/predefined": (v) => ({ url: "/alarmpoints/predefined", payload: { orgId: v.orgId, appType: "FIRE" } }),
  "GET /alarmpoints/predefined/{id}": (v) => ({ url: `/alarmpoints/predefined/${v.orgId}` }),
  "PUT /alarmpoints/predefined": (v) => ({
    url: "/alarmpoints/predefined",
    payload: { id: v.predefinedAppId, version: 1, systemId: "hijacked", alarmPlanId: null, icon: '{"name":"bell","color":"#000000"}' },
  }),
  "DELETE /alarmpoints/predefined/{id}": (v) => ({ url: `/alarmpoints/predefined/${v.predefinedAppId}` }),
  "GET /lone-worker/settings/{orgId}": (v) => ({ url: `/lone-worker/settings/${v.orgId}` }),
  "PUT /lone-worker/settings/{orgId}": (v) => ({ url: `/lone-worker/settings/${v.orgId}`, payload: { alarmPointId: null, graceMinutes: 5, version: null } }),
  // The list shows the caller's own organizations' sessions; ending aims at the victim's.
  "GET /lone-worker/sessions": "self",
  "POST /lone-worker/sessions/{id}/end": (v) => ({ url: `/lone-worker/sessions/${v.loneWorkerSessionId}/end` }),
  "GET /presence": (v) => ({ url: `/presence?orgId=${v.orgId}` }),
  "PUT /presence/{id}": (v) => ({ url: `/presence/${v.participantId}`, payload: { checkedIn: true } }),
  "GET /participants/{id}/app-installations": (v) => ({ url: `/participants/${v.participantId}/app-installations` }),
  "DELETE /participants/{id}/app-installations/{sessionId}": (v) => ({ url: `/participants/${v.participantId}/app-installations/${v.appSessionId}` }),
};

/** The participant app acts only as the participant linked to the caller. */
export const PARTICIPANT_APP_CASES: Record<string, Case> = {
  "POST /app/auth": "public",
  "GET /app/me": "self",
  "GET /app/alarms": "self",
  "GET /app/alarms/history": "self",
  "POST /app/alarms/{id}/answer": "self",
  "POST /app/trigger": "self",
  "POST /app/lone-worker": "self",
  "POST /app/lone-worker/check-in": "self",
  "POST /app/lone-worker/check-out": "self",
  "POST /app/lone-worker/sos": "self",
  "PUT /app/shift": "self",
  "GET /app/duties": "self",
  "GET /app/absences": "self",
  "POST /app/absences": "self",
  "DELETE /app/absences/{eventId}": "self",
  "GET /app/live": "self",
};
