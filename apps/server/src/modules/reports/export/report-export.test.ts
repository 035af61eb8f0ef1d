import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import ExcelJS from "exceljs";
import type { ReportExportRequest } from "@alarm/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { march, POINT_A, seedReportFixtures } from "../../../../test/report-fixtures.js";
import { useTestApp } from "../../../../test/test-app.js";

const run = promisify(execFile);
const ctx = useTestApp({ timeZone: "UTC" });
let token: string;
let folder: string;

beforeAll(async () => {
  ({ token } = await seedReportFixtures(ctx));
  folder = await mkdtemp(join(tmpdir(), "report-export-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function download(request: ReportExportRequest) {
  const response = await ctx.call({ method: "POST", url: "/reports/export", token, payload: request });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return { bytes: response.rawPayload, headers: response.headers };
}

async function workbook(request: ReportExportRequest) {
  const { bytes, headers } = await download(request);
  expect(headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return { book, headers };
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** The PDF's text as pdftotext reads it, and its first page rendered by pdftoppm. */
async function pdf(request: ReportExportRequest, name: string) {
  const { bytes, headers } = await download(request);
  expect(headers["content-type"]).toBe("application/pdf");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const file = join(folder, `${name}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  await run("pdftoppm", ["-png", "-r", "40", "-f", "1", "-l", "1", file, join(folder, name)]);
  const png = await readFile(join(folder, `${name}-1.png`));
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect((await stat(join(folder, `${name}-1.png`))).size).toBeGreaterThan(2_000);
  return stdout.replace(/\s+/g, " ");
}

describe("report exports", () => {
  it("Excel: the monthly rows and the total of the report, with the organization, range and filters printed", async () => {
    const { book, headers } = await workbook({ report: { ...march, grouping: "ALARM_POINT_ID" }, format: "EXCEL", language: "ENGLISH" });
    expect(headers["content-disposition"]).toContain("monthly-report_2025-03-01_2025-04-30.xlsx");
    expect(headers["x-report-alarms"]).toBe("7");
    const rows = rowsOf(book.worksheets[0]!);
    const text = rows.map((row) => row.join(" | "));
    expect(text[0]).toBe("Monthly report");
    expect(text).toContain("Organization | Reporting site and the organizations below it");
    expect(text).toContain("Grouping | Alarm point ID");
    const header = rows.findIndex((row) => row[0] === "Month");
    expect(rows[header]).toEqual([
      "Month",
      "Group",
      "Alarms",
      "Accepted by someone",
      "Status: Failure",
      "Status: Finished",
      "Status: Not accepted",
      "Median to accept (s)",
      "p90 to accept (s)",
      "Median to end (s)",
      "p90 to end (s)",
    ]);
    expect(rows.slice(header + 1)).toEqual([
      ["2025-03", String(POINT_A), 3, 2, 0, 2, 1, 15, 19, 200, 280],
      ["2025-03", String(POINT_A + 1), 1, 1, 0, 1, 0, 40, 40, 400, 400],
      ["2025-04", "(none)", 1, 1, 0, 1, 0, 60, 60, 120, 120],
      ["2025-04", String(POINT_A), 1, 1, 0, 1, 0, 30, 30, 600, 600],
      ["2025-04", String(POINT_A + 1), 1, 0, 1, 0, 0, undefined, undefined, 50, 50],
      ["Total", undefined, 7, 5, 1, 5, 1, 30, 52, 200, 480],
    ]);
  });

  it("Excel datatable: one typed row per alarm under a filtered header, the heading on a sheet of its own", async () => {
    const { book } = await workbook({ report: { ...march, columnsFilter: { triggeredBy: "admin" } }, format: "EXCEL_DATATABLE", language: "ENGLISH" });
    const [about, data] = book.worksheets;
    expect(rowsOf(about!).map((row) => row.join(" | "))).toContain("Filters | Triggered by: admin");
    const rows = rowsOf(data!);
    expect(rows[0]![0]).toBe("Triggered at");
    expect(rows.slice(1).map((row) => row[2])).toEqual(["Pump", "Boiler", "Boiler", "Boiler"]);
    expect(rows.at(-1)![0]).toEqual(new Date("2025-03-03T08:00:00Z"));
    expect(rows.at(-1)!.slice(7)).toEqual(["Finished", 5, 10, 100]);
    expect(data!.autoFilter).toBeTruthy();
  });

  it("Excel detailed: each alarm followed by its recipients and answers, a line per group, in German", async () => {
    const { book } = await workbook({ report: { ...march, grouping: "STATUS" }, format: "EXCEL_DETAILED", language: "GERMAN" });
    const text = rowsOf(book.worksheets[0]!).map((row) =>
      row
        .filter((cell) => cell !== null && cell !== undefined)
        .map(String)
        .join(" | "),
    );
    expect(text[0]).toBe("Detailbericht");
    expect(text).toContain("Alarmauftragsstatus: Nicht angenommen");
    const firstGroup = text.indexOf("Alarmauftragsstatus: Fehler");
    expect(firstGroup).toBeGreaterThan(0);
    expect(text.filter((line) => line.startsWith("Jan Dvořák | Angenommen"))).toHaveLength(2);
    expect(text.filter((line) => line.startsWith("Eva Horáková | Abgelehnt"))).toHaveLength(1);
  });

  it("PDF: the monthly table with the heading, in the user's numbers and dates, rendered by poppler", async () => {
    const text = await pdf({ report: march, format: "PDF", language: "CZECH" }, "monthly");
    expect(text).toContain("Měsíční přehled");
    expect(text).toContain("Reporting site a organizace pod ní");
    expect(text).toContain("01.03.2025 – 30.04.2025");
    // Titles of two lines, side by side as poppler's layout reads them.
    expect(text).toContain("Měsíc Alarmy Někým Stav: Stav: Stav: Medián p90 do Medián p90 do přijato Selhání Dokončený Nepřijatý");
    expect(text).toContain("2025-03 4 3 0 3 1 20 36 250 370 2025-04 3 2 1 2 0 45 57 120 504 Celkem 7 5 1 5 1 30 52 200 480");
  });

  it("PDF detailed: every alarm with who answered, across pages with the header repeated", async () => {
    const text = await pdf({ report: { ...march, grouping: "ALARM_POINT_ID" }, format: "PDF_DETAILED", language: "ENGLISH" }, "detailed");
    expect(text).toContain("Detailed report");
    expect(text).toContain(`Alarm point ID: ${POINT_A}`);
    expect(text).toContain("Jan Dvořák: Accepted");
    expect(text).toContain("Eva Horáková: Declined");
    expect(text).toContain("Page 1");
  });

  it("refuses a bad request before the first byte, in the contract's shape", async () => {
    const response = await ctx.call({
      method: "POST",
      url: "/reports/export",
      token,
      payload: { report: { range: "CUSTOM", from: "2025-04-01", until: "2025-03-01" }, format: "PDF" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", details: [expect.objectContaining({ code: "END_BEFORE_START" })] });
    expect((await ctx.call({ method: "POST", url: "/reports/export", token, payload: { report: march, format: "WORD" } })).statusCode).toBe(400);
  });
});
