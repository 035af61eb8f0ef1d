import type { FastifyInstance } from "fastify";
import { nestsDeeperThan, tooDeep } from "../core/json-depth.js";

/**
 * Fastify's JSON body parser behind a depth check of the raw text, for every route that does not
 * parse its own bodies: recursive code further on (stringifying, storing, copying) never meets a
 * value deep enough to overflow the stack, and the request answers 400 before anything else runs.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text)) return done(tooDeep(), undefined);
    parseJson(request, text, done);
  });
}
