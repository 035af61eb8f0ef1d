import type { Case } from "./victim.js";

/** Schedule bodies that pass the schema, so the answer depends on the objects they name. */
const standbyGroups = (planId: number, pointId: number) => [{ events: [{ alarmplanId: planId, alarmpointId: pointId, dateRule: {} }] }];
const teamGroups = [{ events: [{ device: { callingDeviceType: "SMS" }, dateRule: {} }] }];

export const ROTATION_SCHEDULE_CASES: Record<string, Case> = {
  "GET /alarm-rotationals/{id}": (v) => ({ url: `/alarm-rotationals/${v.standbyScheduleId}` }),
  "POST /alarm-rotationals": (v) => ({
    url: "/alarm-rotationals",
    payload: { name: "Intruder standby", orgId: v.orgId, validFrom: "2027-01-04", alarmPointWeekGroups: standbyGroups(v.planId, v.pointId) },
  }),
  "PUT /alarm-rotationals": (v) => ({
    url: "/alarm-rotationals",
    payload: { id: v.standbyScheduleId, version: 1, name: "Hijacked", validFrom: "2027-01-04", alarmPointWeekGroups: standbyGroups(v.planId, v.pointId) },
  }),
  "DELETE /alarm-rotationals/{id}": (v) => ({ url: `/alarm-rotationals/${v.standbyScheduleId}` }),
  "POST /alarm-rotationals/clone": (v) => ({ url: "/alarm-rotationals/clone", payload: { id: v.standbyScheduleId } }),
  "GET /participant-rotationals/{id}": (v) => ({ url: `/participant-rotationals/${v.teamScheduleId}` }),
  "POST /participant-rotationals": (v) => ({
    url: "/participant-rotationals",
    payload: { name: "Intruder team", orgId: v.orgId, validFrom: "2027-01-04", participantWeekGroups: teamGroups },
  }),
  "PUT /participant-rotationals": (v) => ({
    url: "/participant-rotationals",
    payload: { id: v.teamScheduleId, version: 1, name: "Hijacked", validFrom: "2027-01-04", participantWeekGroups: teamGroups },
  }),
  "DELETE /participant-rotationals/{id}": (v) => ({ url: `/participant-rotationals/${v.teamScheduleId}` }),
  "POST /participant-rotationals/clone": (v) => ({ url: "/participant-rotationals/clone", payload: { id: v.teamScheduleId } }),
};
