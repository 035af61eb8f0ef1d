import { configurationDocument, exportQuery, importPlan, importQuery, importRefusal } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { ImportExportService } from "./service.js";

const tags = ["Import and export"];
const config = { authority: "IMPORT_EXPORT" as const };
/** A whole installation's configuration: far past the 1 MB every other route accepts. */
const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

export const importExportRoutes: ModuleRoutes =
  ({ config: settings, database }) =>
  async (app) => {
    const service = new ImportExportService(database.db, settings.timeZone);
    app.get(
      "/import-export/export",
      {
        config,
        schema: {
          tags,
          summary: "The configuration of an organization and its subtree as a versioned JSON document",
          querystring: exportQuery,
          response: { 200: configurationDocument, ...failures },
        },
      },
      async (request, reply) => {
        const document = await service.export(principalOf(request), request.query.orgId);
        reply.header("content-disposition", `attachment; filename="configuration-${request.query.orgId}.json"`);
        return document;
      },
    );
    app.post(
      "/import-export/import",
      {
        config,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          summary: "Compare a configuration document with the organization (dryRun=true), or apply it all or nothing (dryRun=false)",
          description: "A file with any problem answers 400 with the plan naming every problem per row, and changes nothing.",
          querystring: importQuery,
          body: configurationDocument,
          response: { 200: importPlan, ...failures, 400: importRefusal },
        },
      },
      (request) => service.import(principalOf(request), request.query.orgId, request.body, !request.query.dryRun),
    );
  };
