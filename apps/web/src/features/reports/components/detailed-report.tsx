import type { DetailedReportRow, ReportGrouping, ReportRequest } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AlarmStatusTag } from "../../../components/alarm-status/status-tag";
import { formatDateTime } from "../../../lib/format-date";
import { useDetailedReport } from "../api/reports";
import { GroupLabel } from "./group-label";
import { RecipientAnswers, RecipientSummary } from "./recipient-answers";
import { ReportEmpty, ReportError, ReportSkeleton } from "./report-states";
import { ReportSummary } from "./report-summary";
import { useReportFormats } from "./use-report-formats";

const DETAILED_PAGE_SIZES = [25, 50, 100];

/** Every alarm of the report, a page at a time from the server, under its group's heading; a row opens to its recipients' answers. */
export function DetailedReportView({ request }: { request: ReportRequest }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const [page, setPage] = useState({ number: 1, size: DETAILED_PAGE_SIZES[0]! });
  // An array: with row groups PrimeReact keeps the expanded rows as one (without a dataKey, rows compare by value).
  const [expanded, setExpanded] = useState<DetailedReportRow[]>([]);
  const report = useDetailedReport(request, page.number, page.size);
  const grouping: ReportGrouping = request.grouping ?? "NONE";

  if (report.isPending) return <ReportSkeleton rows={8} columns={8} />;
  if (report.isError && !report.data) return <ReportError error={report.error} onRetry={() => void report.refetch()} />;
  const { data } = report;
  if (data.count === 0) return <ReportEmpty />;

  return (
    <div className="stack gap-m">
      <ReportSummary span={data.span} alarms={data.count} />
      <DataTable
        className="report-detailed"
        value={data.list}
        lazy
        paginator
        first={(data.currentPage - 1) * data.pageSize}
        rows={data.pageSize}
        totalRecords={data.count}
        rowsPerPageOptions={DETAILED_PAGE_SIZES}
        onPage={(event) => setPage({ number: (event.page ?? 0) + 1, size: event.rows })}
        loading={report.isFetching && report.isPlaceholderData}
        paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
        currentPageReportTemplate={t("reports.detailed.pageReport")}
        expandedRows={expanded}
        onRowToggle={(event) => setExpanded(event.data as DetailedReportRow[])}
        rowExpansionTemplate={(row: DetailedReportRow) => <RecipientAnswers recipients={row.recipients} />}
        rowGroupMode={grouping === "NONE" ? undefined : "subheader"}
        groupRowsBy={grouping === "NONE" ? undefined : "group"}
        rowGroupHeaderTemplate={(row: DetailedReportRow) => (
          <span className="report-group cluster gap-s">
            <span className="muted">{t(`reports.groupings.${grouping}`)}:</span>
            <GroupLabel grouping={grouping} value={row.group} />
          </span>
        )}
        size="small"
        scrollable
        tableStyle={{ minWidth: "64rem" }}
        aria-label={t("reports.detailed.label")}
      >
        <Column expander header={<span className="visually-hidden">{t("common.details")}</span>} style={{ width: "3rem" }} />
        <Column
          field="triggeredAt"
          header={t("reports.columns.triggeredAt")}
          body={(row: DetailedReportRow) => <span className="report-nowrap">{formatDateTime(row.triggeredAt)}</span>}
        />
        <Column field="name" header={t("reports.columns.name")} className="report-name-cell" />
        <Column field="alarmPointId" header={t("reports.columns.alarmPointId")} />
        <Column field="systemId" header={t("reports.columns.systemId")} body={(row: DetailedReportRow) => row.systemId && <code>{row.systemId}</code>} />
        <Column field="orgName" header={t("reports.columns.organization")} />
        <Column field="triggeredBy" header={t("reports.columns.triggeredBy")} />
        <Column field="status" header={t("reports.columns.status")} body={(row: DetailedReportRow) => <AlarmStatusTag status={row.status} />} />
        <Column field="priority" header={t("reports.columns.priority")} />
        <Column
          header={t("reports.columns.toAccept")}
          body={(row: DetailedReportRow) => <span className="report-nowrap">{formats.duration(row.secondsToAccept)}</span>}
        />
        <Column
          header={t("reports.columns.toEnd")}
          body={(row: DetailedReportRow) => <span className="report-nowrap">{formats.duration(row.secondsToEnd)}</span>}
        />
        <Column header={t("reports.columns.answered")} body={(row: DetailedReportRow) => <RecipientSummary recipients={row.recipients} />} />
      </DataTable>
    </div>
  );
}
