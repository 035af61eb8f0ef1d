import type { ReportSpan } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { useReportFormats } from "./use-report-formats";

/** The days the report covers (in the server's zone) and how many alarms it counts. */
export function ReportSummary({ span, alarms }: { span: ReportSpan; alarms: number }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  return (
    <p className="report-summary flush cluster gap-m wrap muted">
      <span>
        <i className="pi pi-calendar" aria-hidden="true" /> {formats.span(span)}
      </span>
      <span>{t("reports.alarmCount", { value: formats.number(alarms) })}</span>
    </p>
  );
}
