import { alarmPlan, alarmPlanCreate, alarmPlanUpdate, cloneRequest, idParams, statusOk } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { AlarmPlanService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Alarm plans"];
const config = { authority: "ALARM_DEFINITION" as const };
/** Whoever triggers alarms or calls people by hand sees which plan alerts whom. */
const readConfig = { authority: ["ALARM_DEFINITION", "ALARM_PANEL", "MANUAL_CALL"] as const };

export const alarmPlanRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const plans = new AlarmPlanService(database.db);
    app.get(
      "/alarmplans/:id",
      {
        config: readConfig,
        schema: { tags, summary: "One alarm plan with its ranks and their entries, in order", params: idParams, response: { 200: alarmPlan, ...failures } },
      },
      (request) => plans.get(principalOf(request), request.params.id),
    );
    app.post(
      "/alarmplans",
      { config, schema: { tags, summary: "Create an alarm plan", body: alarmPlanCreate, response: { 200: alarmPlan, ...failures } } },
      (request) => plans.create(principalOf(request), request.body),
    );
    app.put(
      "/alarmplans",
      { config, schema: { tags, summary: "Change an alarm plan and its ranks", body: alarmPlanUpdate, response: { 200: alarmPlan, ...failures } } },
      (request) => plans.update(principalOf(request), request.body),
    );
    app.delete(
      "/alarmplans/:id",
      {
        config,
        schema: { tags, summary: "Delete an alarm plan no alarm point or template uses", params: idParams, response: { 200: statusOk, ...failures } },
      },
      async (request) => {
        await plans.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
    app.post(
      "/alarmplans/clone",
      { config, schema: { tags, summary: 'Copy an alarm plan as "<name> (copy)"', body: cloneRequest, response: { 200: alarmPlan, ...failures } } },
      (request) => plans.clone(principalOf(request), request.body.id),
    );
  };
