import { createHmac, timingSafeEqual } from "node:crypto";

const SIGNATURE_BYTES = 16;

/**
 * The signature of a public link (pre-listen audio, an alarm response): HMAC-SHA256 with a secret
 * every server instance shares, cut to 128 bits and written in base64url (22 characters).
 */
export function linkSignature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest().subarray(0, SIGNATURE_BYTES).toString("base64url");
}

export function signatureMatches(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(linkSignature(secret, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
