import { Readable } from "node:stream";
import { auditExportQuery, auditHistory, auditHistoryParams, auditPage, auditQuery } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { fileAnswer, failureResponses as failures } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { contentDisposition } from "../instructions/content-types.js";
import { AuditLogService } from "./service.js";

const tags = ["Audit log"];
const config = { authority: "AUDIT_LOG" as const };

/** Who changed what and when: the audit screen, the editors' "History of changes", the export. */
export const auditLogRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const auditLog = new AuditLogService(database.db);
    app.post(
      "/audit-log/list",
      {
        config,
        schema: {
          tags,
          summary: "A page of the audit log, newest first",
          description:
            "Entries of the caller's organization and those below it (of `orgId`'s subtree when given, 404 for one outside); secrets are never shown, a changed one reads \"[new secret]\".",
          body: auditQuery,
          response: { 200: auditPage, ...failures },
        },
      },
      (request) => auditLog.page(principalOf(request), request.body),
    );
    app.get(
      "/audit-log/history/:objectType/:objectId",
      {
        config,
        schema: {
          tags,
          summary: "An object's latest changes (at most 100), its parts' (a participant's devices, a plan's ranks) included",
          params: auditHistoryParams,
          response: { 200: auditHistory, ...failures },
        },
      },
      (request) => auditLog.history(principalOf(request), request.params.objectType, request.params.objectId),
    );
    app.get(
      "/audit-log/export",
      {
        config,
        schema: {
          tags,
          summary: "The entries the filters select, as a CSV file, newest first",
          querystring: auditExportQuery,
          response: { 200: fileAnswer("The entries as CSV (UTF-8 with a byte order mark)", "text/csv"), ...failures },
        },
      },
      async (request, reply) => {
        const lines = await auditLog.export(principalOf(request), request.query);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", contentDisposition("audit-log.csv"))
          .header("cache-control", "no-store")
          .send(Readable.from(lines));
      },
    );
  };
