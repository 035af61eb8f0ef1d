import type { FastifyInstance } from "fastify";
import { formBody, jsonBody } from "../../../channels/gateway/webhook-body.js";

const BODY_LIMIT = 64 * 1024;

/** Reads JSON and form bodies keeping the raw text (gateway/webhook-body.ts); only for the routes of the plugin calling it. */
export function parseWebhookBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, raw, done) => {
    done(null, formBody(String(raw)));
  });
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, raw, done) => {
    try {
      done(null, jsonBody(String(raw)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
