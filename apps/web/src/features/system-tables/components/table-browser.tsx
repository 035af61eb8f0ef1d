import type { SystemTable, SystemTableRow } from "@alarm/contract";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from "primereact/datatable";
import { InputText } from "primereact/inputtext";
import { Skeleton } from "primereact/skeleton";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListCard, ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { useDebouncedCallback } from "../../../lib/use-debounced-callback";
import { useSystemTablePage } from "../api/system-tables";
import { filterModeOf, hasFilters, INITIAL_VIEW, PAGE_SIZES, pageRequestOf, type TableView, withFilters, withPageSize, withSort } from "../model/table-view";
import { COLUMN_MIN_WIDTH, TableCell } from "./table-cell";

const NO_ROWS: SystemTableRow[] = [];

/**
 * The rows of one table, a page at a time from the server: sorted by a click on a column's header,
 * filtered by the text under it (applied once typing pauses), paged at the bottom.
 */
export function TableBrowser({ table }: { table: SystemTable }) {
  const { t } = useTranslation();
  const [view, setView] = useState<TableView>(INITIAL_VIEW);
  // What the filter inputs hold now; the view takes them over once typing has paused.
  const [drafts, setDrafts] = useState<TableView["filters"]>({});
  const applyFilters = useDebouncedCallback((filters: TableView["filters"]) => setView((current) => withFilters(current, filters)));
  const request = useMemo(() => pageRequestOf(view, table.columns), [view, table.columns]);
  const page = useSystemTablePage(table.name, request);
  const rows = page.data?.list ?? NO_ROWS;
  const filtered = hasFilters(view);

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

  const titleId = `system-table-${table.name}-title`;
  return (
    <ObjectListCard name="system-table">
      <div className="cluster gap-m spread wrap">
        <h2 id={titleId} className="card__title flush">
          {table.name}
        </h2>
        <div className="cluster gap-s wrap">
          {page.data && (
            <span className="muted system-table__count" aria-live="polite">
              {t("systemTables.table.count", { count: page.data.count })}
            </span>
          )}
          {filtered && <Button type="button" label={t("systemTables.table.clearFilters")} icon="pi pi-filter-slash" text size="small" onClick={clearFilters} />}
          <Button
            type="button"
            label={t("systemTables.table.refresh")}
            icon="pi pi-refresh"
            outlined
            size="small"
            loading={page.isFetching}
            onClick={() => void page.refetch()}
          />
        </div>
      </div>
      {page.isError && (
        <ObjectListLoadError
          title={t("systemTables.table.loadError")}
          error={page.error}
          retryLabel={t("systemTables.table.retry")}
          onRetry={() => void page.refetch()}
        />
      )}
      {page.isPending && !page.isError ? (
        <div className="stack gap-s" role="status" aria-label={t("common.loading")}>
          {[1, 2, 3, 4, 5, 6].map((line) => (
            <Skeleton key={line} height="2.25rem" />
          ))}
        </div>
      ) : (
        <DataTable
          className="object-list-table system-table"
          value={rows}
          lazy
          paginator
          rows={view.pageSize}
          first={(view.page - 1) * view.pageSize}
          totalRecords={page.data?.count ?? 0}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPage={changePage}
          sortField={view.sort?.column}
          sortOrder={view.sort ? (view.sort.descending ? -1 : 1) : 0}
          onSort={changeSort}
          filterDisplay="row"
          loading={page.isFetching}
          emptyMessage={filtered ? t("systemTables.table.noMatch") : t("systemTables.table.empty")}
          paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
          currentPageReportTemplate={t("systemTables.table.pageReport")}
          scrollable
          stripedRows
          size="small"
          aria-labelledby={titleId}
        >
          {table.columns.map((column) => {
            const mode = filterModeOf(column.type);
            return (
              <Column
                key={column.name}
                field={column.name}
                header={column.name}
                headerTooltip={t(`systemTables.types.${column.type}`)}
                headerTooltipOptions={{ position: "top", showDelay: 500 }}
                sortable
                filter
                showFilterMenu={false}
                showClearButton={false}
                filterElement={
                  <InputText
                    id={`system-table-filter-${column.name}`}
                    value={drafts[column.name] ?? ""}
                    onChange={(event) => typeFilter(column.name, event.target.value)}
                    placeholder={mode === "EQUALS" ? t("systemTables.filter.equals") : t("systemTables.filter.contains")}
                    aria-label={t("systemTables.filter.label", { column: column.name })}
                    maxLength={200}
                    className="p-inputtext-sm"
                    style={{ width: "100%", minWidth: "6rem" }}
                  />
                }
                body={(row: SystemTableRow) => <TableCell value={row[column.name]} type={column.type} />}
                style={{ minWidth: COLUMN_MIN_WIDTH[column.type] }}
              />
            );
          })}
        </DataTable>
      )}
    </ObjectListCard>
  );
}
