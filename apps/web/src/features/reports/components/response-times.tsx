import type { ReportRequest } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { useResponseReport } from "../api/reports";
import { AnswerRatesTable } from "./answer-rates-table";
import { HourHeatMap } from "./hour-heat-map";
import { ReportEmpty, ReportError, ReportSkeleton } from "./report-states";
import { ResponseFigures } from "./response-figures";

/** How fast alarms are accepted and ended per alarm point, plan and organization, who answers, and when alarms come. */
export function ResponseTimes({ request }: { request: ReportRequest }) {
  const { t } = useTranslation();
  const report = useResponseReport(request);

  let content;
  if (report.isPending) content = <ReportSkeleton rows={4} columns={5} />;
  else if (report.isError) content = <ReportError error={report.error} onRetry={() => void report.refetch()} />;
  else if (report.data.byOrganization.every((row) => row.alarms === 0) && report.data.participants.length === 0) content = <ReportEmpty />;
  else {
    const { data } = report;
    content = (
      <>
        <ResponseFigures report={data} />
        <AnswerRatesTable participants={data.participants} />
        <HourHeatMap hourOfWeek={data.hourOfWeek} />
      </>
    );
  }

  return (
    <section className="card stack gap-l report-responses" aria-labelledby="report-responses-title">
      <h2 id="report-responses-title" className="card__title flush">
        {t("reports.responses.title")}
      </h2>
      {content}
    </section>
  );
}
