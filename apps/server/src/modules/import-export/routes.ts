import { type ConfigurationDocument, configurationDocument, exportQuery, importPlan, importQuery, importRefusal } from "@alarm/contract";
import type { SwaggerTransform } from "@fastify/swagger";
import type { FastifyRequest } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../core/errors.js";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { ImportExportService, ImportRefused } from "./service.js";
import { describePlace, documentToWorkbook, type Locate, placeProblems, workbookToDocument, XLSX_CONTENT_TYPE } from "./workbook.js";

const tags = ["Import and export"];
const config = { authority: "IMPORT_EXPORT" as const };
/** A whole installation's configuration: far past the 1 MB every other route accepts. */
const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;
/** Shown in `details` of an unreadable workbook at most. */
const DETAILS_SHOWN = 100;

const exportFormatQuery = exportQuery.extend({
  format: z.enum(["json", "xlsx"]).default("json").describe("json (the default): the document; xlsx: the same as a workbook, one sheet per kind"),
});

/**
 * The import in the OpenAPI document: the JSON document or a workbook's bytes as the body. A route's
 * own transform replaces the app's, so it names the authority itself as the app's does.
 */
const importOperation: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = transformed.schema as Record<string, unknown>;
  schema.body = {
    content: {
      "application/json": { schema: schema.body },
      [XLSX_CONTENT_TYPE]: { schema: { type: "string", format: "binary", description: "A workbook as the xlsx export writes it, edited or not" } },
    },
  };
  schema["x-authority"] = config.authority;
  return transformed;
};

export const importExportRoutes: ModuleRoutes =
  ({ config: settings, database }) =>
  async (app) => {
    const service = new ImportExportService(database.db, settings.timeZone, database.reads);
    /** Where the cells of a workbook body went in the document, for naming the sheet and row of a problem. */
    const workbooks = new WeakMap<FastifyRequest, Locate>();
    // An xlsx body arrives as bytes; the route's preValidation turns it into the document the schema checks.
    app.addContentTypeParser(XLSX_CONTENT_TYPE, { parseAs: "buffer", bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.get(
      "/import-export/export",
      {
        config,
        schema: {
          tags,
          summary: "The configuration of an organization and its subtree as a versioned JSON document, or as an xlsx workbook",
          description: `format=xlsx answers the same configuration as a workbook (${XLSX_CONTENT_TYPE}), one sheet per kind, editable in a spreadsheet and importable as it is.`,
          querystring: exportFormatQuery,
          response: {
            200: {
              description: "The configuration document, or the workbook",
              content: { "application/json": { schema: configurationDocument }, [XLSX_CONTENT_TYPE]: { schema: z.unknown().describe("The workbook's bytes") } },
            },
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const { orgId, format } = request.query;
        const document = await service.export(principalOf(request), orgId);
        reply.header("content-disposition", `attachment; filename="configuration-${orgId}.${format}"`);
        if (format === "json") return document;
        return reply.header("content-type", XLSX_CONTENT_TYPE).send(await documentToWorkbook(document));
      },
    );
    app.post(
      "/import-export/import",
      {
        config: { ...config, swaggerTransform: importOperation },
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          summary: "Compare a configuration document with the organization (dryRun=true), or apply it all or nothing (dryRun=false)",
          description:
            "A file with any problem answers 400 with the plan naming every problem per row, and changes nothing. " +
            `The body is the JSON document, or the workbook of an xlsx export (content type ${XLSX_CONTENT_TYPE}): ` +
            "a cell that cannot be read answers 400 VALIDATION naming its sheet, row and column; the problems of a workbook's rows name them too.",
          consumes: ["application/json", XLSX_CONTENT_TYPE],
          querystring: importQuery,
          body: configurationDocument,
          response: { 200: importPlan, ...failures, 400: importRefusal },
        },
        preValidation: async (request) => {
          if (!Buffer.isBuffer(request.body)) return;
          const reading = await workbookToDocument(request.body);
          if (!reading.ok) {
            throw new AppError(
              "VALIDATION",
              reading.problems.length === 1 && reading.problems[0]!.row === 0
                ? reading.problems[0]!.message
                : `The workbook has ${reading.problems.length} problem(s); nothing was changed`,
              reading.problems.slice(0, DETAILS_SHOWN).map((problem) => ({ field: problem.row === 0 ? "" : describePlace(problem), message: problem.message })),
            );
          }
          workbooks.set(request, reading.locate);
          request.body = reading.document;
        },
      },
      async (request) => {
        const locate = workbooks.get(request);
        const document = request.body as ConfigurationDocument;
        try {
          const plan = await service.import(principalOf(request), request.query.orgId, document, !request.query.dryRun);
          return locate ? placeProblems(plan, document, locate) : plan;
        } catch (error) {
          if (locate && error instanceof ImportRefused) throw new ImportRefused(placeProblems(error.plan, document, locate));
          throw error;
        }
      },
    );
  };
