import type { Case } from "./victim.js";

export const ALARM_TEMPLATE_CASES: Record<string, Case> = {
  "GET /alarmtemplates/{id}": (v) => ({ url: `/alarmtemplates/${v.templateId}` }),
  "GET /alarmtemplates/prepare/{id}": (v) => ({ url: `/alarmtemplates/prepare/${v.templateId}` }),
  "POST /alarmtemplates": (v) => ({ url: "/alarmtemplates", payload: { name: "Intruding template", orgId: v.orgId } }),
  "PUT /alarmtemplates": (v) => ({ url: "/alarmtemplates", payload: { id: v.templateId, version: 1, name: "Hijacked" } }),
  "DELETE /alarmtemplates/{id}": (v) => ({ url: `/alarmtemplates/${v.templateId}` }),
};
