import type { FastifyRequest } from "fastify";

export const REDACTED = "[REDACTED]";

/** Secrets in paths: answer links, pre-listen audio links, duty feeds and heartbeat keys. */
const TOKEN_SEGMENT = /(\/(?:respond|prelisten|duty-feed|heartbeat)\/)[^/?#]+/gi;
/** Secrets in the query: the voice gateway's key-press callback, integration keys. */
const TOKEN_PARAMETER = /([?&](?:token|access_token|key)=)[^&#]*/gi;

/** The URL as it may be logged: whoever reads the log must not be able to follow a link in it. */
export const redactedUrl = (url: string) => url.replace(TOKEN_SEGMENT, `$1${REDACTED}`).replace(TOKEN_PARAMETER, `$1${REDACTED}`);

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
