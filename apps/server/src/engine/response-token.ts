import { randomBytes } from "node:crypto";
import { linkSignature, signatureMatches } from "../core/link-signature.js";
import { sharedSetting } from "../core/shared-settings.js";
import type { Db } from "../db/database.js";
import { clock } from "../core/clock.js";

const TOKEN = /^([0-9a-z]{1,13})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

/**
 * The token of a participant's response links: the notification it answers and an expiry, signed
 * with a key every instance shares. That the answer is taken only once is kept in the database.
 */
export class ResponseTokens {
  constructor(private readonly secret: () => Promise<string>) {}

  async sign(notificationId: number, expiresAt: Date): Promise<string> {
    const payload = `${notificationId.toString(36)}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
    return `${payload}.${linkSignature(await this.secret(), payload)}`;
  }

  /** The notification a token answers, or undefined when it is malformed, forged or expired. */
  async verify(token: string, now = clock.now()): Promise<number | undefined> {
    const [, notification, expires, signature] = TOKEN.exec(token) ?? [];
    if (!notification || !expires || !signature) return undefined;
    if (!signatureMatches(await this.secret(), `${notification}.${expires}`, signature)) return undefined;
    return parseInt(expires, 36) * 1000 > now.getTime() ? parseInt(notification, 36) : undefined;
  }
}

/** The response tokens of a server, signed with the key its instances share in the database. */
export function responseTokensOf(db: Db): ResponseTokens {
  let secret: Promise<string> | undefined;
  return new ResponseTokens(() => (secret ??= sharedSetting(db, "response-link-secret", () => randomBytes(32).toString("base64url"))));
}
