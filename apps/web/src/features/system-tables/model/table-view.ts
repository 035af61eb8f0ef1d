import {
  SYSTEM_TABLE_FILTER_MAX_LENGTH,
  type SystemTableColumn,
  type SystemTableColumnType,
  type SystemTableFilterMode,
  type SystemTablePageRequest,
} from "@alarm/contract";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** What the browser of one table shows: which page, how sorted, which column filters (column → text). */
export interface TableView {
  /** Counts from 1. */
  page: number;
  pageSize: number;
  sort: { column: string; descending: boolean } | null;
  filters: Readonly<Record<string, string>>;
}

export const INITIAL_VIEW: TableView = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: null, filters: {} };

/** Numbers, yes/no values and identifiers are found by their whole value; text, times and JSON by a part of it. */
export function filterModeOf(type: SystemTableColumnType): SystemTableFilterMode {
  return type === "NUMBER" || type === "BOOLEAN" || type === "UUID" ? "EQUALS" : "CONTAINS";
}

/** A filter's text as sent: trimmed and cut to the server's limit; an empty one filters nothing. */
const filterText = (text: string) => text.trim().slice(0, SYSTEM_TABLE_FILTER_MAX_LENGTH);

/** The request for the view's page: filters only on the table's columns and only with text. */
export function pageRequestOf(view: TableView, columns: readonly SystemTableColumn[]): SystemTablePageRequest {
  const filters = columns.flatMap((column) => {
    const value = filterText(view.filters[column.name] ?? "");
    return value ? [{ column: column.name, mode: filterModeOf(column.type), value }] : [];
  });
  return {
    currentPage: view.page,
    pageSize: view.pageSize,
    ...(view.sort ? { sortField: view.sort.column, sortOrder: view.sort.descending ? "DESCENDING" : "ASCENDING" } : {}),
    filters,
  };
}

export const hasFilters = (view: TableView) => Object.values(view.filters).some((text) => filterText(text) !== "");

/** Other filter texts (column → text): back to the first page. */
export const withFilters = (view: TableView, filters: TableView["filters"]): TableView => ({ ...view, page: 1, filters });

/** Another sort: back to the first page. */
export const withSort = (view: TableView, sort: TableView["sort"]): TableView => ({ ...view, page: 1, sort });

/** Another page size: the page that holds the first row shown so far. */
export function withPageSize(view: TableView, pageSize: number): TableView {
  const firstRow = (view.page - 1) * view.pageSize;
  return { ...view, pageSize, page: Math.floor(firstRow / pageSize) + 1 };
}

/** A cell's value as text: null stays null (shown apart), the rest as the server sent it. */
export function cellText(value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}
