import { createHash, randomBytes } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { sharedSetting } from "../../core/shared-settings.js";
import type { Executor } from "../../db/database.js";

export type AccessClaims = { userId: number; sessionId: string };

/** Tokens whose signature was checked, kept until they expire: the check is asynchronous WebCrypto, 5% of a busy server's time. */
const VERIFIED_TOKENS = 10_000;

/** Short-lived signed access tokens; the session they name is checked on every request. */
export class AccessTokens {
  private readonly key: Uint8Array;
  /** Verified tokens (the session they name is still checked on every request), with their expiry in epoch seconds. */
  private readonly verified = new Map<string, AccessClaims & { expiresAt: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for an expired, forged or malformed one. */
  async read(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now() / 1000) return { userId: known.userId, sessionId: known.sessionId };
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== "string" || payload.exp === undefined) return null;
      if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { userId, sessionId: payload.sid, expiresAt: payload.exp });
      return { userId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

export const newRefreshToken = () => randomBytes(32).toString("base64url");
export const hashRefreshToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newSigningSecret = () => randomBytes(48).toString("base64url");

/** The server's signing secret: JWT_SECRET, or one generated once and shared by every instance through the database. */
export async function serverSigningSecret(jwtSecret: string | undefined, db: Executor): Promise<string> {
  return jwtSecret ?? (await sharedSetting(db, "jwt-signing-secret", newSigningSecret));
}
/**
 * A single sign-on ticket is kept among the refresh tokens under this hash: prefixed, so that no
 * string sent to POST /refresh (looked up as bare hex) can ever match it.
 */
export const ticketHash = (ticket: string) => `sso-ticket:${hashRefreshToken(ticket)}`;
