import type { Case } from "./victim.js";

// Called by the SMS and voice gateway: the webhook signature is the permission (403 without it).
export const GATEWAY_WEBHOOK_CASES: Record<string, Case> = {
  "POST /gateway/status": "public",
  "POST /gateway/sms": "public",
  "POST /gateway/voice-input": "public",
};
