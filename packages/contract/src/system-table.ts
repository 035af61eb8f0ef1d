import { z } from "zod";
import { DATABASE_INTEGER_MAX } from "./ids.js";
import { SORT_ORDERS } from "./sort-order.js";

/**
 * System tables (docs/domain-rules.md#screens, route /views): a read-only browser of the product's
 * tables, a page at a time. The server offers a fixed set of tables and, of each, the columns that
 * hold no secret.
 */

/** How a column's values read: NUMBER and BOOLEAN as such, the others as text (TIMESTAMP in ISO 8601 UTC, JSON and ARRAY as JSON text). */
export const SYSTEM_TABLE_COLUMN_TYPES = ["NUMBER", "TEXT", "BOOLEAN", "TIMESTAMP", "DATE", "UUID", "JSON", "ARRAY"] as const;
export type SystemTableColumnType = (typeof SYSTEM_TABLE_COLUMN_TYPES)[number];

/** CONTAINS: the value's text holds the filter text, case-insensitive; EQUALS: the value's text is the filter text. */
export const SYSTEM_TABLE_FILTER_MODES = ["CONTAINS", "EQUALS"] as const;
export type SystemTableFilterMode = (typeof SYSTEM_TABLE_FILTER_MODES)[number];

export const SYSTEM_TABLE_MAX_PAGE_SIZE = 100;
export const SYSTEM_TABLE_FILTER_MAX_LENGTH = 200;
/** At most this many column filters in one request. */
export const SYSTEM_TABLE_MAX_FILTERS = 20;

const tableName = z.string().min(1).max(100).describe("The table's name in the database, e.g. participants");
const columnName = z.string().min(1).max(100).describe("A column's name in the database, e.g. org_id");

export const systemTableColumn = z.object({ name: columnName, type: z.enum(SYSTEM_TABLE_COLUMN_TYPES) }).meta({ id: "SystemTableColumn" });
export type SystemTableColumn = z.infer<typeof systemTableColumn>;

export const systemTable = z
  .object({
    name: tableName,
    columns: z.array(systemTableColumn).describe("The columns shown, in the table's order; columns holding secrets are never among them"),
  })
  .meta({ id: "SystemTable" });
export type SystemTable = z.infer<typeof systemTable>;

/** GET /views: the tables the caller may browse. */
export const systemTableList = z.object({ list: z.array(systemTable) }).meta({ id: "SystemTableList" });
export type SystemTableList = z.infer<typeof systemTableList>;

export const systemTableParams = z.object({ table: tableName });

export const systemTableFilter = z
  .object({
    column: columnName,
    mode: z.enum(SYSTEM_TABLE_FILTER_MODES).default("CONTAINS"),
    value: z.string().min(1).max(SYSTEM_TABLE_FILTER_MAX_LENGTH).describe("Compared with the value as the page shows it (text)"),
  })
  .meta({ id: "SystemTableFilter" });
export type SystemTableFilter = z.input<typeof systemTableFilter>;

/** POST /views/{table}/list: one page of the table's rows within the caller's organizations. */
export const systemTablePageRequest = z
  .object({
    currentPage: z.number().int().min(1).max(DATABASE_INTEGER_MAX).default(1).describe("Counts from 1"),
    pageSize: z.number().int().min(1).max(SYSTEM_TABLE_MAX_PAGE_SIZE).default(20),
    sortField: columnName.optional().describe("A column of the table; the table's key when left out"),
    sortOrder: z.enum(SORT_ORDERS).default("ASCENDING"),
    filters: z.array(systemTableFilter).max(SYSTEM_TABLE_MAX_FILTERS).default([]).describe("All must match"),
  })
  .meta({ id: "SystemTablePageRequest" });
export type SystemTablePageRequest = z.input<typeof systemTablePageRequest>;

export const systemTableCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type SystemTableCell = z.infer<typeof systemTableCell>;
export const systemTableRow = z.record(z.string(), systemTableCell).meta({ id: "SystemTableRow" });
export type SystemTableRow = z.infer<typeof systemTableRow>;

export const systemTablePage = z
  .object({
    list: z.array(systemTableRow),
    count: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    pagesCount: z.number().int(),
  })
  .meta({ id: "SystemTablePage" });
export type SystemTablePage = z.infer<typeof systemTablePage>;
