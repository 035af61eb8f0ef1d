import { hkdfSync } from "node:crypto";
import { EncryptJWT, errors as joseErrors, jwtDecrypt, type JWTPayload } from "jose";

/** What a sealed value is for: one kind can never be passed off as the other. */
export type SealPurpose = "sso-state" | "sso-ticket";

/**
 * Short-lived values the browser carries for the server between the steps of a single sign-on
 * (in an httpOnly cookie): encrypted and authenticated (JWE, dir + A256GCM) with a key derived
 * from the server's signing secret, so any instance can open what another sealed, and nobody
 * else can read or change it.
 */
export class Seal {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new Uint8Array(hkdfSync("sha256", secret, "", "alarm-console single sign-on cookie", 32));
  }

  seal(purpose: SealPurpose, payload: Record<string, string>, ttlSeconds: number): Promise<string> {
    return new EncryptJWT({ ...payload, purpose })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .encrypt(this.key);
  }

  /** The payload sealed for `purpose`, or null for a missing, expired, forged or other-purpose value. */
  async open(purpose: SealPurpose, sealed: string | undefined): Promise<JWTPayload | null> {
    if (!sealed) return null;
    try {
      const { payload } = await jwtDecrypt(sealed, this.key, { keyManagementAlgorithms: ["dir"], contentEncryptionAlgorithms: ["A256GCM"] });
      return payload.purpose === purpose ? payload : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
