import type { ReportRequest } from "@alarm/contract";
import { useMonthlyReport } from "../api/reports";
import { MonthlyChart } from "./monthly-chart";
import { MonthlyTable } from "./monthly-table";
import { ReportEmpty, ReportError, ReportSkeleton } from "./report-states";
import { ReportSummary } from "./report-summary";

/** Alarms per month and group with the total, and the bar chart of alarms per month. */
export function MonthlyReportView({ request }: { request: ReportRequest }) {
  const report = useMonthlyReport(request);
  if (report.isPending) return <ReportSkeleton rows={5} columns={9} />;
  if (report.isError) return <ReportError error={report.error} onRetry={() => void report.refetch()} />;
  const { data } = report;
  if (data.total.alarms === 0) return <ReportEmpty />;
  return (
    <div className="stack gap-l">
      <ReportSummary span={data.span} alarms={data.total.alarms} />
      <MonthlyTable report={data} />
      <MonthlyChart report={data} />
    </div>
  );
}
