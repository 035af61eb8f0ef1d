import { createHash, randomBytes } from "node:crypto";

/** A challenge of WWW-Authenticate (401) or Proxy-Authenticate (407), RFC 7616 / RFC 3261 §22. */
export type DigestChallenge = { realm: string; nonce: string; opaque?: string; qop?: string; algorithm: string };
export type Credentials = { username: string; password: string };

const ALGORITHMS: Record<string, "md5" | "sha256"> = { MD5: "md5", "SHA-256": "sha256" };

/** The Digest challenge in a header value, or undefined when it is another scheme or an algorithm we cannot answer. */
export function readChallenge(value: string): DigestChallenge | undefined {
  const scheme = /^\s*Digest\s+/i.exec(value);
  if (!scheme) return undefined;
  const fields: Record<string, string> = {};
  for (const match of value.slice(scheme[0].length).matchAll(/([a-z0-9-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]+))/gi)) {
    fields[match[1]!.toLowerCase()] = match[2]?.replace(/\\(.)/g, "$1") ?? match[3]!;
  }
  const algorithm = (fields.algorithm ?? "MD5").toUpperCase();
  if (fields.realm === undefined || fields.nonce === undefined || !ALGORITHMS[algorithm]) return undefined;
  // Of the protections offered, "auth" is the one a request with a body can answer simply.
  const qop = fields.qop
    ?.split(",")
    .map((q) => q.trim())
    .find((q) => q === "auth");
  return { realm: fields.realm, nonce: fields.nonce, opaque: fields.opaque, qop, algorithm };
}

const quoted = (value: string) => `"${value.replace(/(["\\])/g, "\\$1")}"`;

/** The Authorization (or Proxy-Authorization) value answering `challenge` for `method` on `uri`. */
export function digestAuthorization(
  challenge: DigestChallenge,
  credentials: Credentials,
  method: string,
  uri: string,
  cnonce = randomBytes(8).toString("hex"),
): string {
  const hash = (text: string) => createHash(ALGORITHMS[challenge.algorithm]!).update(text).digest("hex");
  const secret = hash(`${credentials.username}:${challenge.realm}:${credentials.password}`);
  const target = hash(`${method}:${uri}`);
  const count = "00000001";
  const response = challenge.qop
    ? hash(`${secret}:${challenge.nonce}:${count}:${cnonce}:${challenge.qop}:${target}`)
    : hash(`${secret}:${challenge.nonce}:${target}`);
  const fields = [
    `username=${quoted(credentials.username)}`,
    `realm=${quoted(challenge.realm)}`,
    `nonce=${quoted(challenge.nonce)}`,
    `uri=${quoted(uri)}`,
    `response=${quoted(response)}`,
    `algorithm=${challenge.algorithm}`,
  ];
  if (challenge.qop) fields.push(`qop=${challenge.qop}`, `nc=${count}`, `cnonce=${quoted(cnonce)}`);
  if (challenge.opaque !== undefined) fields.push(`opaque=${quoted(challenge.opaque)}`);
  return `Digest ${fields.join(", ")}`;
}
