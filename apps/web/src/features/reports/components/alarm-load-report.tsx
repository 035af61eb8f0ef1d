import type { AlarmLoadReport, AlarmLoadRequest } from "@alarm/contract";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { useAlarmLoadReport } from "../api/reports";
import { figureRows, type FigureRow } from "../model/alarm-load";
import { AlarmLoadChart } from "./alarm-load-chart";
import { AlarmLoadLists } from "./alarm-load-lists";
import { KEYBOARD_SCROLLING } from "./keyboard-scrolling";
import { ResultTag } from "./result-tag";
import { ReportEmpty, ReportError, ReportSkeleton } from "./report-states";
import { ReportSummary } from "./report-summary";
import { type ReportFormats, useReportFormats } from "./use-report-formats";

/** A figure's value or target in its unit: alarms per period, a count, a percentage, a duration. */
export function figureText(formats: ReportFormats, unit: FigureRow["unit"], value: number | null): string {
  if (value === null) return "–";
  if (unit === "SECONDS") return formats.duration(value);
  return unit === "PERCENT" ? formats.share(value) : formats.number(value);
}

/** What stands behind a figure: the busiest periods, the periods in flood, the 90th percentile of the time to accept. */
function useFigureDetails(report: AlarmLoadReport): Partial<Record<FigureRow["name"], string>> {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const { peaks, floods, toAccept, flood } = report;
  return {
    averagePerHour: peaks.hour.start
      ? t("reports.alarmLoad.details.peakHour", { alarms: formats.number(peaks.hour.alarms), time: formatDateTime(peaks.hour.start) })
      : undefined,
    peakPer10Minutes: peaks.tenMinutes.start ? t("reports.alarmLoad.details.peakStart", { time: formatDateTime(peaks.tenMinutes.start) }) : undefined,
    floodPercent: t("reports.alarmLoad.details.floodPeriods", {
      inFlood: formats.number(floods.periodsInFlood),
      periods: formats.number(floods.periods),
      minutes: formats.number(flood.windowSeconds / 60),
    }),
    topTenPercent: report.figures.topTenPercent.value === null ? t("reports.alarmLoad.details.fewPoints") : undefined,
    medianSecondsToAccept: t("reports.alarmLoad.details.toAccept", { p90: formats.duration(toAccept.p90), accepted: formats.number(toAccept.count) }),
  };
}

/** Each figure beside its target, with whether it meets it. */
function LoadFigures({ report }: { report: AlarmLoadReport }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const details = useFigureDetails(report);
  const target = (row: FigureRow) =>
    row.target === 0 && row.comparison === "AT_MOST"
      ? t("reports.alarmLoad.targetNone")
      : t(`reports.alarmLoad.comparisons.${row.comparison}`, { target: figureText(formats, row.unit, row.target) });
  return (
    <DataTable
      pt={KEYBOARD_SCROLLING}
      value={figureRows(report)}
      dataKey="name"
      size="small"
      stripedRows
      scrollable
      tableStyle={{ minWidth: "40rem" }}
      aria-label={t("reports.alarmLoad.sections.figures")}
    >
      <Column
        header={t("reports.alarmLoad.columns.figure")}
        body={(row: FigureRow) => (
          <span className="stack gap-xs">
            <span>{t(`reports.alarmLoad.figures.${row.name}`)}</span>
            {details[row.name] && <small className="muted">{details[row.name]}</small>}
          </span>
        )}
      />
      <Column
        header={t("reports.alarmLoad.columns.value")}
        className="report-number"
        body={(row: FigureRow) => <strong>{figureText(formats, row.unit, row.value)}</strong>}
      />
      <Column header={t("reports.alarmLoad.columns.target")} className="report-nowrap" body={target} />
      <Column header={t("reports.alarmLoad.columns.result")} body={(row: FigureRow) => <ResultTag result={row.result} />} />
    </DataTable>
  );
}

/**
 * The alarm load of the range and organization (ISA-18.2, EEMUA 191): the figures beside their
 * targets and the chart of alarms over time in one card, the floods, bad actors, chattering and stale
 * alarms and the priorities in another.
 */
export function AlarmLoadView({ request, unreadFilters }: { request: AlarmLoadRequest; unreadFilters: boolean }) {
  const { t } = useTranslation();
  const report = useAlarmLoadReport(request);
  const notice = report.isPending ? (
    <ReportSkeleton rows={8} columns={4} />
  ) : report.isError ? (
    <ReportError error={report.error} onRetry={() => void report.refetch()} />
  ) : report.data.alarms === 0 ? (
    <ReportEmpty />
  ) : null;
  if (notice || !report.data) return <div className="card">{notice}</div>;
  const { data } = report;
  return (
    <>
      <section className="card stack gap-l alarm-load" aria-labelledby="alarm-load-title">
        <h2 id="alarm-load-title" className="card__title flush">
          {t("reports.alarmLoad.sections.figures")}
        </h2>
        <ReportSummary span={data.span} alarms={data.alarms} />
        {unreadFilters && <p className="flush muted">{t("reports.alarmLoad.unreadFilters")}</p>}
        <LoadFigures report={data} />
        <AlarmLoadChart report={data} />
      </section>
      <AlarmLoadLists report={data} />
    </>
  );
}
