import { AUTHORITIES } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from "primereact/datatable";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ROLE_SORT_FIELDS, ROLES_PAGE_SIZE, type RoleRow, type RoleSortField, type SortOrder } from "../api/roles-list";

export interface RolesTableSort {
  field: RoleSortField;
  order: SortOrder;
}

interface RolesTableProps {
  rows: RoleRow[];
  total: number;
  loading: boolean;
  /** Counts from 1. */
  page: number;
  sort: RolesTableSort;
  selected: RoleRow | null;
  onSelect: (row: RoleRow | null) => void;
  onPage: (page: number) => void;
  onSort: (sort: RolesTableSort) => void;
  onOpen: (row: RoleRow) => void;
}

const isSortField = (field: string): field is RoleSortField => (ROLE_SORT_FIELDS as readonly string[]).includes(field);

/** The roles of the current organization, a page at a time; paging and sorting happen on the server. */
export function RolesTable(props: RolesTableProps) {
  const { t } = useTranslation();
  const { rows, total, loading, page, sort, selected, onSelect, onPage, onSort, onOpen } = props;

  const changePage = (event: DataTablePageEvent) => onPage(Math.floor(event.first / ROLES_PAGE_SIZE) + 1);
  const changeSort = (event: DataTableSortEvent) => {
    if (typeof event.sortField !== "string" || !isSortField(event.sortField)) return;
    onSort({ field: event.sortField, order: event.sortOrder === -1 ? "DESCENDING" : "ASCENDING" });
  };

  return (
    <DataTable
      className="roles-table"
      value={rows}
      dataKey="id"
      lazy
      paginator
      rows={ROLES_PAGE_SIZE}
      first={(page - 1) * ROLES_PAGE_SIZE}
      totalRecords={total}
      onPage={changePage}
      sortField={sort.field}
      sortOrder={sort.order === "DESCENDING" ? -1 : 1}
      onSort={changeSort}
      loading={loading}
      selectionMode="single"
      selection={selected}
      onSelectionChange={(event) => onSelect((event.value as RoleRow | null) ?? null)}
      metaKeySelection={false}
      onRowDoubleClick={(event) => onOpen(event.data as RoleRow)}
      emptyMessage={t("roles.table.empty")}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      currentPageReportTemplate={t("roles.table.pageReport")}
      stripedRows
      size="small"
      tableStyle={{ minWidth: "32rem" }}
      aria-label={t("roles.title")}
    >
      <Column
        field="name"
        header={t("roles.columns.name")}
        sortable
        body={(row: RoleRow) => (
          <Link className="roles-table__name" to={`/user-groups/${row.id}`}>
            {row.name}
          </Link>
        )}
      />
      <Column field="orgName" header={t("roles.columns.organization")} sortable />
      <Column
        field="authorities"
        header={t("roles.columns.authorities")}
        body={(row: RoleRow) => t("roles.table.authorityCount", { chosen: row.authorities.length, total: AUTHORITIES.length })}
      />
    </DataTable>
  );
}
