import { errorBody, heartbeatAccepted } from "@alarm/contract";
import { z } from "zod";
import { failureResponses } from "../../../http/responses.js";
import type { ModuleRoutes } from "../../../server-dependencies.js";
import { admitEvent } from "../intake/key-admission.js";
import { Heartbeats } from "./heartbeats.js";

const params = z.object({ key: z.string().min(1).max(64).describe("The heartbeat key's secret") });
/** Whatever a job sends along with its ping (its output, a form) is accepted and not kept. */
const IGNORED_BODY_LIMIT = 64 * 1024;

/**
 * `GET` or `POST /heartbeat/{key}` under /rest/integrations: a job (cron, backup, a monitor) pings at
 * least every interval of its key; a ping missed triggers the key's alarm point, the next one ends it.
 */
export const heartbeatRoutes: ModuleRoutes =
  ({ database, config }) =>
  async (app) => {
    const heartbeats = new Heartbeats(database.db, config.timeZone);
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: IGNORED_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));
    const route = {
      config: { public: true, waitsForDatabase: true, changesSignIns: false },
      schema: {
        tags: ["Integrations"],
        summary: "Heartbeat ping: the next is awaited one interval from now; an open missed-heartbeat alarm ends (FINISHED)",
        description: "401 for an unknown or revoked key or one of another kind; 429 with Retry-After over the key's events per minute. A body is ignored.",
        params,
        response: { 200: heartbeatAccepted, ...failureResponses, 429: errorBody },
      },
    };
    const ping = async (request: { params: z.infer<typeof params> }) => heartbeats.ping(await admitEvent(database.db, request.params.key, ["HEARTBEAT"]));
    app.get("/heartbeat/:key", route, ping);
    app.post("/heartbeat/:key", route, ping);
  };
