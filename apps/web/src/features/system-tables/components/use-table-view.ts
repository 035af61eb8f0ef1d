import type { SystemTable, SystemTableRow } from "@alarm/contract";
import type { DataTablePageEvent, DataTableSortEvent } from "primereact/datatable";
import { useMemo, useState } from "react";
import { useDebouncedCallback } from "../../../lib/use-debounced-callback";
import { useSystemTablePage } from "../api/system-tables";
import { hasFilters, INITIAL_VIEW, pageRequestOf, type TableView, withFilters, withPageSize, withSort } from "../model/table-view";

const NO_ROWS: SystemTableRow[] = [];

/**
 * Which page of a table is shown, sorted and filtered how, and that page from the server; the
 * filter inputs' text reaches the view once typing has paused.
 */
export function useTableView(table: SystemTable) {
  const [view, setView] = useState<TableView>(INITIAL_VIEW);
  // What the filter inputs hold now; the view takes them over once typing has paused.
  const [drafts, setDrafts] = useState<TableView["filters"]>({});
  const applyFilters = useDebouncedCallback((filters: TableView["filters"]) => setView((current) => withFilters(current, filters)));
  const request = useMemo(() => pageRequestOf(view, table.columns), [view, table.columns]);
  const page = useSystemTablePage(table.name, request);

  const typeFilter = (column: string, text: string) => {
    const next = { ...drafts, [column]: text };
    setDrafts(next);
    applyFilters(next);
  };
  const clearFilters = () => {
    setDrafts({});
    applyFilters({});
    setView((current) => withFilters(current, {}));
  };
  const changePage = (event: DataTablePageEvent) =>
    setView((current) =>
      event.rows !== current.pageSize ? withPageSize(current, event.rows) : { ...current, page: Math.floor(event.first / event.rows) + 1 },
    );
  const changeSort = (event: DataTableSortEvent) =>
    setView((current) =>
      withSort(current, typeof event.sortField === "string" && event.sortField ? { column: event.sortField, descending: event.sortOrder === -1 } : null),
    );

  return { view, drafts, page, rows: page.data?.list ?? NO_ROWS, filtered: hasFilters(view), typeFilter, clearFilters, changePage, changeSort };
}

export type TableViewState = ReturnType<typeof useTableView>;
