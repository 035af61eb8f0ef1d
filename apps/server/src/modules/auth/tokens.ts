import { createHash, randomBytes } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { sharedSetting } from "../../core/shared-settings.js";
import type { Executor } from "../../db/database.js";

export type AccessClaims = { userId: number; sessionId: string };

/** Short-lived signed access tokens; the session they name is checked on every request. */
export class AccessTokens {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== "string") return null;
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
