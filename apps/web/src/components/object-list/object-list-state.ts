import { useState } from "react";
import { useDebouncedCallback } from "../../lib/use-debounced-callback";
import { readVisibleColumns, writeVisibleColumns } from "../../lib/visible-columns";

export type SortOrder = "ASCENDING" | "DESCENDING";

/** The sorting of an object list; the field is one the server sorts by. */
export interface ObjectListSort<F extends string> {
  field: F;
  order: SortOrder;
}

/** The column chooser of a table, remembered in localStorage `columns.<table>`. */
export interface ObjectListColumnsConfig<K extends string> {
  table: string;
  known: readonly K[];
  defaults: readonly K[];
}

interface ListState<F extends string> {
  filterValue: string;
  /** Counts from 1. */
  page: number;
  sort: ObjectListSort<F>;
  recursive: boolean;
}

/**
 * The state of an object list screen (users, roles, participants, participant groups): the search
 * box (applied after typing pauses, from the first page), paging, sorting, the include-sub-organizations
 * switch (on at first), the chosen columns and the selected row.
 */
export function useObjectListState<Row extends { id: number }, F extends string, K extends string = never>(options: {
  initialSort: ObjectListSort<F>;
  columns?: ObjectListColumnsConfig<K>;
}) {
  const config = options.columns;
  const [search, setSearchText] = useState("");
  const [state, setState] = useState<ListState<F>>(() => ({ filterValue: "", page: 1, sort: options.initialSort, recursive: true }));
  const [columns, setColumnsState] = useState<K[]>(() => (config ? readVisibleColumns(localStorage, config.table, config.known, config.defaults) : []));
  const [selected, setSelected] = useState<Row | null>(null);
  const applySearch = useDebouncedCallback((text: string) => setState((previous) => ({ ...previous, filterValue: text.trim(), page: 1 })));

  return {
    ...state,
    /** The list call's paging, sorting and filter, for the feature's list query. */
    query: { recursive: state.recursive, filterValue: state.filterValue, currentPage: state.page, sortField: state.sort.field, sortOrder: state.sort.order },
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      applySearch(text);
    },
    setPage: (page: number) => setState((previous) => ({ ...previous, page })),
    setSort: (sort: ObjectListSort<F>) => setState((previous) => ({ ...previous, sort, page: 1 })),
    setRecursive: (recursive: boolean) => setState((previous) => ({ ...previous, recursive, page: 1 })),
    columns,
    setColumns: (chosen: K[]) => {
      const stored = config ? writeVisibleColumns(localStorage, config.table, config.known, chosen) : null;
      if (stored) setColumnsState(stored);
    },
    selected,
    setSelected,
    /** The selection follows the rows shown: a row paged or filtered away is no longer selected. */
    selectedIn: (rows: readonly Row[]): Row | null => (selected && rows.some((row) => row.id === selected.id) ? selected : null),
    /** Forgets the selection when that row is gone (deleted). */
    forget: (id: number) => setSelected((current) => (current?.id === id ? null : current)),
  };
}

export type ObjectListState<Row extends { id: number }, F extends string, K extends string = never> = ReturnType<typeof useObjectListState<Row, F, K>>;
