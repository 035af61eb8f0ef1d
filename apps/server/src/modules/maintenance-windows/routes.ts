import {
  idParams,
  maintenanceNow,
  maintenanceWindow,
  maintenanceWindowCreate,
  maintenanceWindowList,
  maintenanceWindowQuery,
  maintenanceWindowUpdate,
  statusOk,
} from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { MaintenanceWindowService } from "./service.js";

const tags = ["Maintenance windows"];
const config = { authority: "ALARM_DEFINITION" as const };
/** The alarm table and the alarm panel show what is in maintenance. */
const readConfig = { authority: ["ALARM_DEFINITION", "ALARM_TABLE", "ALARM_PANEL"] as const };

export const maintenanceWindowRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const windows = new MaintenanceWindowService(database.db);
    app.get(
      "/maintenance-windows",
      {
        config: readConfig,
        schema: {
          tags,
          summary: "Maintenance windows the caller sees, with the occurrence in force and the next one",
          querystring: maintenanceWindowQuery,
          response: { 200: maintenanceWindowList, ...failures },
        },
      },
      (request) => windows.list(principalOf(request), request.query),
    );
    app.get(
      "/maintenance-windows/now",
      {
        config: readConfig,
        schema: { tags, summary: "The alarm points and organizations in maintenance now", response: { 200: maintenanceNow, ...failures } },
      },
      (request) => windows.now(principalOf(request)),
    );
    app.get(
      "/maintenance-windows/:id",
      { config: readConfig, schema: { tags, summary: "One maintenance window", params: idParams, response: { 200: maintenanceWindow, ...failures } } },
      (request) => windows.get(principalOf(request), request.params.id),
    );
    app.post(
      "/maintenance-windows",
      { config, schema: { tags, summary: "Plan a maintenance window", body: maintenanceWindowCreate, response: { 200: maintenanceWindow, ...failures } } },
      (request) => windows.create(principalOf(request), request.body),
    );
    app.put(
      "/maintenance-windows",
      { config, schema: { tags, summary: "Change a maintenance window", body: maintenanceWindowUpdate, response: { 200: maintenanceWindow, ...failures } } },
      (request) => windows.update(principalOf(request), request.body),
    );
    app.post(
      "/maintenance-windows/:id/end",
      {
        config,
        schema: { tags, summary: "End the occurrence in force now (409 when none is)", params: idParams, response: { 200: maintenanceWindow, ...failures } },
      },
      (request) => windows.endNow(principalOf(request), request.params.id),
    );
    app.delete(
      "/maintenance-windows/:id",
      { config, schema: { tags, summary: "Delete a maintenance window", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await windows.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
