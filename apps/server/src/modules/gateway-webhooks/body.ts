import type { FastifyInstance } from "fastify";
import { AppError } from "../../core/errors.js";

/** A webhook's body as it came (signatures are over the raw text) and its fields. */
export type WebhookBody = { kind: "form" | "json" | "none"; raw: string; fields: Record<string, unknown> };

export const EMPTY_BODY: WebhookBody = { kind: "none", raw: "", fields: {} };

const BODY_LIMIT = 64 * 1024;
const malformed = (reason: string) => new AppError("VALIDATION", reason);

/** Reads JSON and form bodies keeping the raw text; only for the routes of the plugin calling it. */
export function parseWebhookBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, raw, done) => {
    const text = String(raw);
    done(null, { kind: "form", raw: text, fields: Object.fromEntries(new URLSearchParams(text)) } satisfies WebhookBody);
  });
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, raw, done) => {
    const text = String(raw);
    let fields: unknown;
    try {
      fields = JSON.parse(text);
    } catch {
      return done(malformed("The body is not valid JSON"), undefined);
    }
    if (fields === null || typeof fields !== "object" || Array.isArray(fields)) return done(malformed("The body must be a JSON object"), undefined);
    done(null, { kind: "json", raw: text, fields: fields as Record<string, unknown> } satisfies WebhookBody);
  });
}
