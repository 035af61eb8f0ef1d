import { Column } from "primereact/column";
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from "primereact/datatable";
import { useTranslation } from "react-i18next";
import { GROUP_SORT_FIELDS, GROUPS_PAGE_SIZE, type GroupRow, type GroupSortField, type SortOrder } from "../api/groups-list";
import { GROUP_COLUMNS, type GroupColumnKey } from "./group-columns";

export interface GroupsTableSort {
  field: GroupSortField;
  order: SortOrder;
}

interface GroupsTableProps {
  rows: GroupRow[];
  total: number;
  loading: boolean;
  /** Counts from 1. */
  page: number;
  sort: GroupsTableSort;
  columns: readonly GroupColumnKey[];
  selected: GroupRow | null;
  onSelect: (row: GroupRow | null) => void;
  onPage: (page: number) => void;
  onSort: (sort: GroupsTableSort) => void;
  onOpen: (row: GroupRow) => void;
}

const isSortField = (field: string): field is GroupSortField => (GROUP_SORT_FIELDS as readonly string[]).includes(field);

/** The participant groups, a page at a time; paging and sorting happen on the server. */
export function GroupsTable(props: GroupsTableProps) {
  const { t } = useTranslation();
  const { rows, total, loading, page, sort, columns, selected, onSelect, onPage, onSort, onOpen } = props;

  const changePage = (event: DataTablePageEvent) => onPage(Math.floor(event.first / GROUPS_PAGE_SIZE) + 1);
  const changeSort = (event: DataTableSortEvent) => {
    if (typeof event.sortField !== "string" || !isSortField(event.sortField)) return;
    onSort({ field: event.sortField, order: event.sortOrder === -1 ? "DESCENDING" : "ASCENDING" });
  };

  return (
    <DataTable
      className="groups-table"
      value={rows}
      dataKey="id"
      lazy
      paginator
      rows={GROUPS_PAGE_SIZE}
      first={(page - 1) * GROUPS_PAGE_SIZE}
      totalRecords={total}
      onPage={changePage}
      sortField={sort.field}
      sortOrder={sort.order === "DESCENDING" ? -1 : 1}
      onSort={changeSort}
      loading={loading}
      selectionMode="single"
      selection={selected}
      onSelectionChange={(event) => onSelect((event.value as GroupRow | null) ?? null)}
      metaKeySelection={false}
      onRowDoubleClick={(event) => onOpen(event.data as GroupRow)}
      emptyMessage={t("participantGroups.table.empty")}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      currentPageReportTemplate={t("participantGroups.table.pageReport")}
      stripedRows
      size="small"
      tableStyle={{ minWidth: "36rem" }}
      aria-label={t("participantGroups.title")}
    >
      {GROUP_COLUMNS.filter((column) => columns.includes(column.key)).map((column) => (
        <Column
          key={column.key}
          field={column.sortField ?? column.key}
          header={t(column.headerKey)}
          sortable={column.sortField !== undefined}
          body={(row: GroupRow) => column.body(row, t)}
          className={column.key === "members" ? "groups-table__count" : undefined}
          headerClassName={column.key === "members" ? "groups-table__count" : undefined}
        />
      ))}
    </DataTable>
  );
}
