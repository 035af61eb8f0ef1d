import { z } from "zod";
import { AppError } from "../../http/errors.js";
import type { Dialect } from "./signature.js";

/** A gateway's word on a message or call it was given. `outcome` null: an interim state (queued, ringing …), nothing to record. */
export type DeliveryReport = { externalId: string; outcome: "DELIVERED" | "FAILED" | null; detail: string };
export type SmsReply = { from: string; text: string };

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
      .refine((report) => (report.MessageSid && report.MessageStatus) || (report.CallSid && report.CallStatus), "MessageSid and MessageStatus, or CallSid and CallStatus, are required"),
    sms: z.object({ From: field, Body: z.string().max(2000) }),
    keys: z.object({ Digits: z.string().max(50).optional() }),
  },
};

function parse<T>(schema: z.ZodType<T>, fields: Record<string, unknown>, what: string): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
  throw new AppError("VALIDATION", `Not a valid ${what}: ${details.map((d) => `${d.field || "body"} ${d.message}`).join("; ")}`, details);
}

export function deliveryReport(dialect: Dialect, fields: Record<string, unknown>): DeliveryReport {
  if (dialect === "generic") {
    const report = parse(schemas.generic.status, fields, "delivery report");
    return { externalId: report.id, outcome: outcomeOf(report.status), detail: report.error ?? `the gateway reported ${report.status}` };
  }
  const report = parse(schemas.twilio.status, fields, "delivery report");
  // A message report carries MessageSid; a call's carries CallSid (and no MessageSid).
  const [externalId, status] = report.MessageSid && report.MessageStatus ? [report.MessageSid, report.MessageStatus] : [report.CallSid!, report.CallStatus!];
  const error = [report.ErrorCode && `error ${report.ErrorCode}`, report.ErrorMessage].filter(Boolean).join(": ");
  return { externalId, outcome: outcomeOf(status.toLowerCase()), detail: `the gateway reported ${status}${error ? ` (${error})` : ""}` };
}

export function smsReply(dialect: Dialect, fields: Record<string, unknown>): SmsReply {
  if (dialect === "generic") return parse(schemas.generic.sms, fields, "SMS");
  const sms = parse(schemas.twilio.sms, fields, "SMS");
  return { from: sms.From, text: sms.Body };
}

/** The keys the callee pressed; empty when none. */
export function pressedKeys(dialect: Dialect, fields: Record<string, unknown>): string {
  return (dialect === "generic" ? parse(schemas.generic.keys, fields, "key press").digits : parse(schemas.twilio.keys, fields, "key press").Digits) ?? "";
}
