import { idParams, loneWorkerSessionList, loneWorkerSettings, loneWorkerSettingsUpdate, statusOk } from "@alarm/contract";
import { z } from "zod";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { AlarmTrigger } from "../alarms/trigger/trigger.js";
import { LoneWorkerSessions } from "./sessions.js";
import { LoneWorkerSettingsService } from "./settings.js";

const tags = ["Lone worker"];
const orgParams = z.object({ orgId: idParams.shape.id });

/** The console's side of lone-worker protection: the setting per organization, and the running sessions (alarm table tab 4). */
export const loneWorkerRoutes: ModuleRoutes =
  ({ config, database, triggerStarts }) =>
  async (app) => {
    const settings = new LoneWorkerSettingsService(database.db);
    const sessions = new LoneWorkerSessions(database.db, new AlarmTrigger(database.db, config.timeZone, { starts: triggerStarts }));
    app.get(
      "/lone-worker/settings/:orgId",
      {
        config: { authority: "MOBILE_APP" },
        schema: {
          tags,
          summary: "The lone-worker alarm point in force for the organization (its own setting or its nearest ancestor's)",
          params: orgParams,
          response: { 200: loneWorkerSettings, ...failures },
        },
      },
      (request) => settings.get(principalOf(request), request.params.orgId),
    );
    app.put(
      "/lone-worker/settings/:orgId",
      {
        config: { authority: "MOBILE_APP" },
        schema: {
          tags,
          summary: "Set the organization's own lone-worker alarm point and grace period",
          description:
            "`version` null creates the organization's own setting; 409 when it exists already or the version is stale. 400 on `alarmPointId` for a point not usable in the organization.",
          params: orgParams,
          body: loneWorkerSettingsUpdate,
          response: { 200: loneWorkerSettings, ...failures },
        },
      },
      (request) => settings.put(principalOf(request), request.params.orgId, request.body),
    );
    app.get(
      "/lone-worker/sessions",
      {
        config: { authority: "ALARM_TABLE" },
        schema: {
          tags,
          summary: "Running lone-worker sessions in the caller's organizations, the soonest check-in first",
          response: { 200: loneWorkerSessionList, ...failures },
        },
      },
      async (request) => ({ list: await sessions.listRunning(principalOf(request).orgId) }),
    );
    app.post(
      "/lone-worker/sessions/:id/end",
      {
        config: { authority: "ALARM_TABLE" },
        schema: {
          tags,
          summary: "End a running session for the worker (no more check-ins awaited)",
          params: idParams,
          response: { 200: statusOk, ...failures },
        },
      },
      async (request) => {
        await sessions.endByOperator(principalOf(request).orgId, request.params.id);
        return ok;
      },
    );
  };
