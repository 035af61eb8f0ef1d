import { alarmPoint, alarmPointCreate, alarmPointUpdate, cloneRequest, idParams, reEnableRequest, statusOk } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { AlarmPointService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Alarm points"];
const config = { authority: "ALARM_DEFINITION" as const };
/** The deleted alarm points screen reads the points it restores. */
const readConfig = { authority: ["ALARM_DEFINITION", "DELETED_ALARM_RESTORAGE"] as const };

export const alarmPointRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const points = new AlarmPointService(database.db);
    app.get(
      "/alarmpoints/:id",
      {
        config: readConfig,
        schema: {
          tags,
          summary: "One alarm point with its plan's name and instruction files; a deleted one says so",
          params: idParams,
          response: { 200: alarmPoint, ...failures },
        },
      },
      (request) => points.get(principalOf(request), request.params.id),
    );
    app.post(
      "/alarmpoints",
      { config, schema: { tags, summary: "Create an alarm point", body: alarmPointCreate, response: { 200: alarmPoint, ...failures } } },
      (request) => points.create(principalOf(request), request.body),
    );
    // "PUT /alarmpoints/" with a trailing slash is taken too; both spellings change a point, OpenAPI lists the one.
    for (const url of ["/alarmpoints", "/alarmpoints/"]) {
      app.put(
        url,
        {
          config,
          schema: {
            tags,
            summary: "Change an alarm point (not a deleted one)",
            body: alarmPointUpdate,
            response: { 200: alarmPoint, ...failures },
            hide: url.endsWith("/"),
          },
        },
        (request) => points.update(principalOf(request), request.body),
      );
    }
    app.delete(
      "/alarmpoints/:id",
      {
        config,
        schema: { tags, summary: "Delete an alarm point: it moves to the deleted alarm points", params: idParams, response: { 200: statusOk, ...failures } },
      },
      async (request) => {
        await points.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
    app.post(
      "/alarmpoints/clone",
      {
        config,
        schema: {
          tags,
          summary: 'Copy an alarm point as "<name> (copy)" without a system ID, with its instruction files and calendar',
          body: cloneRequest,
          response: { 200: alarmPoint, ...failures },
        },
      },
      (request) => points.clone(principalOf(request), request.body.id),
    );
    app.put(
      "/alarmpoints/re-enable",
      {
        config: { authority: "DELETED_ALARM_RESTORAGE" as const },
        schema: { tags, summary: "Restore a deleted alarm point", body: reEnableRequest, response: { 200: alarmPoint, ...failures } },
      },
      (request) => points.reEnable(principalOf(request), request.body.id),
    );
  };
