import type { Case } from "./victim.js";

/** The lists are aimed through their organization filter, the rest at the victim's alarm. */
export const ALARM_MONITOR_CASES: Record<string, Case> = {
  "POST /alarmtable": (v) => ({ url: "/alarmtable", payload: { organizationFilter: { orgIds: [v.orgId] } } }),
  "POST /history": (v) => ({ url: "/history", payload: { organizationFilter: { orgIds: [v.orgId], recursive: false } } }),
  "GET /alarmtable/details/{id}": (v) => ({ url: `/alarmtable/details/${v.alarmId}` }),
  "GET /history/details/{id}": (v) => ({ url: `/history/details/${v.alarmId}` }),
  "GET /alarmtable/prepare-trigger-again/{id}": (v) => ({ url: `/alarmtable/prepare-trigger-again/${v.alarmId}` }),
  "GET /history/prepare-trigger-again/{id}": (v) => ({ url: `/history/prepare-trigger-again/${v.alarmId}` }),
  "POST /history/by-alarm": (v) => ({ url: `/history/by-alarm?alarmId=${v.alarmId}` }),
  "GET /alarms/live": "self",
};
