import { PassThrough, type Writable } from "node:stream";
import type { Language, ReportExportFormat, ReportSpan, ValidReportRequest } from "@alarm/contract";
import { localDay } from "../../../core/calendar-spans.js";
import type { Principal } from "../../../core/principal.js";
import type { Db } from "../../../db/database.js";
import { alarmsAfter, alarmsByIds, countAlarms, orderedIds, type TriggeredCursor } from "../detailed.js";
import { monthlyReport } from "../monthly.js";
import type { ResolvedReport } from "../report-scope.js";
import type { AlarmBatches } from "./excel.js";
import { exportText } from "./export-text.js";
import { reportHeading } from "./report-heading.js";

/** Alarms read per query while a detailed file is written: the file's size never sits in memory. */
const BATCH = 500;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PDF = "application/pdf";
export const REPORT_CONTENT_TYPES = [XLSX, PDF] as const;

/** The file writers are loaded with the first export: a server that never exports a report does not hold exceljs and pdfkit. */
export const excelWriters = () => import("./excel.js");
export const pdfWriters = () => import("./pdf.js");

/** A file being written: its bytes flow through `stream` as they are made. */
export type ReportFile = { stream: PassThrough; name: string; contentType: string; alarms: number };

/** The formats of the alarm load report (alarm-load-export.ts); the others are of the alarms' reports. */
export type AlarmLoadFormat = Extract<ReportExportFormat, "EXCEL_ALARM_LOAD" | "PDF_ALARM_LOAD">;

/**
 * A file of `kind` written by `write` while it is sent: a failure while writing ends the stream with
 * that error (the download breaks off rather than ending in a truncated "valid" file). Named by the
 * days as the heading reads them: the first and the last (not the exclusive end), in the report's zone.
 */
export function streamedFile(kind: string, span: ReportSpan, pdf: boolean, alarms: number, write: (out: Writable) => Promise<void>): ReportFile {
  const stream = new PassThrough({ highWaterMark: 1 << 20 });
  write(stream).catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  const days = `${localDay(new Date(span.from), span.timeZone)}_${localDay(new Date(Date.parse(span.until) - 1), span.timeZone)}`;
  return { stream, name: `${kind}_${days}.${pdf ? "pdf" : "xlsx"}`, contentType: pdf ? PDF : XLSX, alarms };
}

/** The report's alarms batch by batch: along the triggered-at index without a grouping, else by their ids sorted once (8 bytes an alarm). */
async function* batchesOf(db: Db, report: ResolvedReport): AlarmBatches {
  if (report.grouping !== "NONE") {
    const ids = await orderedIds(db, report);
    for (let start = 0; start < ids.length; start += BATCH) yield await alarmsByIds(db, report, ids.slice(start, start + BATCH));
    return;
  }
  let cursor: TriggeredCursor | null = null;
  do {
    const batch = await alarmsAfter(db, report, cursor, BATCH);
    if (batch.rows.length) yield batch.rows;
    cursor = batch.next;
  } while (cursor);
}

/**
 * Starts writing a report file (docs/domain-rules.md#alarm-table-filter, export choices). The
 * request is resolved and checked before anything is sent, so a refusal is still an error answer.
 */
export async function exportReport(
  db: Db,
  principal: Principal,
  request: ValidReportRequest,
  report: ResolvedReport,
  format: Exclude<ReportExportFormat, AlarmLoadFormat>,
  language: Language,
): Promise<ReportFile> {
  const monthly = format === "EXCEL" || format === "PDF";
  const text = await exportText(language, report.timeZone);
  const heading = await reportHeading(db, principal, request, report, text, monthly ? "MONTHLY" : "DETAILED");
  const alarms = await countAlarms(db, report);
  const write = async (out: Writable) => {
    if (format === "PDF" || format === "PDF_DETAILED") {
      const { alarmsPdf, monthlyPdf } = await pdfWriters();
      return format === "PDF"
        ? monthlyPdf(out, text, heading, await monthlyReport(db, report))
        : alarmsPdf(out, text, heading, report.grouping, batchesOf(db, report));
    }
    const { alarmsWorkbook, monthlyWorkbook } = await excelWriters();
    if (format === "EXCEL") return monthlyWorkbook(out, text, heading, await monthlyReport(db, report));
    return alarmsWorkbook(out, text, heading, report.grouping, batchesOf(db, report), format === "EXCEL_DATATABLE" ? "DATATABLE" : "DETAILED");
  };
  const kind = monthly ? "monthly-report" : format === "EXCEL_DATATABLE" ? "alarms" : "detailed-report";
  return streamedFile(kind, report.span, format.startsWith("PDF"), alarms, write);
}
