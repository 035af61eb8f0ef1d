import type { FastifyRequest } from "fastify";

export const REDACTED = "[REDACTED]";

/** Signed tokens in paths: the participant's answer links and the pre-listen audio links. */
const TOKEN_SEGMENT = /(\/(?:respond|prelisten)\/)[^/?#]+/gi;
/** Signed tokens in the query: the voice gateway's key-press callback. */
const TOKEN_PARAMETER = /([?&](?:token|access_token)=)[^&#]*/gi;

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
