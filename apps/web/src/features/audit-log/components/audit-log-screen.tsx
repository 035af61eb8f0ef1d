import { AUDIT_COUNT_LIMIT, type AuditEntry, type AuditExportQuery } from "@alarm/contract";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable, type DataTableExpandedRows } from "primereact/datatable";
import { Skeleton } from "primereact/skeleton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { exportAuditLog, useAuditPage } from "../../../components/change-history/audit-api";
import { ChangeEntry } from "../../../components/change-history/change-entries";
import { ObjectListCard, ObjectListLoadError } from "../../../components/object-list/object-list-parts";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useDebouncedValue } from "../../../components/organization-picker/use-debounced-value";
import { formatPreciseDateTime } from "../../../lib/format-date";
import { AuditFilters, type AuditFilterValues, NO_AUDIT_FILTER } from "./audit-filters";

const PAGE_SIZE = 50;

/** The filters as the API takes them. */
function toQuery(filter: AuditFilterValues, actor: string): AuditExportQuery {
  return {
    from: filter.from?.toISOString(),
    until: filter.until?.toISOString(),
    actor: actor || undefined,
    objectType: filter.objectType ?? undefined,
    action: filter.action ?? undefined,
  };
}

/** The audit log: entries newest first, filtered, each opening to its fields before and after; exported as CSV. */
export function AuditLogScreen() {
  const { t, i18n } = useTranslation();
  const showFailure = useFailureToast();
  const [filter, setFilter] = useState<AuditFilterValues>(NO_AUDIT_FILTER);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const [exporting, setExporting] = useState(false);
  const actor = useDebouncedValue(filter.actor.trim());
  const query = toQuery(filter, actor);
  const entries = useAuditPage({ ...query, currentPage: page, pageSize: PAGE_SIZE });

  const change = (next: AuditFilterValues) => {
    setFilter(next);
    setPage(1);
  };
  const download = () => {
    setExporting(true);
    exportAuditLog(query)
      .catch(showFailure)
      .finally(() => setExporting(false));
  };

  let content;
  if (entries.isPending) {
    content = (
      <div className="stack gap-s" role="status" aria-label={t("common.loading")}>
        {[1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} height="2.75rem" />
        ))}
      </div>
    );
  } else if (entries.isError && !entries.data) {
    content = <ObjectListLoadError title={t("audit.loadError")} error={entries.error} retryLabel={t("audit.retry")} onRetry={() => void entries.refetch()} />;
  } else {
    const data = entries.data;
    content = (
      <DataTable
        className="object-list-table audit-table"
        value={data.list}
        dataKey="id"
        lazy
        paginator={data.count > PAGE_SIZE}
        rows={PAGE_SIZE}
        first={(page - 1) * PAGE_SIZE}
        totalRecords={data.count}
        onPage={(event) => setPage((event.page ?? 0) + 1)}
        loading={entries.isFetching && entries.isPlaceholderData}
        size="small"
        stripedRows
        expandedRows={expanded}
        onRowToggle={(event) => setExpanded(event.data as DataTableExpandedRows)}
        rowExpansionTemplate={(entry: AuditEntry) => <ChangeEntry entry={entry} />}
        emptyMessage={t("audit.empty")}
        aria-label={t("menu.auditLog")}
      >
        <Column expander header={<span className="visually-hidden">{t("common.details")}</span>} style={{ width: "3rem" }} />
        <Column header={t("audit.columns.at")} body={(entry: AuditEntry) => formatPreciseDateTime(entry.at)} />
        <Column header={t("audit.columns.action")} body={(entry: AuditEntry) => t(`audit.actions.${entry.action}`)} />
        <Column header={t("audit.columns.object")} body={(entry: AuditEntry) => t(`audit.objectTypes.${entry.objectType}`)} />
        <Column header={t("audit.columns.name")} body={(entry: AuditEntry) => <span className="breakable">{entry.label ?? entry.objectId ?? "—"}</span>} />
        <Column header={t("audit.columns.organization")} body={(entry: AuditEntry) => entry.orgName ?? "—"} />
        <Column header={t("audit.columns.actor")} body={(entry: AuditEntry) => entry.actorLogin ?? <span className="muted">{t("audit.system")}</span>} />
        <Column header={t("audit.columns.address")} body={(entry: AuditEntry) => entry.address ?? "—"} />
      </DataTable>
    );
  }

  return (
    <ObjectListCard name="audit-log">
      <div className="stack gap-m">
        <div className="spread wrap gap-m">
          <AuditFilters value={filter} onChange={change} />
          <Button type="button" icon="pi pi-download" label={t("audit.export")} outlined loading={exporting} disabled={exporting} onClick={download} />
        </div>
        {entries.data && (
          <p className="flush muted">
            {entries.data.countIsLowerBound
              ? t("audit.countAtLeast", { limit: new Intl.NumberFormat(i18n.language).format(AUDIT_COUNT_LIMIT) })
              : t("audit.count", { count: entries.data.count })}
          </p>
        )}
        {content}
      </div>
    </ObjectListCard>
  );
}
