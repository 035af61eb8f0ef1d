import type { Writable } from "node:stream";
import {
  ALARM_LOAD_FIGURES,
  ALARM_LOAD_UNITS,
  type AlarmLoadFigureName,
  type AlarmLoadReport,
  type Language,
  loadResultOf,
  PRIORITY_BAND_GUIDE,
  type ValidReportRequest,
} from "@alarm/contract";
import type { Principal } from "../../../core/principal.js";
import type { Db } from "../../../db/database.js";
import { type AlarmLoadFormat, excelWriters, pdfWriters, type ReportFile, streamedFile } from "./export-report.js";
import { exportText, type ExportText } from "./export-text.js";
import { type Cell, type Column, type ReportSection, section } from "./report-columns.js";
import { reportHeading } from "./report-heading.js";

type Report = AlarmLoadReport;
type FigureLine = { name: AlarmLoadFigureName | "peakPerHour"; value: number | null; target: string; result: string; detail: string };

/** A figure's value or target in its unit, as a file prints it. */
function withUnit(text: ExportText, name: AlarmLoadFigureName, value: number) {
  const unit = ALARM_LOAD_UNITS[name];
  if (unit === "SECONDS") return text.t("reports.units.s", { value: text.number(value, 0) });
  return unit === "PERCENT" ? `${text.number(value, 1)} %` : text.number(value, 2);
}

/** Each figure with its target and result, and what stands behind it (the busiest periods, the floods' share, the 90th percentile). */
function figureLines(text: ExportText, report: Report): FigureLine[] {
  const t = text.t;
  const { peaks, floods, toAccept } = report;
  const from = (start: string | null) => (start ? t("reports.alarmLoad.details.peakStart", { time: text.dateTime(start, false) }) : "");
  const details: Partial<Record<AlarmLoadFigureName, string>> = {
    peakPer10Minutes: from(peaks.tenMinutes.start),
    floodPercent: t("reports.alarmLoad.details.floodPeriods", {
      inFlood: floods.periodsInFlood,
      periods: floods.periods,
      minutes: text.number(report.flood.windowSeconds / 60),
    }),
    topTenPercent: report.figures.topTenPercent.value === null ? t("reports.alarmLoad.details.fewPoints") : "",
    medianSecondsToAccept: t("reports.alarmLoad.details.toAccept", {
      p90: toAccept.p90 === null ? "–" : withUnit(text, "medianSecondsToAccept", toAccept.p90),
      accepted: toAccept.count,
    }),
  };
  const lines: FigureLine[] = ALARM_LOAD_FIGURES.map((name) => {
    const figure = report.figures[name];
    return {
      name,
      value: figure.value,
      target:
        figure.target === 0 && figure.comparison === "AT_MOST"
          ? t("reports.alarmLoad.targetNone")
          : t(`reports.alarmLoad.comparisons.${figure.comparison}`, { target: withUnit(text, name, figure.target) }),
      result: t(`reports.alarmLoad.results.${loadResultOf(figure.meets)}`),
      detail: details[name] ?? "",
    };
  });
  // The busiest hour has no target of its own: it stands below the hourly average.
  lines.splice(2, 0, { name: "peakPerHour", value: peaks.hour.alarms, target: "", result: "", detail: from(peaks.hour.start) });
  return lines;
}

/** The report as titled tables: the figures, the floods, the bad actors, the chattering points, the stale alarms, the priorities. */
export function alarmLoadSections(text: ExportText, report: Report): ReportSection[] {
  const t = (key: string) => text.t(`reports.alarmLoad.${key}`);
  const column = <Row>(key: string, kind: Column<Row>["kind"], width: number, value: (row: Row) => Cell): Column<Row> => ({
    header: t(`columns.${key}`),
    kind,
    width,
    value,
  });
  const point = <Row extends { alarmPointId: number; name: string }>() => [
    column<Row>("alarmPointId", "id", 9, (row) => row.alarmPointId),
    column<Row>("name", "text", 26, (row) => row.name),
  ];
  const titled = <Row>(key: string, columns: Column<Row>[], rows: readonly Row[]) => section(t(`sections.${key}`), columns, rows, t(`empty.${key}`));
  type Priority = Report["priorities"][number];
  return [
    titled<FigureLine>(
      "figures",
      [
        column("figure", "text", 30, (row) => t(`figures.${row.name}`)),
        column("value", "decimal", 10, (row) => row.value),
        column("target", "text", 10, (row) => row.target),
        column("result", "text", 12, (row) => row.result),
        column("detail", "text", 30, (row) => row.detail),
      ],
      figureLines(text, report),
    ),
    titled<Report["floods"]["episodes"][number]>(
      "floods",
      [
        column("start", "dateTime", 17, (row) => row.start),
        column("end", "dateTime", 17, (row) => row.end),
        column("alarms", "count", 9, (row) => row.alarms),
        column("busiest", "count", 12, (row) => row.peakAlarms),
      ],
      report.floods.episodes,
    ),
    titled<Report["badActors"][number]>(
      "badActors",
      [...point<Report["badActors"][number]>(), column("alarms", "count", 9, (row) => row.alarms), column("share", "decimal", 9, (row) => row.percent)],
      report.badActors,
    ),
    titled<Report["chattering"][number]>(
      "chattering",
      [
        ...point<Report["chattering"][number]>(),
        column("mostInAMinute", "count", 12, (row) => row.mostInAMinute),
        column("events", "count", 9, (row) => row.events),
      ],
      report.chattering,
    ),
    titled<Report["stale"][number]>(
      "stale",
      [
        column("alarmId", "id", 9, (row) => row.alarmId),
        ...point<Report["stale"][number]>(),
        column("triggeredAt", "dateTime", 17, (row) => row.triggeredAt),
        column("endedAt", "dateTime", 17, (row) => row.endedAt),
        column("hoursOpen", "decimal", 9, (row) => row.hoursOpen),
      ],
      report.stale,
    ),
    titled<Priority>(
      "priorities",
      [
        column("band", "text", 14, (row) => {
          const { first, last } = PRIORITY_BAND_GUIDE[row.band];
          return text.t("reports.alarmLoad.bandRange", { band: t(`bands.${row.band}`), first, last });
        }),
        column("alarms", "count", 9, (row) => row.alarms),
        column("share", "decimal", 9, (row) => row.percent),
        column("guide", "decimal", 9, (row) => row.guidePercent),
        column("result", "text", 12, (row) => t(`results.${loadResultOf(row.meets)}`)),
      ],
      report.priorities,
    ),
  ];
}

/** EXCEL_ALARM_LOAD and PDF_ALARM_LOAD: the alarm load report, made before the first byte (it is a handful of figures and lists). */
export async function exportAlarmLoad(
  db: Db,
  principal: Principal,
  request: ValidReportRequest,
  report: Report,
  format: AlarmLoadFormat,
  language: Language,
): Promise<ReportFile> {
  const text = await exportText(language, report.span.timeZone);
  const heading = await reportHeading(db, principal, request, report, text, "ALARM_LOAD");
  const sections = alarmLoadSections(text, report);
  const pdf = format === "PDF_ALARM_LOAD";
  return streamedFile("alarm-load", report.span, pdf, report.alarms, async (out: Writable) =>
    pdf ? (await pdfWriters()).sectionsPdf(out, text, heading, sections) : (await excelWriters()).sectionsWorkbook(out, text, heading, sections),
  );
}
