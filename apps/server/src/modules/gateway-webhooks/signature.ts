import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { WebhookBody } from "./body.js";

/** How a webhook came: form fields answered with TwiML, or JSON answered with JSON. */
export type Dialect = "generic" | "twilio";

/** Twilio's X-Twilio-Signature: HMAC-SHA1 over the full URL followed by every form field (name then value, sorted by name), base64. */
export function twilioSignature(key: string, url: string, fields: URLSearchParams): string {
  const sorted = [...fields.entries()].sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)));
  return createHmac("sha1", key)
    .update(url + sorted.map(([name, value]) => name + value).join(""), "utf8")
    .digest("base64");
}

/** The generic dialect's X-Gateway-Signature value after "sha256=": HMAC-SHA256 of the raw body, hex. */
export function genericSignature(key: string, raw: string): string {
  return createHmac("sha256", key).update(raw, "utf8").digest("hex");
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The dialect of a correctly signed webhook, or undefined when its signature is missing or wrong
 * (or no key is configured). `url` is the address the gateway called, as it was given the gateway.
 */
export function verifiedDialect(key: string | undefined, request: { url: string; headers: IncomingHttpHeaders; body: WebhookBody }): Dialect | undefined {
  if (!key) return undefined;
  const twilio = request.headers["x-twilio-signature"];
  if (typeof twilio === "string") {
    const fields = request.body.kind === "form" ? new URLSearchParams(request.body.raw) : new URLSearchParams();
    return same(twilio, twilioSignature(key, request.url, fields)) ? "twilio" : undefined;
  }
  const generic = request.headers["x-gateway-signature"];
  if (typeof generic === "string") {
    return same(generic, `sha256=${genericSignature(key, request.body.raw)}`) ? "generic" : undefined;
  }
  return undefined;
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
