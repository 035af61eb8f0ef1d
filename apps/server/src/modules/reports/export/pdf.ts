import { createRequire } from "node:module";
import type { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import type { MonthlyReport, ReportGrouping } from "@alarm/contract";
import type { AlarmBatches } from "./excel.js";
import type { ExportText } from "./export-text.js";
import { alarmColumns, type Column, groupLabel, monthlyColumns, monthlyLines, printed } from "./report-columns.js";
import type { ReportHeading } from "./report-heading.js";

const require = createRequire(import.meta.url);
/** DejaVu covers the Latin letters of every console language (ř, ß, è …); shipped as a package, not looked up on the host. */
const FONTS = { regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"), bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf") };
const MARGIN = 36;
const ROW = 12;
const SIZE = 7.5;

type Doc = PDFKit.PDFDocument;

/**
 * A landscape A4 document written to `out` page by page (pdfkit writes each page out when the next
 * begins), with the heading on the first page, the table's header on every page and page numbers.
 */
class TablePrinter<Row> {
  readonly doc: Doc;
  private y = MARGIN;
  private page = 1;
  private readonly widths: number[];

  constructor(
    out: Writable,
    private readonly text: ExportText,
    private readonly columns: Column<Row>[],
  ) {
    this.doc = new PDFDocument({ size: "A4", layout: "landscape", margin: MARGIN, bufferPages: false, info: { Producer: "Alarm console" } });
    this.doc.registerFont("regular", FONTS.regular);
    this.doc.registerFont("bold", FONTS.bold);
    this.doc.pipe(out);
    const usable = this.doc.page.width - 2 * MARGIN;
    const units = columns.reduce((sum, column) => sum + column.width, 0);
    this.widths = columns.map((column) => (column.width / units) * usable);
    this.footer();
  }

  heading(heading: ReportHeading) {
    this.doc.font("bold").fontSize(14).text(heading.title, MARGIN, this.y);
    this.y = this.doc.y + 6;
    for (const [label, value] of heading.lines) {
      this.doc.font("bold").fontSize(8).text(`${label}:`, MARGIN, this.y, { width: 110, lineBreak: false });
      this.doc.font("regular").text(value, MARGIN + 115, this.y, { width: this.doc.page.width - 2 * MARGIN - 115 });
      this.y = this.doc.y + 2;
    }
    this.y += 8;
    this.header();
  }

  row(row: Row, font: "regular" | "bold" = "regular") {
    this.room(ROW);
    this.cells(this.columns.map((column) => printed(this.text, column.kind, column.value(row))), font);
  }

  /** A line across the table: a group's title, or a recipient's answer under its alarm. */
  note(text: string, indent = 0, font: "regular" | "bold" = "regular") {
    this.room(ROW);
    this.doc.font(font).fontSize(SIZE).fillColor("#333333").text(text, MARGIN + indent, this.y + 2, { width: this.doc.page.width - 2 * MARGIN - indent, height: ROW - 2, ellipsis: true });
    this.doc.fillColor("black");
    this.y += ROW;
  }

  end() {
    this.doc.end();
  }

  private header() {
    this.room(ROW * 2);
    this.doc.rect(MARGIN, this.y, this.doc.page.width - 2 * MARGIN, ROW + 2).fill("#e8eef5").fillColor("black");
    this.cells(this.columns.map((column) => column.header), "bold");
    this.y += 2;
  }

  private cells(values: string[], font: "regular" | "bold") {
    let x = MARGIN;
    this.doc.font(font).fontSize(SIZE);
    values.forEach((value, index) => {
      const width = this.widths[index]!;
      const numeric = this.columns[index]!.kind !== "text" && this.columns[index]!.kind !== "dateTime";
      // A bounded height with an ellipsis keeps each cell to one line, cut short when too long.
      this.doc.text(value, x + 2, this.y + 2, { width: width - 4, height: ROW - 2, ellipsis: true, align: numeric ? "right" : "left" });
      x += width;
    });
    this.y += ROW;
  }

  /** A new page (with the table's header) when `height` does not fit on this one. */
  private room(height: number) {
    if (this.y + height <= this.doc.page.height - MARGIN - ROW) return;
    this.doc.addPage();
    this.page += 1;
    this.y = MARGIN;
    this.footer();
    this.header();
  }

  private footer() {
    const { doc } = this;
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would start a page of its own.
    doc.page.margins.bottom = 0;
    doc.font("regular").fontSize(7).fillColor("#666666").text(this.text.t("reportFiles.page", { page: this.page }), MARGIN, doc.page.height - MARGIN + 8, { width: doc.page.width - 2 * MARGIN, align: "right", lineBreak: false });
    doc.fillColor("black");
    doc.page.margins.bottom = bottom;
  }
}

/** Waits while the reader is behind, so that a slow download does not pile the document up in memory. */
async function keepPace(out: Writable) {
  if (out.writableNeedDrain) await new Promise((resolve) => out.once("drain", resolve));
}

/** PDF: the monthly report's table and total. */
export function monthlyPdf(out: Writable, text: ExportText, heading: ReportHeading, report: MonthlyReport) {
  const printer = new TablePrinter(out, text, monthlyColumns(text, report));
  printer.heading(heading);
  const { lines, total } = monthlyLines(text, report);
  if (lines.length === 0) printer.note(text.t("reportFiles.noAlarms"));
  for (const line of lines) printer.row(line);
  printer.row(total, "bold");
  printer.end();
}

/** PDF detailed: every alarm, each followed by its recipients and their answers; a title line per group. */
export async function alarmsPdf(out: Writable, text: ExportText, heading: ReportHeading, grouping: ReportGrouping, batches: AlarmBatches) {
  const printer = new TablePrinter(out, text, alarmColumns(text, grouping));
  printer.heading(heading);
  let group: string | null | undefined;
  let any = false;
  for await (const batch of batches) {
    for (const alarm of batch) {
      any = true;
      if (grouping !== "NONE" && alarm.group !== group) {
        group = alarm.group;
        printer.note(`${text.t(`reportFiles.groupings.${grouping}`)}: ${groupLabel(text, grouping, group)}`, 0, "bold");
      }
      printer.row(alarm);
      for (const recipient of alarm.recipients) {
        const answered = recipient.respondedAt ? `, ${text.dateTime(recipient.respondedAt)}` : "";
        printer.note(`${recipient.name}: ${text.t(`alarmTable.recipientStatuses.${recipient.status}`)}${answered}`, 24);
      }
    }
    await keepPace(out);
  }
  if (!any) printer.note(text.t("reportFiles.noAlarms"));
  printer.end();
}
