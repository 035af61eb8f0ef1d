import { describe, expect, it } from "vitest";
import { genericSignature, twilioSignature, verifiedDialect } from "./signature.js";

// The example of Twilio's own documentation on validating requests.
const TWILIO_EXAMPLE = {
  authToken: "12345",
  url: "https://mycompany.com/myapp.php?foo=1&bar=2",
  fields: { CallSid: "CA1234567890ABCDE", Caller: "+14158675310", Digits: "1234", From: "+14158675310", To: "+18005551212" },
  signature: "GvWf1cFY/Q7PnoempGyD5oXAezc=",
};

describe("gateway webhook signatures", () => {
  it("computes X-Twilio-Signature as Twilio does, whatever the order of the fields", () => {
    const { authToken, url, fields, signature } = TWILIO_EXAMPLE;
    expect(twilioSignature(authToken, url, new URLSearchParams(fields))).toBe(signature);
    expect(twilioSignature(authToken, url, new URLSearchParams(Object.entries(fields).reverse()))).toBe(signature);
  });

  it("accepts a correct signature of either dialect and nothing else", () => {
    const { authToken, url, fields, signature } = TWILIO_EXAMPLE;
    const form = { kind: "form" as const, raw: new URLSearchParams(fields).toString(), fields };
    expect(verifiedDialect(authToken, { url, headers: { "x-twilio-signature": signature }, body: form })).toBe("twilio");
    expect(verifiedDialect("54321", { url, headers: { "x-twilio-signature": signature }, body: form })).toBeUndefined();
    expect(verifiedDialect(undefined, { url, headers: { "x-twilio-signature": signature }, body: form })).toBeUndefined();
    expect(verifiedDialect(authToken, { url, headers: {}, body: form })).toBeUndefined();

    const raw = '{"id":"gw-1","status":"delivered"}';
    const json = { kind: "json" as const, raw, fields: JSON.parse(raw) as Record<string, unknown> };
    const header = `sha256=${genericSignature("s3cret-key-0123456789", raw)}`;
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifiedDialect("s3cret-key-0123456789", { url, headers: { "x-gateway-signature": header }, body: json })).toBe("generic");
    expect(verifiedDialect("s3cret-key-0123456789", { url, headers: { "x-gateway-signature": header.toUpperCase() }, body: json })).toBeUndefined();
    expect(verifiedDialect("s3cret-key-0123456789", { url, headers: { "x-gateway-signature": header }, body: { ...json, raw: `${raw} ` } })).toBeUndefined();
  });
});
