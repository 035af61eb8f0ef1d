import type { Case } from "./victim.js";

export const ON_CALL_CASES: Record<string, Case> = {
  "GET /on-call/alarm-points/{id}": (v) => ({ url: `/on-call/alarm-points/${v.pointId}` }),
  "GET /on-call/alarm-rotationals/{id}": (v) => ({ url: `/on-call/alarm-rotationals/${v.standbyScheduleId}` }),
  "GET /on-call/participant-rotationals/{id}": (v) => ({ url: `/on-call/participant-rotationals/${v.teamScheduleId}` }),
  "GET /on-call/participants/{id}": (v) => ({ url: `/on-call/participants/${v.participantId}` }),
  "GET /duty-overrides": (v) => ({ url: `/duty-overrides?participantId=${v.participantId}` }),
  "POST /duty-overrides": (v) => ({
    url: "/duty-overrides",
    payload: { participantId: v.participantId, coveringParticipantId: v.participantId + 1, from: "2027-01-04T08:00:00Z", to: "2027-01-04T09:00:00Z" },
  }),
  "DELETE /duty-overrides/{id}": (v) => ({ url: `/duty-overrides/${v.overrideId}` }),
  "GET /participants/{id}/duty-feed": (v) => ({ url: `/participants/${v.participantId}/duty-feed` }),
  "POST /participants/{id}/duty-feed": (v) => ({ url: `/participants/${v.participantId}/duty-feed` }),
  "DELETE /participants/{id}/duty-feed": (v) => ({ url: `/participants/${v.participantId}/duty-feed` }),
  "GET /duty-feed/{file}": "public",
};
