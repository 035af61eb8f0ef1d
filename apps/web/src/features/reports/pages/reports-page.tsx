import { useQueryClient } from "@tanstack/react-query";
import { TabMenu } from "primereact/tabmenu";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { reportsQueryKey } from "../api/reports";
import { AlarmLoadView } from "../components/alarm-load-report";
import { DetailedReportView } from "../components/detailed-report";
import { ExportProgress } from "../components/export-progress";
import { MonthlyReportView } from "../components/monthly-report";
import { ReportFilterPanel } from "../components/report-filter-panel";
import { ResponseTimes } from "../components/response-times";
import { useReportExport } from "../components/use-report-export";
import { hasUnreadFilters, toAlarmLoadRequest } from "../model/alarm-load";
import { filterOfSearch, isRunnable, searchOfFilter, toReportRequest, type ReportFilter } from "../model/report-filter";
import { REPORT_TABS, reportTabOf } from "../model/report-tabs";
import "./reports.css";

/**
 * /reports/{tab}?filter (docs/domain-rules.md#alarm-table-filter, authority REPORTS): the detailed and the monthly report of one
 * filter, kept in the address, and the alarm load of its range and organization.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const tab = reportTabOf(useParams().tab);
  const [search, setSearch] = useSearchParams();
  const exporter = useReportExport();
  const queryClient = useQueryClient();
  if (!tab) return <Navigate to="/reports/detailed" replace />;

  const allowed = me?.authorities.includes("REPORTS") ?? false;
  const filter = filterOfSearch(search);
  const request = toReportRequest(filter);
  // A new filter starts the report afresh (first page, panel as the address says).
  const reportKey = searchOfFilter(filter).toString();
  // The address names the report; Run with the same filter reads it again.
  const show = (next: ReportFilter) => {
    const nextKey = searchOfFilter(next).toString();
    if (nextKey === reportKey) return false;
    setSearch(nextKey);
    return true;
  };
  const run = (next: ReportFilter) => {
    if (!show(next)) void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
  };

  return (
    <section className="page reports">
      <PageHeader title={t(tab.titleKey)} icon={tab.icon} />
      <TabMenu
        className="report-tabs"
        model={REPORT_TABS.map((item) => ({ label: t(item.titleKey), icon: `pi ${item.icon}`, className: `report-tabs__${item.param}` }))}
        activeIndex={REPORT_TABS.indexOf(tab)}
        onTabChange={(event) => navigate({ pathname: `/reports/${REPORT_TABS[event.index]!.param}`, search: search.toString() })}
        aria-label={t("reports.tabsLabel")}
      />
      {!allowed ? (
        <StateCard icon="pi-lock" title={t("reports.noAccess.title")} text={t("reports.noAccess.text")} />
      ) : (
        <>
          <ReportFilterPanel
            key={reportKey}
            initial={filter}
            onRun={run}
            exportFormats={tab.exportFormats}
            alarmFilters={tab.alarmFilters}
            onExport={(next, format) => {
              show(next);
              exporter.start(tab.alarmFilters ? toReportRequest(next) : toAlarmLoadRequest(next), format);
            }}
            exporting={exporter.running !== null}
          >
            {exporter.running && <ExportProgress running={exporter.running} onCancel={exporter.cancel} />}
          </ReportFilterPanel>
          {!isRunnable(filter) ? (
            <StateCard icon="pi-calendar-times" title={t("reports.invalidRange.title")} text={t("reports.invalidRange.text")} />
          ) : tab.param === "detailed" ? (
            <div className="card">
              <DetailedReportView key={reportKey} request={request} />
            </div>
          ) : tab.param === "alarm-load" ? (
            <AlarmLoadView request={toAlarmLoadRequest(filter)} unreadFilters={hasUnreadFilters(filter)} />
          ) : (
            <>
              <div className="card">
                <MonthlyReportView request={request} />
              </div>
              <ResponseTimes request={request} />
            </>
          )}
        </>
      )}
    </section>
  );
}
