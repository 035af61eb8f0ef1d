import { INTEGRATION_LIMITS, pagerDutyAccepted, pagerDutyEvent, pagerDutyRejected } from "@alarm/contract";
import { AppError } from "../../../core/errors.js";
import type { ModuleRoutes } from "../../../server-dependencies.js";
import { pagerDutyProblems, parsePagerDutyEvent } from "../sources/events-api.js";
import { admitEvent } from "./key-admission.js";
import { SourceEvents } from "./source-events.js";

const INVALID = { status: "invalid event", message: "Event object is invalid" };

/**
 * PagerDuty's Events API v2 at `/v2/enqueue`, answered in PagerDuty's own shapes (not the console's
 * `{code, reason}`), so that a client written for PagerDuty works unchanged.
 */
export const eventsApiRoutes: ModuleRoutes =
  ({ database, config, triggerStarts }) =>
  async (app) => {
    const events = new SourceEvents(database.db, config.timeZone, config, triggerStarts);
    app.setErrorHandler((error, _request, reply) => {
      // PagerDuty answers an unknown routing key 400, and its clients expect nothing else (no 401).
      if (error instanceof AppError && error.code === "UNAUTHORIZED")
        return reply.status(400).send({ ...INVALID, errors: [`Invalid routing key: ${error.message}`] });
      if (error instanceof AppError) {
        // A server too busy to take it (SERVER_BUSY), or whose database is away: the sender tries again after Retry-After.
        const status = error.code === "RATE_LIMITED" ? "throttle event" : error.status >= 500 ? "unavailable" : "invalid event";
        return reply
          .status(error.status)
          .headers(error.headers)
          .send({ status, message: error.message, errors: [error.message] });
      }
      // A body that is no JSON, too large, or of another type.
      const statusCode = (error as { statusCode?: number }).statusCode;
      if (statusCode && statusCode >= 400 && statusCode < 500)
        return reply.status(statusCode === 413 ? 413 : 400).send({ ...INVALID, errors: [(error as Error).message] });
      throw error;
    });
    app.post(
      "/v2/enqueue",
      {
        config: { public: true, waitsForDatabase: true, changesSignIns: false },
        bodyLimit: INTEGRATION_LIMITS.bodyBytes,
        // A refusal is answered below, in PagerDuty's wording.
        attachValidation: true,
        schema: {
          tags: ["Integrations"],
          summary: "PagerDuty Events API v2: trigger, acknowledge or resolve an alarm of the routing key's alarm point",
          description:
            '202 `{status: "success", message: "Event processed", dedup_key}` (a generated dedup key when none is given); 400 `{status: "invalid event", message, errors}`; ' +
            '400 with `errors: ["Invalid routing key: …"]` for an unknown or revoked routing key, or one of another kind, as PagerDuty answers it; 429 with Retry-After over the key\'s events per minute; 503 with Retry-After while the server is too busy to take it (`status: "unavailable"`). Severity sets the alarm\'s priority: critical 1, error 3, warning 5, info 7.',
          body: pagerDutyEvent,
          response: { 202: pagerDutyAccepted, 400: pagerDutyRejected, 404: pagerDutyRejected, 409: pagerDutyRejected, 429: pagerDutyRejected },
        },
      },
      async (request, reply) => {
        if (request.validationError) return reply.status(400).send({ ...INVALID, errors: pagerDutyProblems(request.body) });
        const parsed = parsePagerDutyEvent(request.body);
        if (!parsed.ok) return reply.status(400).send({ ...INVALID, errors: parsed.errors });
        const key = await admitEvent(
          database.db,
          parsed.routingKey,
          ["EVENTS_API_V2"],
          parsed.event.action === "trigger" ? { intake: config, firstRank: events.startsNow() } : undefined,
        );
        const outcome = await events.apply(key, parsed.event);
        return reply.status(202).send({ status: "success" as const, message: "Event processed" as const, dedup_key: outcome.dedupKey });
      },
    );
  };
