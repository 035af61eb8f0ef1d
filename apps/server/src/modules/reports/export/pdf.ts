import { createRequire } from "node:module";
import type { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import type { MonthlyReport, ReportGrouping } from "@alarm/contract";
import type { AlarmBatches } from "./excel.js";
import type { ExportText } from "./export-text.js";
import { alarmColumns, type CellKind, type Column, groupLabel, monthlyColumns, monthlyLines, printed, type ReportSection } from "./report-columns.js";
import type { ReportHeading } from "./report-heading.js";

const require = createRequire(import.meta.url);
/** DejaVu covers the Latin letters of every console language (ř, ß, è …); shipped as a package, not looked up on the host. */
const FONTS = { regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"), bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf") };
const MARGIN = 36;
/** The table's font size, and the smallest it shrinks to so that many columns fit across the page. */
const SIZE = 7.5;
const SMALLEST = 5;
/** Space around a cell's text. */
const PAD = 2;
/** Below the table: the page number. */
const FOOTER = 12;
/** What a cell of each kind holds on one line at the least (a date and time is never broken). */
const SAMPLES: Record<CellKind, string> = {
  dateTime: "00.00.0000 00:00:00",
  id: "0000000",
  count: "000000",
  seconds: "00000.0",
  decimal: "0000.00",
  text: "MMMMMM",
};

type Doc = PDFKit.PDFDocument;
type Font = "regular" | "bold";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** pdfkit fits a word on a line with the space after it. */
const longestWord = (doc: Doc, text: string) => Math.max(0, ...text.split(/\s+/).map((word) => doc.widthOfString(`${word} `)));

/**
 * A landscape A4 document written to `out` page by page (pdfkit writes each page out when the next
 * begins), with the heading on the first page, the table's header on every page and page numbers.
 * No cell is cut: its text wraps within the cell and the row grows to hold it.
 */
class TablePrinter<Row> {
  readonly doc: Doc;
  private y = MARGIN;
  private page = 1;
  private size: number;
  private widths: number[];

  constructor(
    out: Writable,
    private readonly text: ExportText,
    private columns: Column<Row>[],
  ) {
    this.doc = new PDFDocument({ size: "A4", layout: "landscape", margin: MARGIN, bufferPages: false, info: { Producer: "Alarm console" } });
    this.doc.registerFont("regular", FONTS.regular);
    this.doc.registerFont("bold", FONTS.bold);
    this.doc.pipe(out);
    [this.size, this.widths] = this.layout();
    this.footer();
  }

  /**
   * The font size and the columns' widths: each column as wide as its header's longest word and the
   * least its kind holds, the font smaller when these do not fit across the page; the width left over
   * shared by the text columns' weights (dates and numbers need no more).
   */
  private layout(): [number, number[]] {
    const usable = this.doc.page.width - 2 * MARGIN;
    const least = this.columns.map((column) => {
      const header = longestWord(this.doc.font("bold").fontSize(SIZE), column.header);
      return Math.max(header, this.doc.font("regular").widthOfString(`${SAMPLES[column.kind]} `));
    });
    // Half a point more than the padding: a word exactly as wide as its line would still break.
    const padding = 2 * PAD + 0.5;
    const scale = Math.min(1, (usable - padding * least.length) / sum(least));
    const size = Math.max(SMALLEST, SIZE * scale);
    // Below the smallest size the columns are narrower than their longest words, which then break.
    const fitted = least.map((width) => width * scale + padding);
    const anyText = this.columns.some((column) => column.kind === "text");
    const weights = this.columns.map((column) => (column.kind === "text" || !anyText ? column.width : 0));
    const spare = usable - sum(fitted);
    return [size, fitted.map((width, index) => width + (spare * weights[index]!) / sum(weights))];
  }

  /** The file's heading, then (unless a titled table follows, see `table`) the table's header. */
  heading(heading: ReportHeading, header = true) {
    this.doc.font("bold").fontSize(14).text(heading.title, MARGIN, this.y);
    this.y = this.doc.y + 6;
    for (const [label, value] of heading.lines) {
      this.doc.font("bold").fontSize(8).text(`${label}:`, MARGIN, this.y, { width: 110, lineBreak: false });
      this.doc.font("regular").text(value, MARGIN + 115, this.y, { width: this.doc.page.width - 2 * MARGIN - 115 });
      this.y = this.doc.y + 2;
    }
    this.y += 8;
    if (header) this.header();
  }

  /** Another table below: its title, then its header, with widths of its own. */
  table(title: string, columns: Column<Row>[]) {
    this.columns = columns;
    [this.size, this.widths] = this.layout();
    // A title with no room for its header and a row below starts a page.
    if (!this.fits(6 * this.size + 8 * PAD)) this.newPage();
    else this.y += 6;
    this.note(title, 0, "bold");
    this.header();
  }

  row(row: Row, font: Font = "regular") {
    const values = this.columns.map((column) => printed(this.text, column.kind, column.value(row)));
    const height = this.heightOf(values, font);
    this.room(height);
    this.cells(values, font, height);
  }

  /** A line across the table: a group's title, or a recipient's answer under its alarm. */
  note(text: string, indent = 0, font: Font = "regular") {
    const width = this.doc.page.width - 2 * MARGIN - indent;
    const height = this.doc.font(font).fontSize(this.size).heightOfString(text, { width }) + 2 * PAD;
    this.room(height);
    this.doc
      .font(font)
      .fontSize(this.size)
      .fillColor("#333333")
      .text(text, MARGIN + indent, this.y + PAD, { width });
    this.doc.fillColor("black");
    this.y += height;
  }

  end() {
    this.doc.end();
  }

  /** The table's header; on a new page when it and a line below it do not fit on this one. */
  private header() {
    const headers = this.columns.map((column) => column.header);
    const height = this.heightOf(headers, "bold");
    if (!this.fits(2 * height)) this.newPage();
    this.doc
      .rect(MARGIN, this.y, this.doc.page.width - 2 * MARGIN, height)
      .fill("#e8eef5")
      .fillColor("black");
    this.cells(headers, "bold", height);
    this.y += PAD;
  }

  /** The height of a row of these texts: its tallest cell, each wrapped within its column. */
  private heightOf(values: string[], font: Font) {
    this.doc.font(font).fontSize(this.size);
    const line = this.doc.currentLineHeight(true);
    return Math.max(line, ...values.map((value, index) => this.doc.heightOfString(value, { width: this.widths[index]! - 2 * PAD }))) + 2 * PAD;
  }

  private cells(values: string[], font: Font, height: number) {
    let x = MARGIN;
    this.doc.font(font).fontSize(this.size);
    values.forEach((value, index) => {
      const width = this.widths[index]!;
      const numeric = this.columns[index]!.kind !== "text" && this.columns[index]!.kind !== "dateTime";
      this.doc.text(value, x + PAD, this.y + PAD, { width: width - 2 * PAD, align: numeric ? "right" : "left" });
      x += width;
    });
    this.y += height;
  }

  private fits(height: number) {
    return this.y + height <= this.doc.page.height - MARGIN - FOOTER;
  }

  /** A new page (with the table's header) when `height` does not fit on this one. */
  private room(height: number) {
    if (this.fits(height)) return;
    this.newPage();
    this.header();
  }

  private newPage() {
    this.doc.addPage();
    this.page += 1;
    this.y = MARGIN;
    this.footer();
  }

  private footer() {
    const { doc } = this;
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would start a page of its own.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(7)
      .fillColor("#666666")
      .text(this.text.t("reportFiles.page", { page: this.page }), MARGIN, doc.page.height - MARGIN + 8, {
        width: doc.page.width - 2 * MARGIN,
        align: "right",
        lineBreak: false,
      });
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

/** PDF of titled tables one below the other (the alarm load report): each with its header, repeated on a new page. */
export function sectionsPdf(out: Writable, text: ExportText, heading: ReportHeading, sections: ReportSection[]) {
  const printer = new TablePrinter(out, text, sections[0]?.columns ?? []);
  printer.heading(heading, false);
  for (const section of sections) {
    printer.table(section.title, section.columns);
    if (section.rows.length === 0) printer.note(section.empty);
    for (const row of section.rows) printer.row(row);
  }
  printer.end();
}
