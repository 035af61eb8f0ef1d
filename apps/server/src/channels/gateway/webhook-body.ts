import { AppError } from "../../core/errors.js";
import { nestsDeeperThan, tooDeep } from "../../core/json-depth.js";

/** A webhook's body as it came (signatures are over the raw text) and its fields. */
export type WebhookBody = { kind: "form" | "json" | "none"; raw: string; fields: Record<string, unknown> };

export const EMPTY_BODY: WebhookBody = { kind: "none", raw: "", fields: {} };

const malformed = (reason: string) => new AppError("VALIDATION", reason);

/** A form-encoded body (the Twilio dialect). */
export function formBody(text: string): WebhookBody {
  return { kind: "form", raw: text, fields: Object.fromEntries(new URLSearchParams(text)) };
}

/** A JSON body (the generic dialect): a JSON object, else VALIDATION. */
export function jsonBody(text: string): WebhookBody {
  if (nestsDeeperThan(text)) throw tooDeep();
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    throw malformed("The body is not valid JSON");
  }
  if (fields === null || typeof fields !== "object" || Array.isArray(fields)) throw malformed("The body must be a JSON object");
  return { kind: "json", raw: text, fields: fields as Record<string, unknown> };
}
