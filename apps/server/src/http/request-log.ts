import type { FastifyRequest } from "fastify";

export const REDACTED = "[REDACTED]";

/** Path segments followed by a secret: answer links, pre-listen audio links, duty feeds and heartbeat keys. */
const SECRET_AFTER = new Set(["respond", "prelisten", "duty-feed", "heartbeat"]);
/** Query parameters holding a secret: the voice gateway's key-press callback, integration keys. */
const SECRET_PARAMETERS = new Set(["token", "access_token", "key"]);

/**
 * A name as the server may read it: percent escapes decoded byte by byte (never failing on a broken
 * one), `+` as a space (in a query), case and what is neither letter, digit, `-` nor `_` dropped.
 */
const readName = (raw: string) =>
  raw
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .toLowerCase()
    .replace(/[^a-z0-9_/-]/g, "");

function redactedPath(path: string): string {
  const segments = path.split("/");
  for (let index = 0; index < segments.length; index++) {
    // An escaped slash hides a marker and its secret in one segment: the whole segment goes.
    const parts = readName(segments[index]!).split("/");
    if (parts.slice(0, -1).some((part) => SECRET_AFTER.has(part))) segments[index] = REDACTED;
    else if (SECRET_AFTER.has(parts.at(-1)!) && index + 1 < segments.length) segments[++index] = REDACTED;
  }
  return segments.join("/");
}

function redactedQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return value.length > 0 && SECRET_PARAMETERS.has(readName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
}

/**
 * The URL as it may be logged: whoever reads the log must not be able to follow a link in it. Names
 * are compared as the router and the query parser read them (decoded), not as they were written.
 */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return redactedPath(url);
  return `${redactedPath(url.slice(0, queryStart))}?${redactedQuery(url.slice(queryStart + 1))}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger: secrets in headers, bodies and URLs never reach the log. `stream` replaces stdout (tests read it). */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: ["req.headers.authorization", "body.password"],
    serializers: { req: requestForLog },
    ...(stream ? { stream } : {}),
  };
}
