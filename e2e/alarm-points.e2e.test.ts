import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { callAsConsole, chooseOption } from "./support/fixtures.js";
import { signIn, toast } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
let page: Page;

const api = <T>(method: "GET" | "POST", path: string, data?: unknown) => callAsConsole<T>(page, server.url, method, path, data);

const pointCount = async () => (await api<{ count: number }>("POST", "/list", { type: "ALARMPOINT", pageSize: 1 })).count;
const row = (name: string) => page.locator(".points-table tbody tr", { hasText: name });

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
  const anna = await api<{ id: number }>("POST", "/participants", { name: "Anna", surname: "Wache", orgId: 1 });
  await api("POST", "/alarmplans", { name: "Boiler room plan", orgId: 1, ranks: [{ waitTime: 5, entries: [{ participantId: anna.id }] }] });
  await api("POST", "/alarmpoints", { name: "Existing gate", orgId: 1, systemId: "GATE-1", alarmPlanId: (await api<{ list: { id: number }[] }>("POST", "/list", { type: "ALARMPLAN" })).list[0]!.id });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("alarm points", () => {
  it("creates a point with a plan after inline errors for a missing name and a taken system ID, and shows it again", async () => {
    await page.goto(`${server.url}/alarm-points`);
    await row("Existing gate").waitFor();
    const before = await pointCount();
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.waitForURL(/\/alarm-points\/new$/);
    await chooseOption(page, "alarm-point-alarmPlanId", "Boiler room plan");
    await page.locator(".point-editor__footer button[type=submit]").click();
    await page.locator("#alarm-point-name-error", { hasText: "Enter a value." }).waitFor();

    await page.locator("#alarm-point-name").fill("Boiler pressure");
    await page.locator("#alarm-point-systemId").fill("gate-1");
    await page.locator("#alarm-point-text").fill("Pressure in the boiler room is too high");
    await page.locator(".point-editor__footer button[type=submit]").click();
    await page.locator("#alarm-point-systemId-error", { hasText: "already used" }).waitFor();
    expect(await pointCount()).toBe(before);

    await page.locator("#alarm-point-systemId").fill("boiler-1");
    await page.locator(".point-editor__footer button[type=submit]").click();
    await toast(page, "Boiler pressure was saved.");
    await page.waitForURL(/\/alarm-points\/\d+$/);
    expect(await pointCount()).toBe(before + 1);

    await page.goto(`${server.url}/alarm-points`);
    await row("Boiler pressure").locator("a").click();
    await page.waitForURL(/\/alarm-points\/\d+$/);
    await expect.poll(() => page.locator("#alarm-point-name").inputValue()).toBe("Boiler pressure");
    // The editor's fields fill as the point is read; each is awaited, not read once.
    await expect.poll(() => page.locator("#alarm-point-systemId").inputValue()).toBe("boiler-1");
    await expect.poll(() => page.locator("#alarm-point-text").inputValue()).toBe("Pressure in the boiler room is too high");
    await expect.poll(() => page.locator(".p-dropdown:has(#alarm-point-alarmPlanId)").textContent()).toContain("Boiler room plan");
  });

  it("deletes the point, finds it under deleted alarm points, restores it, and it is back in the list", async () => {
    await page.locator(".point-editor__footer").getByRole("button", { name: "Delete" }).click();
    await page.locator(".p-confirm-dialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Boiler pressure was moved to the deleted alarm points.");
    await page.waitForURL(/\/alarm-points$/);
    await row("Existing gate").waitFor();
    expect(await row("Boiler pressure").count()).toBe(0);

    await page.goto(`${server.url}/deleted-alarm-points`);
    await row("Boiler pressure").click();
    await page.getByRole("button", { name: "Open" }).click();
    await page.waitForURL(/\/deleted-alarm-points\/\d+$/);
    await page.locator(".point-editor__deleted").waitFor();
    expect(await page.locator("#alarm-point-name").getAttribute("readonly")).not.toBeNull();
    await page.locator(".point-editor__footer").getByRole("button", { name: "Restore" }).click();
    await toast(page, "Boiler pressure is active again.");
    await page.waitForURL(/\/deleted-alarm-points$/);
    await page.locator(".points-table", { hasText: "No deleted alarm points." }).waitFor();

    await page.goto(`${server.url}/alarm-points`);
    await row("Boiler pressure").waitFor();
  });
});
