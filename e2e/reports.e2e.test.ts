import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { MonthlyReport, ReportRequest } from "@alarm/contract";
import ExcelJS from "exceljs";
import type { Download } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickOrganization } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";
import { chooseOption } from "./support/fixtures.js";

const run = promisify(execFile);

const fixture = useSignedInConsole({ context: { acceptDownloads: true } });
let folder: string;

const ORGANIZATION = "Harbour Depot";
const CRANE = "Quay crane overload";
const REEFER = "Reefer power loss";
const points: Record<string, number> = {};

const monthlyRows = () => fixture.page.locator(".report-monthly tbody tr");
/** The report the screen shows now: the harbour's alarms of this month by alarm point, as the console asks for it. */
const shownRequest: ReportRequest = { range: "THIS_MONTH", grouping: "ALARM_POINT_ID" };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "reports-e2e-"));

  // A depot with two alarm points whose one participant has only an SMS device (no gateway here: each alarm fails, and is still counted).
  const org = await fixture.api<{ id: number }>("POST", "/organizations", { name: ORGANIZATION, parentId: 1 });
  Object.assign(shownRequest, { organizationFilter: { orgIds: [org.id], recursive: true } });
  const person = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Pia",
    surname: "Pier",
    orgId: org.id,
    language: "ENGLISH",
    devices: [{ callingDeviceType: "SMS", address: "+420601000777" }],
  });
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Quay crew",
    orgId: org.id,
    ranks: [{ waitTime: 5, entries: [{ participantId: person.id }] }],
  });
  for (const name of [CRANE, REEFER])
    points[name] = (await fixture.api<{ id: number }>("POST", "/alarmpoints", { name, orgId: org.id, alarmPlanId: plan.id, text: `${name} at berth 4` })).id;
  for (const name of [CRANE, CRANE, REEFER]) await fixture.api("POST", "/alarm-trigger", { alarmPointId: points[name] });
  // Something outside the depot, which its report leaves out.
  await fixture.api("POST", "/alarm-trigger", { manualCall: { name: "Head office drill", orgId: 1, participantIds: [person.id] } });
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Waits for a toast with the text and closes it, until it is gone (so that the next toast is the only one). */
async function toast(text: string | RegExp, severity = "") {
  const message = fixture.page.locator(`.p-toast-message${severity}`, { hasText: text }).first();
  await message.waitFor();
  await message.locator(".p-toast-icon-close").click();
  await message.waitFor({ state: "detached" });
}

/** Waits for the file a click saves, and answers its name and bytes. */
async function downloaded(click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([fixture.page.waitForEvent("download") as Promise<Download>, click()]);
  const path = join(folder, download.suggestedFilename());
  await download.saveAs(path);
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

describe("reports", () => {
  let report: MonthlyReport;

  it("runs the monthly report of an organization grouped by alarm point, and keeps it in the address", async () => {
    await fixture.page.goto(`${fixture.url}/reports/monthly`);
    await fixture.page.locator(".page-title", { hasText: "Monthly reports" }).waitFor();
    await chooseOption(fixture.page, "report-grouping", "Alarm Point Id");
    await fixture.page.getByRole("button", { name: "Alarm filters" }).click();
    await fixture.page.getByRole("button", { name: "Choose organization" }).click();
    await pickOrganization(fixture.page, ORGANIZATION);
    await fixture.page.getByRole("button", { name: "Run" }).click();

    await fixture.page.waitForURL((url) => url.searchParams.get("group") === "ALARM_POINT_ID" && url.searchParams.has("org"));
    await expect.poll(() => monthlyRows().count()).toBe(2);
    report = await fixture.api<MonthlyReport>("POST", "/reports/monthly", shownRequest);
    expect(report.rows.map((row) => [row.group, row.alarms])).toEqual([
      [String(points[CRANE]), 2],
      [String(points[REEFER]), 1],
    ]);
    for (const row of report.rows) {
      const cells = monthlyRows().filter({ has: fixture.page.locator(".report-group-cell", { hasText: new RegExp(`^${row.group}$`) }) });
      await expect.poll(() => cells.locator("td.report-number").first().textContent()).toBe(String(row.alarms));
    }
    expect(await fixture.page.locator(".report-monthly tfoot").textContent()).toContain("Total");
    await fixture.page.locator(".report-chart canvas").waitFor();
    await fixture.page.locator(".report-responses .report-heat-map").waitFor();

    await fixture.page.reload();
    await expect.poll(() => monthlyRows().count()).toBe(2);
  });

  it("exports the report as Excel with its rows", async () => {
    const file = await downloaded(() => fixture.page.getByRole("button", { name: "Export", exact: true }).click());
    await toast("Report saved");
    expect(file.name).toMatch(/\.xlsx$/);
    expect(file.bytes.subarray(0, 2).toString()).toBe("PK");

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const text = rows.map((row) => row.join(" | "));
    expect(text).toContain(`Organization | ${ORGANIZATION}`);
    const header = rows.findIndex((row) => row[0] === "Month");
    expect(header).toBeGreaterThan(0);
    expect(rows.slice(header + 1, header + 1 + report.rows.length).map((row) => [row[0], row[1], row[2]])).toEqual(
      report.rows.map((row) => [row.month, row.group, row.alarms]),
    );
    expect(rows[header + 1 + report.rows.length]![0]).toBe("Total");
  });

  it("exports the report as PDF naming the organization and the range", async () => {
    const file = await downloaded(async () => {
      await fixture.page.getByRole("button", { name: "Choose the export format" }).click();
      await fixture.page.getByRole("menuitem", { name: "PDF", exact: true }).click();
    });
    await toast("Report saved");
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.bytes.subarray(0, 4).toString()).toBe("%PDF");
    const { stdout } = await run("pdftotext", ["-layout", join(folder, file.name), "-"]);
    const text = stdout.replace(/\s+/g, " ");
    // Files write days as DD.MM.YYYY in the report's zone.
    const day = (instant: number) =>
      new Intl.DateTimeFormat("en-GB", { timeZone: report.span.timeZone, day: "2-digit", month: "2-digit", year: "numeric" })
        .format(instant)
        .replaceAll("/", ".");
    const range = `${day(Date.parse(report.span.from))} – ${day(Date.parse(report.span.until) - 1)}`;
    expect(text).toContain(ORGANIZATION);
    expect(text).toContain(range);
  });

  it("shows the export's progress, cancels it, and says a refusal in the reader's words", async () => {
    // The server takes its time with this one: the spinner shows until Cancel.
    await fixture.page.route("**/rest/api/reports/export", () => undefined);
    await fixture.page.getByRole("button", { name: "Export", exact: true }).click();
    const progress = fixture.page.locator(".report-export-progress");
    await progress.getByText("The server is making the Excel file").waitFor();
    await progress.getByRole("button", { name: "Cancel" }).click();
    await toast("Export canceled");
    await progress.waitFor({ state: "detached" });
    await fixture.page.unroute("**/rest/api/reports/export");

    await fixture.page.route("**/rest/api/reports/export", (route) =>
      route.fulfill({ status: 400, json: { code: "LIMIT_EXCEEDED", reason: "Too many rows" } }),
    );
    await fixture.page.getByRole("button", { name: "Export", exact: true }).click();
    await toast(/Export failed.*The report holds too many alarms\. Choose a shorter range or more filters\./, "-error");
    await fixture.page.unroute("**/rest/api/reports/export");
  });

  it("lists the same alarms on the detailed tab under their alarm point, each with its recipients", async () => {
    await fixture.page.locator(".report-tabs").getByText("Detailed reports").click();
    await fixture.page.waitForURL((url) => url.pathname === "/reports/detailed" && url.searchParams.get("group") === "ALARM_POINT_ID");
    const table = fixture.page.locator(".report-detailed");
    await table.locator(".report-group", { hasText: String(points[CRANE]) }).waitFor();
    await table.locator(".report-group", { hasText: String(points[REEFER]) }).waitFor();
    expect(await table.locator("tbody tr", { hasText: CRANE }).count()).toBe(2);
    expect(await table.locator("tbody tr", { hasText: "Head office drill" }).count()).toBe(0);

    await table.locator("tbody tr", { hasText: REEFER }).getByRole("button").first().click();
    await table.locator(".report-recipients", { hasText: "Pia Pier" }).waitFor();
  });

  it("exports the detailed report from its tab: Excel detailed at once, its own files in the menu", async () => {
    const excel = await downloaded(() => fixture.page.getByRole("button", { name: "Export", exact: true }).click());
    await toast("Report saved");
    expect(excel.name).toMatch(/^detailed-report_.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe("Detailed report");

    await fixture.page.getByRole("button", { name: "Choose the export format" }).click();
    const choices = fixture.page.locator("[class*='report-export__']");
    await choices.first().waitFor();
    expect(await choices.allTextContents()).toEqual(["Excel detailed", "Excel datatable", "PDF detailed"]);
    const pdf = await downloaded(() => fixture.page.getByRole("menuitem", { name: "PDF detailed" }).click());
    await toast("Report saved");
    expect(pdf.name).toMatch(/^detailed-report_.*\.pdf$/);
    const { stdout } = await run("pdftotext", ["-raw", join(folder, pdf.name), "-"]);
    expect(stdout).toContain("Detailed report");
    expect(stdout).toContain(REEFER);
  });
});
