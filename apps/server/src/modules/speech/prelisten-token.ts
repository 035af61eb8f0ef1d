import { linkSignature, signatureMatches } from "../../core/link-signature.js";

// Kept short for the URL path (Fastify refuses path parameters over 100 characters): the audio key
// (sha256) and the signature in base64url, the expiry in base-36 seconds, the signature cut to 128 bits.
const TOKEN = /^([A-Za-z0-9_-]{43})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;

/**
 * A pre-listen link names cached audio by its key and carries its expiry, signed with a secret that
 * every server instance shares, so any instance can check it without storing the link.
 */
export class PrelistenTokens {
  constructor(private readonly secret: () => Promise<string>) {}

  /** A token for the audio of `key` (hex sha256). */
  async sign(key: string, expiresAt: Date): Promise<string> {
    const payload = `${Buffer.from(key, "hex").toString("base64url")}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
    return `${payload}.${linkSignature(await this.secret(), payload)}`;
  }

  /** The audio key (hex sha256) a token names, or undefined when it is malformed, forged or expired. */
  async verify(token: string, now: Date): Promise<string | undefined> {
    const [, key, expires, signature] = TOKEN.exec(token) ?? [];
    if (!key || !expires || !signature) return undefined;
    if (!signatureMatches(await this.secret(), `${key}.${expires}`, signature)) return undefined;
    return parseInt(expires, 36) * 1000 > now.getTime() ? Buffer.from(key, "base64url").toString("hex") : undefined;
  }
}
