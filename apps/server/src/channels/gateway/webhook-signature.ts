import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { WebhookBody } from "./webhook-body.js";

/** How a webhook came: form fields answered with TwiML, or JSON answered with JSON. */
export type Dialect = "generic" | "twilio";

/** A webhook whose signature holds; a generic one names its event with the gateway's webhook id. */
export type VerifiedWebhook = { dialect: "twilio" } | { dialect: "generic"; webhookId: string };

/** A generic webhook's timestamp may be this far from the console's clock, either way. */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

/** Everything a generic webhook's signature covers. `url` is the full URL called, query included. */
export type GenericSigned = { timestamp: string; webhookId: string; method: string; url: string; raw: string };

export type ReceivedWebhook = { method: string; url: string; headers: IncomingHttpHeaders; body: WebhookBody };

const TIMESTAMP = /^\d{1,12}$/;
// No whitespace: the signed text stays unambiguous (the id ends where ".POST " begins).
const WEBHOOK_ID = /^[\w.:-]{1,200}$/;

/** Twilio's X-Twilio-Signature: HMAC-SHA1 over the full URL followed by every form field (name then value, sorted by name), base64. */
export function twilioSignature(key: string, url: string, fields: URLSearchParams): string {
  const sorted = [...fields.entries()].sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)));
  return createHmac("sha1", key)
    .update(url + sorted.map(([name, value]) => name + value).join(""), "utf8")
    .digest("base64");
}

/** The generic dialect's X-Gateway-Signature value after "sha256=": hex HMAC-SHA256 of "<timestamp>.<webhook id>.<method> <url>.<raw body>". */
export function genericSignature(key: string, signed: GenericSigned): string {
  return createHmac("sha256", key).update(`${signed.timestamp}.${signed.webhookId}.${signed.method} ${signed.url}.${signed.raw}`, "utf8").digest("hex");
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The webhook when its signature holds, else why it is refused (no key configured, a missing or
 * wrong signature, a generic timestamp off by more than 5 minutes). `url` is the address the gateway
 * called, as it was given the gateway.
 */
export function verifyWebhook(key: string | undefined, request: ReceivedWebhook, now = new Date()): VerifiedWebhook | { refused: string } {
  const wrong = { refused: "The gateway signature is missing or wrong" };
  if (!key) return wrong;
  const twilio = header(request.headers, "x-twilio-signature");
  if (twilio !== undefined) {
    const fields = request.body.kind === "form" ? new URLSearchParams(request.body.raw) : new URLSearchParams();
    return same(twilio, twilioSignature(key, request.url, fields)) ? { dialect: "twilio" } : wrong;
  }
  const signature = header(request.headers, "x-gateway-signature");
  const timestamp = header(request.headers, "x-gateway-timestamp");
  const webhookId = header(request.headers, "x-gateway-webhook-id");
  if (signature === undefined || !timestamp || !webhookId || !TIMESTAMP.test(timestamp) || !WEBHOOK_ID.test(webhookId)) {
    return { refused: "The gateway signature, X-Gateway-Timestamp or X-Gateway-Webhook-Id is missing or malformed" };
  }
  if (!same(signature, `sha256=${genericSignature(key, { timestamp, webhookId, method: request.method, url: request.url, raw: request.body.raw })}`))
    return wrong;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) {
    return { refused: `The webhook's X-Gateway-Timestamp is more than ${TIMESTAMP_TOLERANCE_SECONDS / 60} minutes away from the console's clock` };
  }
  return { dialect: "generic", webhookId };
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === "string" ? value : undefined;
};

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
