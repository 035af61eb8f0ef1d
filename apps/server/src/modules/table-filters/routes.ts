import { errorBody, statusOk, tableFilters } from "@alarm/contract";
import { z } from "zod";
import { principalOf } from "../../http/authentication.js";
import { TableFilterService } from "./service.js";
import type { ModuleRoutes } from "../../server-dependencies.js";

const tags = ["Table filters"];
const failures = { 400: errorBody, 401: errorBody };

export const tableFilterRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const filters = new TableFilterService(database.db);
    // The console sends the filters as plain text; keep that text as it is.
    app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: 128 * 1024 }, (_request, body, done) => done(null, body));

    app.get("/table-filters", { schema: { tags, summary: "One's saved table filters", response: { 200: tableFilters, ...failures } } }, (request) =>
      filters.read(principalOf(request).id),
    );
    app.post(
      "/table-filters",
      { schema: { tags, summary: "Save one's table filters (plain text body)", body: z.string(), response: { 200: tableFilters, ...failures } } },
      (request) => filters.save(principalOf(request).id, request.body),
    );
    app.delete("/table-filters", { schema: { tags, summary: "Forget one's table filters", response: { 200: statusOk, ...failures } } }, async (request) => {
      await filters.clear(principalOf(request).id);
      return { status: "ok" as const };
    });
  };
