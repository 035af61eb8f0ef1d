import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { callAsConsole, chooseOption } from "./support/fixtures.js";
import { signIn, toast } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

/**
 * The audit log in the console: an alarm point's editor shows under "History of changes" who
 * changed its name and text, before and after; the audit screen filters the log, opens an entry
 * to the same fields and exports the entries as CSV.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let pointId: number;

const api = <T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown) => callAsConsole<T>(page, server.url, method, path, data);

/** The before and after a change table shows for `field`. */
async function fieldChange(scope: Locator, field: string) {
  const row = scope.locator("tr", { has: page.locator("td", { hasText: new RegExp(`^${field}$`) }) });
  return { before: await row.getByTestId("before").textContent(), after: await row.getByTestId("after").textContent() };
}

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
  const anna = await api<{ id: number }>("POST", "/participants", { name: "Anna", surname: "Wache", orgId: 1 });
  const plan = await api<{ id: number }>("POST", "/alarmplans", { name: "Boiler room plan", orgId: 1, ranks: [{ waitTime: 5, entries: [{ participantId: anna.id }] }] });
  pointId = (await api<{ id: number }>("POST", "/alarmpoints", { name: "Boiler pressure", orgId: 1, text: "Pressure is too high", alarmPlanId: plan.id })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the audit log", () => {
  it("shows who changed an alarm point's name and text, before and after, in the point's history of changes", async () => {
    await page.goto(`${server.url}/alarm-points/${pointId}`);
    await expect.poll(() => page.locator("#alarm-point-name").inputValue()).toBe("Boiler pressure");
    await page.locator("#alarm-point-name").fill("Boiler pressure critical");
    await page.locator("#alarm-point-text").fill("Pressure above 6 bar in the boiler room");
    await page.locator(".point-editor__footer button[type=submit]").click();
    await toast(page, "Boiler pressure critical was saved.");

    const history = page.locator(".point-editor .change-history");
    // Above the form's buttons, not below them.
    expect(await history.evaluate((panel) => Boolean(panel.compareDocumentPosition(document.querySelector(".point-editor__footer")!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    await history.getByRole("button", { name: "History of changes" }).click();
    const latest = history.getByTestId("change").first();
    await latest.getByText("by admin").waitFor();
    const edit = latest.locator("[data-testid=change-entry][data-action=UPDATE][data-object-type=alarm_points]");
    await edit.getByText("Changed").first().waitFor();
    expect(await fieldChange(edit, "name")).toEqual({ before: "Boiler pressure", after: "Boiler pressure critical" });
    expect(await fieldChange(edit, "text")).toEqual({ before: "Pressure is too high", after: "Pressure above 6 bar in the boiler room" });
    // The point's creation is the change before.
    await history.getByTestId("change").nth(1).locator("[data-testid=change-entry][data-action=INSERT]").first().waitFor();
  });

  it("lists the change on the audit screen, opens it to its fields and exports the entries as CSV", async () => {
    await page.goto(`${server.url}/audit-log`);
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    await chooseOption(page, "audit-object-type", "Alarm point");
    await chooseOption(page, "audit-action", "Changed");
    const rows = page.locator(".audit-table tbody tr", { hasText: "Boiler pressure critical" });
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().locator(".p-row-toggler").click();
    const expansion = page.locator(".audit-table .p-datatable-row-expansion");
    expect(await fieldChange(expansion, "name")).toEqual({ before: "Boiler pressure", after: "Boiler pressure critical" });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const csv = await readFile(file, "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Time (UTC),Action,Object type,Object id,Name,Part of,Organization,Changed by,Address,Fields");
    // The export follows the screen's filters: changes of alarm points only.
    expect(lines.filter((line) => line.length > 0 && !line.startsWith("Time"))).toEqual([expect.stringContaining(`,UPDATE,alarm_points,${pointId},Boiler pressure critical,`)]);
    expect(csv).toContain("name: Boiler pressure → Boiler pressure critical");
  });

  it("is neither shown nor reachable for a user whose role lacks the audit log", async () => {
    const role = await api<{ id: number }>("POST", "/user-groups", { name: "Planners", orgId: 1, authorities: ["ALARM_DEFINITION"] });
    await api("POST", "/users", { login: "planner", password: "Planner-plans-points-42", name: "Paula", surname: "Planner", email: "paula@alarm.test", orgId: 1, roleIds: [role.id] });
    const planner = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(planner, server.url, "planner", "Planner-plans-points-42");
    await planner.waitForURL(`${server.url}/`);
    await planner.goto(`${server.url}/alarm-points/${pointId}`);
    await expect.poll(() => planner.locator("#alarm-point-name").inputValue()).toBe("Boiler pressure critical");
    expect(await planner.locator(".change-history").count()).toBe(0);
    await planner.goto(`${server.url}/audit-log`);
    await planner.getByText("No access to the audit log").waitFor();
    const token = await planner.evaluate(() => localStorage.getItem("token"));
    const refused = await planner.request.post(`${server.url}/rest/api/audit-log/list`, { data: {}, headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    await planner.context().close();
  });
});
