import type { FastifyInstance } from "fastify";

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources}`)
    .join("; ");

/**
 * The console and the API documentation: scripts only from files of this server, never inline or
 * evaluated. Styles may be inline because PrimeReact, FullCalendar and Swagger UI set them at run time.
 */
export const PAGE_POLICY = policy({
  "default-src": "'self'",
  "script-src": "'self'",
  "style-src": "'self' 'unsafe-inline'",
  "img-src": "'self' data: blob:",
  "font-src": "'self' data:",
  "connect-src": "'self'",
  "media-src": "'self' blob:",
  "worker-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'none'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
});

/** API answers are data, never a document: nothing loads from them (media stays, for an audio link opened in a tab). */
export const API_POLICY = policy({
  "default-src": "'none'",
  "media-src": "'self'",
  "base-uri": "'none'",
  "form-action": "'none'",
  "frame-ancestors": "'none'",
});

export const COMMON_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  // Response and pre-listen links carry their token in the path.
  "referrer-policy": "no-referrer",
};

/**
 * Security headers on every response: pages, API answers, errors, static files and streams. They are
 * set on the raw response before any handler runs, so a route may still set its own policy (the
 * participant's answer page does) and a hijacked stream keeps them.
 */
export function registerSecurityHeaders(app: FastifyInstance, docsPrefix: string) {
  const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const isApi = (path: string) => within(path, "/rest") && !within(path, docsPrefix);
  app.addHook("onRequest", (request, reply, done) => {
    const path = request.url.split("?")[0]!;
    for (const [name, value] of Object.entries(COMMON_HEADERS)) reply.raw.setHeader(name, value);
    reply.raw.setHeader("content-security-policy", isApi(path) ? API_POLICY : PAGE_POLICY);
    done();
  });
}
