import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { DetailedReportRow, MonthlyReport, ReportGrouping } from "@alarm/contract";
import type { ExportText } from "./export-text.js";
import { alarmColumns, type Cell, type CellKind, type Column, groupLabel, monthlyColumns, monthlyLines, type ReportSection } from "./report-columns.js";
import type { ReportHeading } from "./report-heading.js";

type Sheet = ExcelJS.Worksheet;
const bold = { bold: true };
const FORMATS: Partial<Record<CellKind, string>> = { dateTime: "dd.mm.yyyy hh:mm:ss", seconds: "0.0", decimal: "0.0#", count: "0", id: "0" };

/** A workbook written to `out` as it is built: rows are committed and leave memory (exceljs's streaming writer). */
export function workbookWriter(out: Writable) {
  return new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
}

const cellValue = (text: ExportText, kind: CellKind, value: Cell) => (kind === "dateTime" && typeof value === "string" ? text.wallClock(value) : value);

/** Column widths and the cells' number formats, set before any row is committed. */
function shape<Row>(sheet: Sheet, columns: Column<Row>[], offset = 0) {
  columns.forEach((column, index) => {
    const target = sheet.getColumn(index + 1 + offset);
    target.width = column.width + 2;
    const format = FORMATS[column.kind];
    if (format) target.numFmt = format;
  });
}

function addHeading(sheet: Sheet, heading: ReportHeading) {
  const title = sheet.addRow([heading.title]);
  title.font = { bold: true, size: 14 };
  title.commit();
  for (const [label, value] of heading.lines) {
    const line = sheet.addRow([label, value]);
    line.getCell(1).font = bold;
    line.commit();
  }
  sheet.addRow([]).commit();
}

function addRow<Row>(sheet: Sheet, text: ExportText, columns: Column<Row>[], row: Row, font?: Partial<ExcelJS.Font>) {
  const added = sheet.addRow(columns.map((column) => cellValue(text, column.kind, column.value(row))));
  if (font) added.font = font;
  added.commit();
}

function addHeader(sheet: Sheet, headers: string[]) {
  const row = sheet.addRow(headers);
  row.font = bold;
  row.commit();
}

/** EXCEL: the monthly report as a sheet: heading, one row per month and group, the total. */
export async function monthlyWorkbook(out: Writable, text: ExportText, heading: ReportHeading, report: MonthlyReport) {
  const workbook = workbookWriter(out);
  const sheet = workbook.addWorksheet(heading.title);
  const columns = monthlyColumns(text, report);
  shape(sheet, columns);
  addHeading(sheet, heading);
  addHeader(
    sheet,
    columns.map((column) => column.header),
  );
  const { lines, total } = monthlyLines(text, report);
  for (const line of lines) addRow(sheet, text, columns, line);
  addRow(sheet, text, columns, total, bold);
  sheet.commit();
  await workbook.commit();
}

/** Batches of the detailed report, in the report's order. */
export type AlarmBatches = AsyncIterable<DetailedReportRow[]>;

/**
 * EXCEL_DATATABLE: one row per alarm under one header row with a filter, ready for a pivot table;
 * the heading on a sheet of its own. EXCEL_DETAILED: heading, then each alarm with its recipients
 * and their answers on the rows below it (outlined, so they fold), a line per group.
 */
export async function alarmsWorkbook(
  out: Writable,
  text: ExportText,
  heading: ReportHeading,
  grouping: ReportGrouping,
  batches: AlarmBatches,
  layout: "DATATABLE" | "DETAILED",
) {
  const workbook = workbookWriter(out);
  const columns = alarmColumns(text, grouping);
  let sheet: Sheet;
  if (layout === "DATATABLE") {
    const about = workbook.addWorksheet(text.t("reportFiles.filters"));
    about.getColumn(1).width = 22;
    about.getColumn(2).width = 60;
    addHeading(about, heading);
    about.commit();
    sheet = workbook.addWorksheet(heading.title, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    shape(sheet, columns);
  } else {
    sheet = workbook.addWorksheet(heading.title, { properties: { outlineLevelRow: 1 } as ExcelJS.WorksheetProperties });
    shape(sheet, columns);
    addHeading(sheet, heading);
  }
  const recipientColumn = columns.length;
  if (layout === "DETAILED") {
    for (const index of [0, 1, 2]) sheet.getColumn(recipientColumn + 1 + index).width = [26, 14, 20][index]!;
  }
  const t = (key: string) => text.t(`reportFiles.columns.${key}`);
  addHeader(sheet, [...columns.map((column) => column.header), ...(layout === "DETAILED" ? [t("recipient"), t("answer"), t("answeredAt")] : [])]);
  let group: string | null | undefined;
  for await (const batch of batches) {
    for (const alarm of batch) {
      if (layout === "DETAILED" && grouping !== "NONE" && alarm.group !== group) {
        group = alarm.group;
        const line = sheet.addRow([`${text.t(`reportFiles.groupings.${grouping}`)}: ${groupLabel(text, grouping, group)}`]);
        line.font = { bold: true, italic: true };
        line.commit();
      }
      addRow(sheet, text, columns, alarm);
      if (layout !== "DETAILED") continue;
      for (const recipient of alarm.recipients) {
        const row = sheet.addRow([
          ...Array<null>(recipientColumn).fill(null),
          recipient.name,
          text.t(`alarmTable.recipientStatuses.${recipient.status}`),
          recipient.respondedAt ? text.wallClock(recipient.respondedAt) : null,
        ]);
        row.outlineLevel = 1;
        row.getCell(recipientColumn + 3).numFmt = FORMATS.dateTime!;
        row.commit();
      }
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** What Excel allows in a sheet's name: none of [ ] : * ? / \ and at most 31 characters. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31);

/** Titled tables (the alarm load report), each on a sheet of its own; the heading above the first. */
export async function sectionsWorkbook(out: Writable, text: ExportText, heading: ReportHeading, sections: ReportSection[]) {
  const workbook = workbookWriter(out);
  sections.forEach((section, index) => {
    const sheet = workbook.addWorksheet(sheetName(section.title));
    shape(sheet, section.columns);
    if (index === 0) addHeading(sheet, heading);
    addHeader(
      sheet,
      section.columns.map((column) => column.header),
    );
    if (section.rows.length === 0) sheet.addRow([section.empty]).commit();
    for (const row of section.rows) addRow(sheet, text, section.columns, row);
    sheet.commit();
  });
  await workbook.commit();
}
