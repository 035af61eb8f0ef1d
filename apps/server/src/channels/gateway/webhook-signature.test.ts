import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { WebhookBody } from "./webhook-body.js";
import { genericSignature, twilioSignature, verifyWebhook } from "./webhook-signature.js";

// The example of Twilio's own documentation on validating requests.
const TWILIO_EXAMPLE = {
  authToken: "12345",
  url: "https://mycompany.com/myapp.php?foo=1&bar=2",
  fields: { CallSid: "CA1234567890ABCDE", Caller: "+14158675310", Digits: "1234", From: "+14158675310", To: "+18005551212" },
  signature: "GvWf1cFY/Q7PnoempGyD5oXAezc=",
};

// A generic webhook, and its signature as the README's shell example computes it with openssl.
const KEY = "s3cret-key-0123456789";
const RAW = '{"id":"gw-1","status":"delivered"}';
const GENERIC = { timestamp: "1764000000", webhookId: "evt-1", method: "POST", url: "https://alarms.example.com/rest/api/gateway/status", raw: RAW };
const OPENSSL_SIGNATURE = "f43723a535cbb3c60ae4f5fb7aac952d993e0b0ad9d87a6cb23e520fd0564198";
const SIGNED_AT = new Date(Number(GENERIC.timestamp) * 1000);

const json = (raw: string): WebhookBody => ({ kind: "json", raw, fields: JSON.parse(raw) as Record<string, unknown> });
const genericHeaders = (overrides: Record<string, string | undefined> = {}) => ({
  "x-gateway-timestamp": GENERIC.timestamp,
  "x-gateway-webhook-id": GENERIC.webhookId,
  "x-gateway-signature": `sha256=${OPENSSL_SIGNATURE}`,
  ...overrides,
});
const verifyGeneric = (options: { headers?: Record<string, string | undefined>; url?: string; method?: string; raw?: string; now?: Date } = {}) =>
  verifyWebhook(
    KEY,
    { method: options.method ?? "POST", url: options.url ?? GENERIC.url, headers: options.headers ?? genericHeaders(), body: json(options.raw ?? RAW) },
    options.now ?? SIGNED_AT,
  );

describe("gateway webhook signatures", () => {
  it("computes X-Twilio-Signature as Twilio does, whatever the order of the fields", () => {
    const { authToken, url, fields, signature } = TWILIO_EXAMPLE;
    expect(twilioSignature(authToken, url, new URLSearchParams(fields))).toBe(signature);
    expect(twilioSignature(authToken, url, new URLSearchParams(Object.entries(fields).reverse()))).toBe(signature);
  });

  it("accepts a correct Twilio signature and nothing else", () => {
    const { authToken, url, fields, signature } = TWILIO_EXAMPLE;
    const form = { kind: "form" as const, raw: new URLSearchParams(fields).toString(), fields };
    const request = { method: "POST", url, headers: { "x-twilio-signature": signature }, body: form };
    expect(verifyWebhook(authToken, request)).toEqual({ dialect: "twilio" });
    expect(verifyWebhook("54321", request)).toHaveProperty("refused");
    expect(verifyWebhook(undefined, request)).toHaveProperty("refused");
    expect(verifyWebhook(authToken, { ...request, headers: {} })).toHaveProperty("refused");
  });

  it("signs a generic webhook over its timestamp, webhook id, method, full URL and raw body", () => {
    expect(genericSignature(KEY, GENERIC)).toBe(OPENSSL_SIGNATURE);
    expect(verifyGeneric()).toEqual({ dialect: "generic", webhookId: "evt-1" });

    const refused = {
      "another key": verifyWebhook("another-key-0123456789", { method: "POST", url: GENERIC.url, headers: genericHeaders(), body: json(RAW) }, SIGNED_AT),
      "upper-case hex": verifyGeneric({ headers: genericHeaders({ "x-gateway-signature": `sha256=${OPENSSL_SIGNATURE.toUpperCase()}` }) }),
      "body changed": verifyGeneric({ raw: `${RAW} ` }),
      "URL changed": verifyGeneric({ url: `${GENERIC.url}?token=x` }),
      "method changed": verifyGeneric({ method: "PUT" }),
      "timestamp changed": verifyGeneric({ headers: genericHeaders({ "x-gateway-timestamp": "1764000001" }) }),
      "webhook id changed": verifyGeneric({ headers: genericHeaders({ "x-gateway-webhook-id": "evt-2" }) }),
      "no timestamp": verifyGeneric({ headers: genericHeaders({ "x-gateway-timestamp": undefined }) }),
      "no webhook id": verifyGeneric({ headers: genericHeaders({ "x-gateway-webhook-id": undefined }) }),
      "webhook id with a space": verifyGeneric({ headers: genericHeaders({ "x-gateway-webhook-id": "evt 1" }) }),
      "over the body alone": verifyGeneric({
        headers: genericHeaders({ "x-gateway-signature": `sha256=${createHmac("sha256", KEY).update(RAW).digest("hex")}` }),
      }),
    };
    for (const [variant, verdict] of Object.entries(refused)) expect(verdict, variant).toHaveProperty("refused");
  });

  it("refuses a generic webhook signed more than 5 minutes before or after the console's clock", () => {
    const at = (seconds: number) => verifyGeneric({ now: new Date(SIGNED_AT.getTime() + seconds * 1000) });
    expect(at(300)).toEqual({ dialect: "generic", webhookId: "evt-1" });
    expect(at(-300)).toEqual({ dialect: "generic", webhookId: "evt-1" });
    expect(at(301)).toEqual({ refused: expect.stringMatching(/X-Gateway-Timestamp is more than 5 minutes away/) });
    expect(at(-301)).toHaveProperty("refused");
  });
});
