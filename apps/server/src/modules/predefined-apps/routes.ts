import { idParams, predefinedApp, predefinedAppCreate, predefinedAppList, predefinedAppQuery, predefinedAppUpdate, statusOk } from "@alarm/contract";
import { z } from "zod";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { PredefinedAppService } from "./service.js";

const tags = ["Alarm apps"];
const config = { authority: "MOBILE_APP" as const };
/**
 * The list is read by organization id, the delete by app id, on one path: both name the segment
 * `id`, so the OpenAPI document has one path template for the two.
 */
const orgParams = z.object({ id: idParams.shape.id.describe("The organization's id") });

/** Predefined alarm apps (docs/glossary.md#automation-and-integrations). */
export const predefinedAppRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const apps = new PredefinedAppService(database.db);
    app.post(
      "/alarmpoints/predefined",
      {
        config,
        schema: {
          tags,
          summary: "Create the organization's alarm app of a type",
          description:
            "Without an icon the type's default icon is used. 409 when the organization has an app of this type already; 400 on `alarmPlanId` for a plan not usable in the organization, on `icon` for text that is no icon.",
          body: predefinedAppCreate,
          response: { 200: predefinedApp, ...failures },
        },
      },
      (request) => apps.create(principalOf(request), request.body),
    );
    app.get(
      "/alarmpoints/predefined/:id",
      {
        config,
        schema: {
          tags,
          summary: "The organization's alarm apps, or its app of one type",
          params: orgParams,
          querystring: predefinedAppQuery,
          response: { 200: predefinedAppList, ...failures },
        },
      },
      async (request) => ({ list: await apps.list(principalOf(request), request.params.id, request.query.alarmtype) }),
    );
    app.put(
      "/alarmpoints/predefined",
      {
        config,
        schema: {
          tags,
          summary: "Change an alarm app's system id, plan and icon (409 on a stale version)",
          body: predefinedAppUpdate,
          response: { 200: predefinedApp, ...failures },
        },
      },
      (request) => apps.update(principalOf(request), request.body),
    );
    app.delete(
      "/alarmpoints/predefined/:id",
      { config, schema: { tags, summary: "Remove an alarm app", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await apps.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
