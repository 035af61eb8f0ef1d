import type { Case } from "./victim.js";

const stop = [{ type: "STOP" }];
const anHour = { kind: "ONE_OFF", startsAt: "2027-01-01T10:00:00Z", endsAt: "2027-01-01T11:00:00Z" };

export const ALARM_RULE_CASES: Record<string, Case> = {
  "GET /alarm-rules/{id}": (v) => ({ url: `/alarm-rules/${v.alarmRuleId}` }),
  // Would name another organization's rules.
  "GET /alarm-rules/inherited/{id}": (v) => ({ url: `/alarm-rules/inherited/${v.orgId}` }),
  "POST /alarm-rules": (v) => ({ url: "/alarm-rules", payload: { orgId: v.orgId, name: "Intruding rule", actions: stop } }),
  "PUT /alarm-rules": (v) => ({ url: "/alarm-rules", payload: { id: v.alarmRuleId, version: 1, name: "Hijacked", actions: [{ type: "SUPPRESS" }] } }),
  "DELETE /alarm-rules/{id}": (v) => ({ url: `/alarm-rules/${v.alarmRuleId}` }),
  "POST /alarm-rules/clone": (v) => ({ url: "/alarm-rules/clone", payload: { id: v.alarmRuleId } }),
  "PUT /alarm-rules/order": (v) => ({ url: "/alarm-rules/order", payload: { orgId: v.orgId, ruleIds: [v.alarmRuleId] } }),
  // Would reveal another organization's rules by their trace.
  "POST /alarm-rules/test": (v) => ({ url: "/alarm-rules/test", payload: { orgId: v.orgId, event: { summary: "probe" } } }),
};

export const INCIDENT_CASES: Record<string, Case> = {
  "GET /grouping-rules": (v) => ({ url: `/grouping-rules?orgId=${v.orgId}` }),
  "GET /grouping-rules/{id}": (v) => ({ url: `/grouping-rules/${v.groupingRuleId}` }),
  "POST /grouping-rules": (v) => ({ url: "/grouping-rules", payload: { orgId: v.orgId, name: "Intruding grouping" } }),
  "PUT /grouping-rules": (v) => ({ url: "/grouping-rules", payload: { id: v.groupingRuleId, version: 1, name: "Hijacked grouping" } }),
  "DELETE /grouping-rules/{id}": (v) => ({ url: `/grouping-rules/${v.groupingRuleId}` }),
  // The floods within the caller's own scope.
  "GET /incidents/floods": "self",
  "GET /incidents/{id}": (v) => ({ url: `/incidents/${v.incidentId}` }),
  "POST /incidents/{id}/lift": (v) => ({ url: `/incidents/${v.incidentId}/lift` }),
  "DELETE /alarms/{id}/incident": (v) => ({ url: `/alarms/${v.alarmId}/incident` }),
};

export const MAINTENANCE_CASES: Record<string, Case> = {
  "GET /maintenance-windows": (v) => ({ url: `/maintenance-windows?orgId=${v.orgId}` }),
  // What is in maintenance within the caller's own scope.
  "GET /maintenance-windows/now": "self",
  "GET /maintenance-windows/{id}": (v) => ({ url: `/maintenance-windows/${v.maintenanceWindowId}` }),
  "POST /maintenance-windows": (v) => ({ url: "/maintenance-windows", payload: { orgId: v.orgId, name: "Intruding window", schedule: anHour } }),
  "PUT /maintenance-windows": (v) => ({ url: "/maintenance-windows", payload: { id: v.maintenanceWindowId, version: 1, name: "Hijacked", schedule: anHour } }),
  "POST /maintenance-windows/{id}/end": (v) => ({ url: `/maintenance-windows/${v.maintenanceWindowId}/end` }),
  "DELETE /maintenance-windows/{id}": (v) => ({ url: `/maintenance-windows/${v.maintenanceWindowId}` }),
};
