import type { Case } from "./victim.js";

const texts = { ENGLISH: { subject: "", body: "Hijacked" } };

export const TEXT_TEMPLATE_CASES: Record<string, Case> = {
  "GET /text-templates/{id}": (v) => ({ url: `/text-templates/${v.textTemplateId}` }),
  "POST /text-templates": (v) => ({ url: "/text-templates", payload: { name: "Intruding text", orgId: v.orgId, texts } }),
  "PUT /text-templates": (v) => ({ url: "/text-templates", payload: { id: v.textTemplateId, version: 1, name: "Hijacked", texts } }),
  "DELETE /text-templates/{id}": (v) => ({ url: `/text-templates/${v.textTemplateId}` }),
  // Renders the texts sent with sample values; aims at no stored object.
  "POST /text-templates/preview": "self",
};
