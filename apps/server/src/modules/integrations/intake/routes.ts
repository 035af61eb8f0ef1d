import fastifyFormbody from "@fastify/formbody";
import {
  alertmanagerNotification,
  errorBody,
  INTEGRATION_LIMITS,
  genericWebhookEvent,
  genericWebhookFields,
  integrationOutcome,
  type IntegrationKind,
} from "@alarm/contract";
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import { fieldError, unauthorized } from "../../../core/errors.js";
import type { ModuleRoutes } from "../../../server-dependencies.js";
import { heartbeatRoutes } from "../heartbeats/routes.js";
import { alertEvents } from "../sources/alertmanager.js";
import { genericEvent } from "../sources/generic-webhook.js";
import { eventsApiRoutes } from "./events-api-routes.js";
import { admitEvent } from "./key-admission.js";
import { SourceEvents, type SourceEvent } from "./source-events.js";

const tags = ["Integrations"];
/** Other systems' events: public (the key is checked by the route), and waiting out a failover. */
const open = { public: true, waitsForDatabase: true, changesSignIns: false };
const keyQuery = z.object({ key: z.string().min(1).max(64).optional().describe("The integration key, unless sent as `Authorization: Bearer <key>`") });
const failures = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

const webhookQuery = keyQuery.extend(genericWebhookFields.partial().shape);

/**
 * The integration key of a request: `?key=` or a bearer token. The query may not have been
 * validated (the generic webhook checks it merged with the body), so its type is checked here.
 */
function keyOf(request: { headers: IncomingHttpHeaders; query: { key?: unknown } }): string {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  const key = request.query.key ?? bearer;
  if (typeof key !== "string" || key.length === 0 || key.length > 64) throw unauthorized("An integration key is required: ?key= or Authorization: Bearer");
  return key;
}

/** The generic webhook's fields, from the query string and the body together. */
function webhookEvent(fields: object) {
  const parsed = genericWebhookEvent.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw fieldError(issue.path.join("."), issue.message);
}

/**
 * Where other systems send their alerts, with integration keys instead of users' tokens
 * (docs/domain-rules.md#machine-clients): PagerDuty's Events API v2, Alertmanager's and Grafana's
 * webhooks and a generic webhook. Every route is public: the key is the credential, checked in the
 * database on each event.
 */
export const integrationIntakeRoutes: ModuleRoutes = (dependencies) => async (app) => {
  const { database, config, triggerStarts } = dependencies;
  const events = new SourceEvents(database.db, config.timeZone, config, triggerStarts);
  await app.register(fastifyFormbody, { bodyLimit: INTEGRATION_LIMITS.bodyBytes });
  await app.register(eventsApiRoutes(dependencies));
  await app.register(heartbeatRoutes(dependencies));

  const applyAll = async (secret: string, kinds: IntegrationKind[], list: SourceEvent | (() => SourceEvent[])) => {
    // Most notifications raise or repeat alarms: the admission reads the point's definition for them.
    const key = await admitEvent(database.db, secret, kinds, { intake: config, firstRank: events.startsNow() });
    const outcomes = [];
    for (const event of typeof list === "function" ? list() : [list]) outcomes.push(await events.apply(key, event));
    return { alarms: outcomes };
  };

  app.post(
    "/alertmanager",
    {
      config: open,
      bodyLimit: INTEGRATION_LIMITS.bodyBytes,
      schema: {
        tags,
        summary: "Alertmanager webhook receiver (payload version 4): one alarm per alert fingerprint while it fires, ended when resolved",
        querystring: keyQuery,
        body: alertmanagerNotification,
        response: { 200: integrationOutcome, ...failures },
      },
    },
    (request) => applyAll(keyOf(request), ["ALERTMANAGER"], () => alertEvents(request.body)),
  );
  app.post(
    "/grafana",
    {
      config: open,
      bodyLimit: INTEGRATION_LIMITS.bodyBytes,
      schema: {
        tags,
        summary: "Grafana alerting webhook contact point: one alarm per alert fingerprint while it fires, ended when resolved",
        querystring: keyQuery,
        body: alertmanagerNotification,
        response: { 200: integrationOutcome, ...failures },
      },
    },
    (request) => applyAll(keyOf(request), ["GRAFANA"], () => alertEvents(request.body)),
  );

  const webhookSummary = "Generic webhook: summary, details, dedup, action (trigger, acknowledge, close), severity; as JSON, a form or the query string";
  app.post(
    "/webhook",
    {
      config: open,
      schema: {
        tags,
        summary: webhookSummary,
        querystring: webhookQuery,
        body: genericWebhookEvent.optional(),
        response: { 200: integrationOutcome, ...failures },
      },
      // The body may be empty (everything in the query string): it is validated merged with the query below.
      attachValidation: true,
    },
    (request) => {
      const { key: _key, ...query } = request.query;
      return applyAll(keyOf(request), ["WEBHOOK"], genericEvent(webhookEvent({ ...query, ...((request.body as object | undefined) ?? {}) })));
    },
  );
  app.get(
    "/webhook",
    { config: open, schema: { tags, summary: webhookSummary, querystring: webhookQuery, response: { 200: integrationOutcome, ...failures } } },
    (request) => {
      const { key: _key, ...query } = request.query;
      return applyAll(keyOf(request), ["WEBHOOK"], genericEvent(webhookEvent(query)));
    },
  );
};
