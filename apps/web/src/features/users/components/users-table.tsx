import { Column } from "primereact/column";
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from "primereact/datatable";
import { useTranslation } from "react-i18next";
import { USER_SORT_FIELDS, USERS_PAGE_SIZE, type SortOrder, type UserRow, type UserSortField } from "../api/users-list";
import { USER_COLUMNS, type UserColumnKey } from "./user-columns";

export interface UsersTableSort {
  field: UserSortField;
  order: SortOrder;
}

interface UsersTableProps {
  rows: UserRow[];
  total: number;
  loading: boolean;
  /** Counts from 1. */
  page: number;
  sort: UsersTableSort;
  columns: readonly UserColumnKey[];
  selected: UserRow | null;
  onSelect: (row: UserRow | null) => void;
  onPage: (page: number) => void;
  onSort: (sort: UsersTableSort) => void;
  onOpen: (row: UserRow) => void;
}

const isSortField = (field: string): field is UserSortField => (USER_SORT_FIELDS as readonly string[]).includes(field);

/** The users of the current organization, a page at a time; paging and sorting happen on the server. */
export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation();
  const { rows, total, loading, page, sort, columns, selected, onSelect, onPage, onSort, onOpen } = props;

  const changePage = (event: DataTablePageEvent) => onPage(Math.floor(event.first / USERS_PAGE_SIZE) + 1);
  const changeSort = (event: DataTableSortEvent) => {
    if (typeof event.sortField !== "string" || !isSortField(event.sortField)) return;
    onSort({ field: event.sortField, order: event.sortOrder === -1 ? "DESCENDING" : "ASCENDING" });
  };

  return (
    <DataTable
      className="users-table"
      value={rows}
      dataKey="id"
      lazy
      paginator
      rows={USERS_PAGE_SIZE}
      first={(page - 1) * USERS_PAGE_SIZE}
      totalRecords={total}
      onPage={changePage}
      sortField={sort.field}
      sortOrder={sort.order === "DESCENDING" ? -1 : 1}
      onSort={changeSort}
      loading={loading}
      selectionMode="single"
      selection={selected}
      onSelectionChange={(event) => onSelect((event.value as UserRow | null) ?? null)}
      metaKeySelection={false}
      onRowDoubleClick={(event) => onOpen(event.data as UserRow)}
      emptyMessage={t("users.table.empty")}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      currentPageReportTemplate={t("users.table.pageReport")}
      stripedRows
      size="small"
      tableStyle={{ minWidth: "40rem" }}
      aria-label={t("users.title")}
    >
      {USER_COLUMNS.filter((column) => columns.includes(column.key)).map((column) => (
        <Column
          key={column.key}
          field={column.sortField ?? column.key}
          header={t(column.headerKey)}
          sortable={column.sortField !== undefined}
          body={(row: UserRow) => column.body(row, t)}
        />
      ))}
    </DataTable>
  );
}
