import { ROOT_ORG_ID, type SystemTable, type SystemTablePage, type systemTablePageRequest } from "@alarm/contract";
import type { z } from "zod";
import { AppError, notFound } from "../../core/errors.js";
import type { Principal } from "../../core/principal.js";
import type { Db } from "../../db/database.js";
import * as repo from "./repo.js";
import { type ShownColumn, SYSTEM_TABLE_SOURCES, type SystemTableSource } from "./whitelist.js";

type PageRequest = z.output<typeof systemTablePageRequest>;

/**
 * System tables (docs/domain-rules.md#screens, /views): the product's tables read a page at a time,
 * only the whitelisted columns, only the rows of the caller's organizations. A table without
 * organizations is offered to users of the total system alone, a table guarded by another authority
 * (the audit log) to its holders alone.
 */
export class SystemTableService {
  constructor(private readonly db: Db) {}

  tables(principal: Principal): SystemTable[] {
    return [...SYSTEM_TABLE_SOURCES.values()]
      .filter((source) => isOffered(principal, source))
      .map((source) => ({ name: source.name, columns: source.columns.map(({ name, type }) => ({ name, type })) }));
  }

  async page(principal: Principal, tableName: string, request: PageRequest): Promise<SystemTablePage> {
    const source = SYSTEM_TABLE_SOURCES.get(tableName);
    if (!source || !isOffered(principal, source)) throw notFound("Table");
    const problems: { field: string; message: string; code: string }[] = [];
    const columnNamed = (name: string, field: string): ShownColumn | null => {
      const column = source.columns.find((shown) => shown.name === name);
      if (!column) problems.push({ field, message: `The table ${source.name} shows no column ${name}`, code: "UNKNOWN_COLUMN" });
      return column ?? null;
    };
    const sortColumn = request.sortField === undefined ? null : columnNamed(request.sortField, "sortField");
    const filters = request.filters.map((filter, index) => ({ ...filter, column: columnNamed(filter.column, `filters.${index}.column`) }));
    if (problems.length > 0) throw new AppError("VALIDATION", problems.map((problem) => problem.message).join("; "), problems);

    const { rows, total } = await repo.tablePage(this.db, source, {
      subtreeOf: principal.orgId === ROOT_ORG_ID ? null : principal.orgId,
      filters: filters.map((filter) => ({ ...filter, column: filter.column! })),
      sort: { column: sortColumn, descending: request.sortOrder === "DESCENDING" },
      limit: request.pageSize,
      offset: (request.currentPage - 1) * request.pageSize,
    });
    return {
      list: rows.map(presentRow),
      count: total,
      currentPage: request.currentPage,
      pageSize: request.pageSize,
      pagesCount: Math.ceil(total / request.pageSize),
    };
  }
}

const isOffered = (principal: Principal, source: SystemTableSource) =>
  (source.scope.kind !== "TOTAL_SYSTEM" || principal.orgId === ROOT_ORG_ID) && (!source.alsoNeeds || principal.authorities.includes(source.alsoNeeds));

/** Every value as text, number, boolean or null (the whitelist renders timestamps and JSON as text already). */
function presentRow(row: Record<string, unknown>): SystemTablePage["list"][number] {
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, presentValue(value)]));
}

function presentValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}
