import { Column } from "primereact/column";
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from "primereact/datatable";
import { useTranslation } from "react-i18next";
import { PARTICIPANT_SORT_FIELDS, PARTICIPANTS_PAGE_SIZE, type ParticipantRow, type ParticipantSortField, type SortOrder } from "../api/participants-list";
import { PARTICIPANT_COLUMNS, type ParticipantColumnKey } from "./participant-columns";

export interface ParticipantsTableSort {
  field: ParticipantSortField;
  order: SortOrder;
}

interface ParticipantsTableProps {
  rows: ParticipantRow[];
  total: number;
  loading: boolean;
  /** Counts from 1. */
  page: number;
  sort: ParticipantsTableSort;
  columns: readonly ParticipantColumnKey[];
  selected: ParticipantRow | null;
  /** Shown when there are no rows: nothing found, or no participants yet. */
  emptyMessage: string;
  onSelect: (row: ParticipantRow | null) => void;
  onPage: (page: number) => void;
  onSort: (sort: ParticipantsTableSort) => void;
  onOpen: (row: ParticipantRow) => void;
}

const isSortField = (field: string): field is ParticipantSortField => (PARTICIPANT_SORT_FIELDS as readonly string[]).includes(field);

/** The participants of the current organization, a page at a time; paging and sorting happen on the server. */
export function ParticipantsTable(props: ParticipantsTableProps) {
  const { t } = useTranslation();
  const { rows, total, loading, page, sort, columns, selected, emptyMessage, onSelect, onPage, onSort, onOpen } = props;

  const changePage = (event: DataTablePageEvent) => onPage(Math.floor(event.first / PARTICIPANTS_PAGE_SIZE) + 1);
  const changeSort = (event: DataTableSortEvent) => {
    if (typeof event.sortField !== "string" || !isSortField(event.sortField)) return;
    onSort({ field: event.sortField, order: event.sortOrder === -1 ? "DESCENDING" : "ASCENDING" });
  };

  return (
    <DataTable
      className="participants-table"
      value={rows}
      dataKey="id"
      lazy
      paginator
      rows={PARTICIPANTS_PAGE_SIZE}
      first={(page - 1) * PARTICIPANTS_PAGE_SIZE}
      totalRecords={total}
      onPage={changePage}
      sortField={sort.field}
      sortOrder={sort.order === "DESCENDING" ? -1 : 1}
      onSort={changeSort}
      loading={loading}
      selectionMode="single"
      selection={selected}
      onSelectionChange={(event) => onSelect((event.value as ParticipantRow | null) ?? null)}
      metaKeySelection={false}
      onRowDoubleClick={(event) => onOpen(event.data as ParticipantRow)}
      emptyMessage={emptyMessage}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
      currentPageReportTemplate={t("participants.table.pageReport")}
      stripedRows
      size="small"
      tableStyle={{ minWidth: "40rem" }}
      aria-label={t("participants.title")}
    >
      {PARTICIPANT_COLUMNS.filter((column) => columns.includes(column.key)).map((column) => (
        <Column
          key={column.key}
          field={column.sortField ?? column.key}
          header={t(column.headerKey)}
          sortable={column.sortField !== undefined}
          body={(row: ParticipantRow) => column.body(row, t)}
        />
      ))}
    </DataTable>
  );
}
