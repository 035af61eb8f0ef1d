import type { Case } from "./victim.js";

// Each acts on the caller's own browsers only; none names another user's object.
export const WEB_PUSH_CASES: Record<string, Case> = {
  "GET /push/public-key": "self",
  "GET /push/subscriptions": "self",
  "POST /push/subscriptions": "self",
  "DELETE /push/subscriptions": "self",
};
