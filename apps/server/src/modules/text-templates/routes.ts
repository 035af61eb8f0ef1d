import { idParams, statusOk, textTemplate, textTemplateCreate, textTemplatePreview, textTemplatePreviewRequest, textTemplateUpdate } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures, ok } from "../../http/responses.js";
import { TextTemplateService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Text templates"];
const config = { authority: "ALARM_DEFINITION" as const };
/** Manual calls pick a text template, so reading one is allowed to them too. */
const readConfig = { authority: ["ALARM_DEFINITION", "MANUAL_CALL"] as const };

export const textTemplateRoutes: ModuleRoutes =
  ({ config: settings, database }) =>
  async (app) => {
    const templates = new TextTemplateService(database.db, settings.timeZone);
    app.post(
      "/text-templates/preview",
      {
        config,
        schema: {
          tags,
          summary: "Each language's subject and body with sample values filled in; empty languages show the English text",
          body: textTemplatePreviewRequest,
          response: { 200: textTemplatePreview, ...failures },
        },
      },
      (request) => templates.preview(principalOf(request), request.body),
    );
    app.get(
      "/text-templates/:id",
      { config: readConfig, schema: { tags, summary: "One text template", params: idParams, response: { 200: textTemplate, ...failures } } },
      (request) => templates.get(principalOf(request), request.params.id),
    );
    app.post(
      "/text-templates",
      { config, schema: { tags, summary: "Create a text template", body: textTemplateCreate, response: { 200: textTemplate, ...failures } } },
      (request) => templates.create(principalOf(request), request.body),
    );
    app.put(
      "/text-templates",
      { config, schema: { tags, summary: "Change a text template", body: textTemplateUpdate, response: { 200: textTemplate, ...failures } } },
      (request) => templates.update(principalOf(request), request.body),
    );
    app.delete(
      "/text-templates/:id",
      { config, schema: { tags, summary: "Delete a text template", params: idParams, response: { 200: statusOk, ...failures } } },
      async (request) => {
        await templates.remove(principalOf(request), request.params.id);
        return ok;
      },
    );
  };
