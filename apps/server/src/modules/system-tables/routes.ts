import { systemTableList, systemTablePage, systemTablePageRequest, systemTableParams } from "@alarm/contract";
import { principalOf } from "../../http/authentication.js";
import { failureResponses as failures } from "../../http/responses.js";
import type { ModuleRoutes } from "../../server-dependencies.js";
import { SystemTableService } from "./service.js";

const tags = ["System tables"];
const config = { authority: "SYSTEM_TABLES" as const };

/** /views (docs/domain-rules.md#screens): read-only pages of the product's tables. */
export const systemTableRoutes: ModuleRoutes =
  ({ database }) =>
  async (app) => {
    const tables = new SystemTableService(database.db);
    app.get(
      "/views",
      {
        config,
        schema: {
          tags,
          summary: "The tables the caller may browse, with the columns shown",
          description: "Columns holding secrets are never shown. Tables without organizations are offered to users of the total system only.",
          response: { 200: systemTableList, ...failures },
        },
      },
      (request) => ({ list: tables.tables(principalOf(request)) }),
    );
    app.post(
      "/views/:table/list",
      {
        config,
        schema: {
          tags,
          summary: "A page of a table's rows within the caller's organizations, sorted and filtered",
          description:
            "404 for a table that is not offered; 400 on `sortField` or a filter's `column` naming a column the table does not show. " +
            "Rows of organizations outside the caller's subtree are neither listed nor counted.",
          params: systemTableParams,
          body: systemTablePageRequest,
          response: { 200: systemTablePage, ...failures },
        },
      },
      (request) => tables.page(principalOf(request), request.params.table, request.body),
    );
  };
