import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { TableViewState } from "./use-table-view";

/** The table's name, how many rows match, and the buttons to clear the filters and to refresh. */
export function TableBrowserHeader({ name, titleId, state }: { name: string; titleId: string; state: TableViewState }) {
  const { t } = useTranslation();
  const { page, filtered, clearFilters } = state;
  return (
    <div className="cluster gap-m spread wrap">
      <h2 id={titleId} className="card__title flush">
        {name}
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
  );
}
