import { alarmPointDraft, alarmTemplate, alarmTemplateCreate, alarmTemplateUpdate, idParams, statusOk } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { AlarmTemplateService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Alarm templates"];
const config = { authority: "ALARM_DEFINITION" as const };

export const alarmTemplateRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const templates = new AlarmTemplateService(database.db);
    app.get(
      "/alarmtemplates/prepare/:id",
      {
        config,
        schema: {
          tags,
          summary: "The fields of a new alarm point, filled from the template",
          params: idParams,
          response: { 200: alarmPointDraft, ...failures },
        },
      },
      (request) => templates.prepare(principalOf(request), request.params.id),
    );
    app.get(
      "/alarmtemplates/:id",
      { config, schema: { tags, summary: "One alarm template; an unreadable icon is null", params: idParams, response: { 200: alarmTemplate, ...failures } } },
      (request) => templates.get(principalOf(request), request.params.id),
    );
    app.post(
      "/alarmtemplates",
      { config, schema: { tags, summary: "Create an alarm template", body: alarmTemplateCreate, response: { 200: alarmTemplate, ...failures } } },
      (request) => templates.create(principalOf(request), request.body),
    );
    app.put(
      "/alarmtemplates",
      { config, schema: { tags, summary: "Change an alarm template", body: alarmTemplateUpdate, response: { 200: alarmTemplate, ...failures } } },
      (request) => templates.update(principalOf(request), request.body),
    );
    app.delete(
      "/alarmtemplates/:id",
      { config, schema: { tags, summary: "Delete an alarm template", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await templates.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
