import type { Case } from "./victim.js";

export const SPEECH_CASES: Record<string, Case> = {
  // Speaks the caller's own text; it names no object of any organization.
  "POST /alarmpoints/text-prelisten-link": "self",
  // The signed link itself is the permission, so the console's <audio> element plays it without a token.
  "GET /alarmpoints/prelisten/{token}": "public",
};
