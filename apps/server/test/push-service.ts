import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import { decodeProtectedHeader, importJWK, type JWTPayload, jwtVerify } from "jose";

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer; arrivedAt: Date };

export type FakePushService = {
  origin: string;
  /** An endpoint of this service, as a browser's subscription names it. */
  endpoint(name: string): string;
  requests: PushRequest[];
  close(): Promise<void>;
};

/**
 * A push service on 127.0.0.1 that records what it is sent: plain HTTP, or https as `localhost` with
 * `tls` (a browser's subscription names an https endpoint). `answer` picks the HTTP status per
 * endpoint path (201 by default); `hang` never answers.
 */
export async function startPushService(
  options: { answer?: (path: string) => number; hang?: boolean; tls?: { key: string; cert: string } } = {},
): Promise<FakePushService> {
  const requests: PushRequest[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks), arrivedAt: new Date() });
      if (options.hang) return;
      response.writeHead(options.answer?.(path) ?? 201).end();
    });
  };
  const server = options.tls ? createTlsServer(options.tls, handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const origin = options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  return {
    origin,
    endpoint: (name) => `${origin}/push/${name}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's subscription keys, and the browser's side of RFC 8291 to read what was pushed to it. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: publicKey.toString("base64url"),
    auth: authSecret.toString("base64url"),
    /** The plain text of an aes128gcm body (one record). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync("sha256", ecdh.computeSecret(serverKey), authSecret, keyInfo, 32));
      const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and optional zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
    },
  };
}

/** Checks a VAPID `Authorization: vapid t=<jwt>, k=<key>` header against the server's public key; answers the JWT's claims. */
export async function verifiedVapidClaims(authorization: string | undefined, publicKey: string): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error("signed with another key");
  const point = Buffer.from(publicKey, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") };
  expectEs256(token!);
  const { payload } = await jwtVerify(token!, await importJWK(jwk, "ES256"));
  return payload;
}

function expectEs256(token: string) {
  if (decodeProtectedHeader(token).alg !== "ES256") throw new Error("VAPID tokens are ES256");
}
