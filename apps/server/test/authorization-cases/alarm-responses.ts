import type { Case } from "./victim.js";

export const ALARM_RESPONSE_CASES: Record<string, Case> = {
  // The signed link of one message is the permission: participants answer without a console login.
  "GET /respond/{token}": "public",
  "POST /respond/{token}": "public",
  "GET /respond/{token}/files/{fileId}": "public",
  // The card's token names the participant; only the console user linked to it may answer (engine/console-link.test.ts).
  "POST /respond/{token}/console": "self",
};
