import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import ExcelJS from "exceljs";
import type { DetailedReport, ReportExportFormat, ReportExportRequest, ReportRequest } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alarmRecipients, organizations } from "../../../db/schema/index.js";
import { insertAlarm, insertRecipient } from "../../../../test/alarm-rows.js";
import { alarmsAfter, type TriggeredCursor } from "../detailed.js";
import { createTestOrganization } from "../../../../test/factories.js";
import { useTestApp } from "../../../../test/test-app.js";

const run = promisify(execFile);
const ctx = useTestApp({ timeZone: "UTC" });
let token: string;
let orgId: number;
let folder: string;

/** Texts longer than any column: a cut cell would lose their end. */
const LONG = {
  organization: "Städtische Wasserversorgung und Abwasserentsorgung der Region Nordwest",
  name: "Overpressure in the secondary cooling circuit of pumping station three, north-west building",
  systemId: "SCADA PLANT-7 LINE-3 PUMP-12 SENSOR-998",
  triggeredBy: "Alertmanager production cluster eu-central-1 replica two",
  recipient: "Maximiliane Theodora von Hohenzollern-Sigmaringen",
};
const month: ReportRequest = { range: "CUSTOM", from: "2025-03-01", until: "2025-03-31" };
const STATUSES = [
  "ACCEPTED",
  "ACKNOWLEDGED",
  "CANCELED",
  "CONFIG_PROBLEM",
  "FAILURE",
  "FINISHED",
  "INTERRUPTED",
  "NOT_ACCEPTED",
  "NOT_ACKNOWLEDGED",
  "PARTIAL_ACCEPTED",
  "PARTIAL_ACKNOWLEDGED",
] as const;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "report-layout-"));
  const org = await createTestOrganization(ctx.database.db, { name: LONG.organization });
  orgId = org.id;
  await ctx.database.db.update(organizations).set({ timeZone: "Europe/Prague" }).where(eq(organizations.id, org.id));
  token = (await ctx.userWith(["REPORTS"], org.id)).token;
  // One alarm of each status a day apart (every status a column of the monthly report); the long one in the afternoon.
  for (const [index, status] of STATUSES.entries()) {
    const triggeredAt = new Date(Date.UTC(2025, 2, 2 + index, 13, 5, 9));
    const id = await insertAlarm(ctx.database.db, {
      orgId: org.id,
      name: index === 0 ? LONG.name : `Alarm ${index}`,
      alarmPointId: 7_000 + index,
      systemId: index === 0 ? LONG.systemId : null,
      triggeredBy: index === 0 ? LONG.triggeredBy : "admin",
      status,
      triggeredAt,
      firstAcceptedAt: status.includes("ACCEPTED") && status !== "NOT_ACCEPTED" ? new Date(triggeredAt.getTime() + 12_000) : null,
      endedAt: new Date(triggeredAt.getTime() + 3_600_000),
    });
    if (index === 0) {
      const recipient = await insertRecipient(ctx.database.db, id, { participantId: 1, name: LONG.recipient, status: "ACCEPTED" });
      await ctx.database.db
        .update(alarmRecipients)
        .set({ respondedAt: new Date(triggeredAt.getTime() + 12_000) })
        .where(eq(alarmRecipients.id, recipient));
    }
  }
  // Two alarms within one millisecond, apart by microseconds (as the database keeps them).
  await ctx.database.db.execute(sql`update alarms set triggered_at = triggered_at + interval '123 microseconds' where org_id = ${org.id} and name = 'Alarm 1'`);
  await ctx.database.db.execute(
    sql`update alarms set triggered_at = (select triggered_at from alarms where org_id = ${org.id} and name = 'Alarm 1') + interval '333 microseconds' where org_id = ${org.id} and name = 'Alarm 2'`,
  );
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function download(format: ReportExportFormat, language: ReportExportRequest["language"], report: ReportRequest = month) {
  const response = await ctx.call({ method: "POST", url: "/reports/export", token, payload: { report, format, language } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.rawPayload;
}

/** A PDF's words with where they sit, as poppler reads them, and its text in the order written. */
async function pdf(format: ReportExportFormat, language: ReportExportRequest["language"], report?: ReportRequest) {
  const file = join(folder, `${format}-${language}.pdf`);
  await writeFile(file, await download(format, language, report));
  const { stdout: raw } = await run("pdftotext", ["-raw", file, "-"]);
  const { stdout: boxes } = await run("pdftotext", ["-bbox", file, "-"]);
  const pageWidth = Number(/<page width="([\d.]+)"/.exec(boxes)![1]);
  const words = [...boxes.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((match) => ({
    xMin: Number(match[1]),
    xMax: Number(match[2]),
    text: match[3]!,
  }));
  // A line broken after a hyphen joins without a space.
  return { text: raw.replace(/-\n/g, "-").replace(/\s+/g, " "), words, pageWidth };
}

async function workbook(format: ReportExportFormat, language: ReportExportRequest["language"], report?: ReportRequest) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await download(format, language, report)) as unknown as ArrayBuffer);
  return book;
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return rows;
};
const valuesOf = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

/** The titles of a report's columns, as its workbook has them: the first row with more than a label and its value. */
async function columnTitles(format: "EXCEL" | "EXCEL_DETAILED", language: ReportExportRequest["language"], grouping: ReportRequest["grouping"]) {
  const rows = rowsOf((await workbook(format, language, { ...month, grouping })).worksheets[0]!).map(valuesOf);
  const titles = rows.find((row) => row.length > 2) as string[];
  // The detailed workbook's last three: a recipient, the answer and when.
  return format === "EXCEL" ? titles : titles.slice(0, -3);
}

describe("report files", () => {
  it("PDF detailed: no cell is cut, long texts wrap within their cells and the row grows", async () => {
    const { text } = await pdf("PDF_DETAILED", "ENGLISH");
    expect(text).not.toContain("…");
    for (const whole of Object.values(LONG)) expect(text).toContain(whole);
  });

  it("write dates as DD.MM.YYYY HH:mm:ss (24 hours) of the organization's zone, in every language and file; Excel's are date cells", async () => {
    // 13:05:09 UTC is 14:05:09 in Prague in March.
    for (const language of ["ENGLISH", "FRENCH"] as const) {
      const { text } = await pdf("PDF_DETAILED", language);
      expect(text).toContain("02.03.2025 14:05:09 02.03.2025 15:05:09");
      expect(text).toContain(`${LONG.recipient}: ${language === "ENGLISH" ? "Accepted" : "A accepté"}, 02.03.2025 14:05:21`);
      expect(text).toContain("01.03.2025 – 31.03.2025");
      expect(text).not.toMatch(/\b(AM|PM)\b/);
    }
    expect((await pdf("PDF", "ITALIAN")).text).toMatch(/01\.03\.2025 – 31\.03\.2025 .* \d\d\.\d\d\.\d{4} \d\d:\d\d /);

    const monthly = rowsOf((await workbook("EXCEL", "GERMAN")).worksheets[0]!).map(valuesOf);
    expect(monthly).toContainEqual(["Zeitraum", "01.03.2025 – 31.03.2025"]);
    expect(monthly.find((row) => row[0] === "Erstellt")![1]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    for (const format of ["EXCEL_DATATABLE", "EXCEL_DETAILED"] as const) {
      const book = await workbook(format, "ENGLISH");
      const sheet = book.worksheets.at(-1)!;
      const alarm = rowsOf(sheet).find((row) => valuesOf(row).includes(LONG.name))!;
      const triggered = alarm.getCell(1);
      expect(triggered.value).toEqual(new Date("2025-03-02T14:05:09Z"));
      expect(triggered.numFmt).toBe("dd.mm.yyyy hh:mm:ss");
      expect(alarm.getCell(2).numFmt).toBe("dd.mm.yyyy hh:mm:ss");
      if (format === "EXCEL_DETAILED") {
        const answer = sheet.getRow(alarm.number + 1);
        expect(valuesOf(answer).filter(Boolean)).toEqual([LONG.recipient, "Accepted", new Date("2025-03-02T14:05:21Z")]);
        expect(answer.getCell(valuesOf(answer).length).numFmt).toBe("dd.mm.yyyy hh:mm:ss");
      }
    }
  });

  it("monthly Excel: each column its own title, the accepted alarms apart from the status Accepted", async () => {
    const rows = rowsOf((await workbook("EXCEL", "ENGLISH")).worksheets[0]!).map(valuesOf);
    const header = rows.find((row) => row[0] === "Month")!;
    expect(new Set(header).size).toBe(header.length);
    expect(header.slice(1, 5)).toEqual(["Alarms", "Accepted by someone", "Status: Accepted", "Status: Acknowledged"]);
    const total = rows.find((row) => row[0] === "Total")!;
    expect(total.slice(1, 4)).toEqual([11, 2, 1]);
  });

  it("PDF in German and Czech: every column fits the page, its title whole", async () => {
    for (const language of ["GERMAN", "CZECH"] as const) {
      for (const [format, grouping] of [
        ["PDF", "ALARM_POINT_ID"],
        ["PDF_DETAILED", "STATUS"],
      ] as const) {
        const { text, words, pageWidth } = await pdf(format, language, { ...month, grouping });
        expect(text, `${format} ${language}`).not.toContain("…");
        const headers = await columnTitles(format === "PDF" ? "EXCEL" : "EXCEL_DETAILED", language, grouping);
        for (const title of headers) expect(text, `${format} ${language}`).toContain(title);
        expect(Math.max(...words.map((word) => word.xMax)), `${format} ${language}`).toBeLessThanOrEqual(pageWidth - 36 + 0.5);
      }
    }
  });

  it("detailed files list the alarms as the screen does, the newest first, also read batch by batch", async () => {
    const shown = await ctx.call({ method: "POST", url: "/reports/detailed", token, payload: { report: month, pageSize: 100 } });
    const names = shown.json<DetailedReport>().list.map((row) => row.name);
    expect(names.slice(0, 3)).toEqual(["Alarm 10", "Alarm 9", "Alarm 8"]);
    expect(names.at(-1)).toBe(LONG.name);

    const rows = rowsOf((await workbook("EXCEL_DATATABLE", "ENGLISH")).worksheets[1]!).map(valuesOf);
    expect(rows.slice(1).map((row) => row[2])).toEqual(names);
    const { text } = await pdf("PDF_DETAILED", "ENGLISH");
    const printedAt = names.map((name) => text.indexOf(` ${name} `));
    expect(printedAt.every((at, index) => at > 0 && (index === 0 || at > printedAt[index - 1]!))).toBe(true);

    // An export reads the alarms in batches along the triggered-at index: a batch starts after the last of the one before.
    const report = {
      span: { from: "", until: "", timeZone: "UTC" },
      timeZone: "UTC",
      where: sql`alarms.org_id = ${orgId}`,
      group: sql`null::text`,
      grouping: "NONE" as const,
      orgIds: null,
    };
    for (const size of [1, 3]) {
      const read: string[] = [];
      let cursor: TriggeredCursor | null = null;
      do {
        const batch = await alarmsAfter(ctx.database.db, report, cursor, size);
        read.push(...batch.rows.map((row) => row.name));
        cursor = batch.next;
      } while (cursor);
      expect(read, `batches of ${size}`).toEqual(names);
    }
  });
});
