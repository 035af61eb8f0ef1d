import { idParams, shelvedPoint, shelvedPointList, shelveRequest, statusOk } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { ShelvingService } from "./shelving.js";

const tags = ["Alarm points"];
const config = { authority: "ALARM_SHELVE" as const };
/** The alarm table and the dashboard show what is shelved to everyone who watches alarms. */
const readConfig = { authority: ["ALARM_SHELVE", "ALARM_TABLE", "ALARM_DEFINITION"] as const };

export const shelvingRoutes: ModuleRoutes =
  ({ database, config: settings }) =>
  async (app) => {
    const shelving = new ShelvingService(database.db, settings.shelvingLimitSeconds);
    app.get(
      "/alarmpoints/shelved",
      {
        config: readConfig,
        schema: {
          tags,
          summary: "The alarm points shelved now in the caller's organizations, and the longest shelving allowed",
          response: { 200: shelvedPointList, ...failures },
        },
      },
      (request) => shelving.list(principalOf(request)),
    );
    app.put(
      "/alarmpoints/:id/shelving",
      {
        config,
        schema: {
          tags,
          summary: "Shelve an alarm point: its alarms are recorded but alert nobody until the time is over (again: a new time and reason)",
          params: idParams,
          body: shelveRequest,
          response: { 200: shelvedPoint, ...failures },
        },
      },
      (request) => shelving.shelve(principalOf(request), request.params.id, request.body),
    );
    app.delete(
      "/alarmpoints/:id/shelving",
      { config, schema: { tags, summary: "End an alarm point's shelving now", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await shelving.unshelve(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
