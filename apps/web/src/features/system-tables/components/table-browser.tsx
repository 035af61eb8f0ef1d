import type { SystemTable, SystemTableRow } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputText } from "primereact/inputtext";
import { Skeleton } from "primereact/skeleton";
import { useTranslation } from "react-i18next";
import { ObjectListCard, ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { filterModeOf, PAGE_SIZES } from "../model/table-view";
import { COLUMN_MIN_WIDTH, TableCell } from "./table-cell";
import { TableBrowserHeader } from "./table-browser-header";
import { useTableView } from "./use-table-view";

/**
 * The rows of one table, a page at a time from the server: sorted by a click on a column's header,
 * filtered by the text under it (applied once typing pauses), paged at the bottom.
 */
export function TableBrowser({ table }: { table: SystemTable }) {
  const { t } = useTranslation();
  const state = useTableView(table);
  const { view, drafts, page, rows, filtered, typeFilter } = state;

  const titleId = `system-table-${table.name}-title`;
  return (
    <ObjectListCard name="system-table">
      <TableBrowserHeader name={table.name} titleId={titleId} state={state} />
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
          onPage={state.changePage}
          sortField={view.sort?.column}
          sortOrder={view.sort ? (view.sort.descending ? -1 : 1) : 0}
          onSort={state.changeSort}
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
