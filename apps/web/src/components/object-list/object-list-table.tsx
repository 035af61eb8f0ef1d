import type { TFunction } from "i18next";
import { Column } from "primereact/column";
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from "primereact/datatable";
import type { ReactNode } from "react";
import type { ObjectListSort } from "./object-list-state";
import "./object-list.css";

interface ObjectListTableProps<Row extends { id: number }, F extends string> {
  /** The table's class name, e.g. `users-table` (tests find the rows by it). */
  className: string;
  /** The accessible name of the table. */
  label: string;
  rows: Row[];
  total: number;
  loading: boolean;
  pageSize: number;
  /** Counts from 1. */
  page: number;
  sort: ObjectListSort<F>;
  /** The fields the server sorts by; a sort on another field is ignored. */
  sortFields: readonly F[];
  selected: Row | null;
  emptyMessage: string;
  /** The paginator's "current page" template. */
  pageReport: string;
  minWidth: string;
  /** On a screen this narrow (a phone) each row shows as a card of labelled values, not as cut-off columns. */
  stackOnPhones?: boolean;
  onSelect: (row: Row | null) => void;
  onPage: (page: number) => void;
  onSort: (sort: ObjectListSort<F>) => void;
  onOpen: (row: Row) => void;
  /** The <Column> elements. */
  children: ReactNode;
}

/** The widest screen that stacks the rows (as the layout's phone media queries). */
const PHONE_WIDTH = "640px";

/** An object list, a page at a time; paging and sorting happen on the server (lazy), one row can be selected. */
export function ObjectListTable<Row extends { id: number }, F extends string>(props: ObjectListTableProps<Row, F>) {
  const {
    className,
    label,
    rows,
    total,
    loading,
    pageSize,
    page,
    sort,
    sortFields,
    selected,
    emptyMessage,
    pageReport,
    minWidth,
    stackOnPhones = false,
  } = props;
  const { onSelect, onPage, onSort, onOpen, children } = props;

  const changePage = (event: DataTablePageEvent) => onPage(Math.floor(event.first / pageSize) + 1);
  const changeSort = (event: DataTableSortEvent) => {
    const field = sortFields.find((known) => known === event.sortField);
    if (field === undefined) return;
    onSort({ field, order: event.sortOrder === -1 ? "DESCENDING" : "ASCENDING" });
  };

  return (
    <DataTable
      className={`object-list-table ${stackOnPhones ? "object-list-table--stacked " : ""}${className}`}
      {...(stackOnPhones ? { responsiveLayout: "stack" as const, breakpoint: PHONE_WIDTH } : {})}
      value={rows}
      dataKey="id"
      lazy
      paginator
      rows={pageSize}
      first={(page - 1) * pageSize}
      totalRecords={total}
      onPage={changePage}
      sortField={sort.field}
      sortOrder={sort.order === "DESCENDING" ? -1 : 1}
      onSort={changeSort}
      loading={loading}
      selectionMode="single"
      selection={selected}
      onSelectionChange={(event) => onSelect((event.value as Row | null) ?? null)}
      metaKeySelection={false}
      onRowDoubleClick={(event) => onOpen(event.data as Row)}
      emptyMessage={emptyMessage}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      currentPageReportTemplate={pageReport}
      stripedRows
      size="small"
      tableStyle={{ minWidth }}
      aria-label={label}
    >
      {children}
    </DataTable>
  );
}

/** A column a table can show: its key, header, server sort field (when sortable) and cell. */
export interface ObjectListColumn<Row, K extends string, F extends string> {
  key: K;
  /** Translation key of the header. */
  headerKey: string;
  /** The server's sort field, when the column can be sorted. */
  sortField?: F;
  body: (row: Row, t: TFunction) => ReactNode;
}

/** The <Column> elements of the chosen columns, in the table's order; `className` adds a class to a column's cells. */
export function objectListColumns<Row, K extends string, F extends string>(
  all: readonly ObjectListColumn<Row, K, F>[],
  shown: readonly K[],
  t: TFunction,
  className?: (key: K) => string | undefined,
) {
  return all
    .filter((column) => shown.includes(column.key))
    .map((column) => (
      <Column
        key={column.key}
        field={column.sortField ?? column.key}
        header={t(column.headerKey)}
        sortable={column.sortField !== undefined}
        body={(row: Row) => column.body(row, t)}
        className={className?.(column.key)}
        headerClassName={className?.(column.key)}
      />
    ));
}
