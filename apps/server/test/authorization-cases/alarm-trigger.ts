import type { Case } from "./victim.js";

export const ALARM_TRIGGER_CASES: Record<string, Case> = {
  "POST /alarm-trigger": (v) => ({ url: "/alarm-trigger", payload: { alarmPointId: v.pointId } }),
  "GET /alarmpoints/quit/{id}": (v) => ({ url: `/alarmpoints/quit/${v.alarmId}` }),
  "POST /alarmpoints/quit/{id}": (v) => ({ url: `/alarmpoints/quit/${v.alarmId}`, payload: {} }),
  "POST /alarmtable/acknowledge/{id}": (v) => ({ url: `/alarmtable/acknowledge/${v.alarmId}`, payload: {} }),
};
