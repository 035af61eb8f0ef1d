import { z } from "zod";
import { AppError } from "../../core/errors.js";
import type { VerifiedWebhook } from "./webhook-signature.js";

/**
 * What names an event, so that it is taken once: the generic gateway's webhook id, or Twilio's sid
 * with the status reported (a message's or call's), the inbound message, or the call and its key.
 */
type Event = { eventKey: string };

/** A gateway's word on a message or call it was given. `outcome` null: an interim state (queued, ringing …), nothing to record. */
export type DeliveryReport = Event & { externalId: string; outcome: "DELIVERED" | "FAILED" | null; detail: string };
export type SmsReply = Event & { from: string; text: string };
/** The keys the callee pressed; empty when none. */
export type KeyPress = Event & { keys: string };

const DELIVERED = ["delivered", "completed", "read"];
const FAILED = ["failed", "undelivered", "busy", "no-answer", "canceled"];
const INTERIM = ["accepted", "scheduled", "queued", "sending", "sent", "initiated", "ringing", "in-progress", "answered"];

const outcomeOf = (status: string): DeliveryReport["outcome"] => (DELIVERED.includes(status) ? "DELIVERED" : FAILED.includes(status) ? "FAILED" : null);

const field = z.string().trim().min(1).max(500);

/** Every field of both dialects, one schema per webhook; unknown extra fields are ignored. */
const schemas = {
  generic: {
    status: z.object({ id: field, status: z.enum([...DELIVERED, ...FAILED, ...INTERIM]), error: z.string().max(1000).optional() }),
    sms: z.object({ from: field, text: z.string().max(2000) }),
    keys: z.object({ digits: z.string().max(50).optional() }),
  },
  twilio: {
    status: z
      .object({
        MessageSid: field.optional(),
        CallSid: field.optional(),
        MessageStatus: field.optional(),
        CallStatus: field.optional(),
        ErrorCode: z.string().max(50).optional(),
        ErrorMessage: z.string().max(1000).optional(),
      })
      .refine(
        (report) => (report.MessageSid && report.MessageStatus) || (report.CallSid && report.CallStatus),
        "MessageSid and MessageStatus, or CallSid and CallStatus, are required",
      ),
    sms: z.object({ From: field, Body: z.string().max(2000), MessageSid: field }),
    keys: z.object({ Digits: z.string().max(50).optional(), CallSid: field }),
  },
};

function parse<T>(schema: z.ZodType<T>, fields: Record<string, unknown>, what: string): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
  throw new AppError("VALIDATION", `Not a valid ${what}: ${details.map((d) => `${d.field || "body"} ${d.message}`).join("; ")}`, details);
}

const genericEvent = (webhook: { webhookId: string }): Event => ({ eventKey: `generic:${webhook.webhookId}` });

export function deliveryReport(webhook: VerifiedWebhook, fields: Record<string, unknown>): DeliveryReport {
  if (webhook.dialect === "generic") {
    const report = parse(schemas.generic.status, fields, "delivery report");
    return {
      ...genericEvent(webhook),
      externalId: report.id,
      outcome: outcomeOf(report.status),
      detail: report.error ?? `the gateway reported ${report.status}`,
    };
  }
  const report = parse(schemas.twilio.status, fields, "delivery report");
  // A message report carries MessageSid; a call's carries CallSid (and no MessageSid).
  const [externalId, status] = report.MessageSid && report.MessageStatus ? [report.MessageSid, report.MessageStatus] : [report.CallSid!, report.CallStatus!];
  const error = [report.ErrorCode && `error ${report.ErrorCode}`, report.ErrorMessage].filter(Boolean).join(": ");
  return {
    eventKey: `twilio:status:${externalId}:${status.toLowerCase()}`,
    externalId,
    outcome: outcomeOf(status.toLowerCase()),
    detail: `the gateway reported ${status}${error ? ` (${error})` : ""}`,
  };
}

export function smsReply(webhook: VerifiedWebhook, fields: Record<string, unknown>): SmsReply {
  if (webhook.dialect === "generic") return { ...genericEvent(webhook), ...parse(schemas.generic.sms, fields, "SMS") };
  const sms = parse(schemas.twilio.sms, fields, "SMS");
  return { eventKey: `twilio:sms:${sms.MessageSid}`, from: sms.From, text: sms.Body };
}

export function pressedKeys(webhook: VerifiedWebhook, fields: Record<string, unknown>): KeyPress {
  if (webhook.dialect === "generic") return { ...genericEvent(webhook), keys: parse(schemas.generic.keys, fields, "key press").digits ?? "" };
  // Twilio gives a key no id of its own: the call and the key name it. Only 1 and 2 are taken, and they end the call.
  const press = parse(schemas.twilio.keys, fields, "key press");
  const keys = press.Digits ?? "";
  return { eventKey: `twilio:keys:${press.CallSid}:${keys}`, keys };
}
