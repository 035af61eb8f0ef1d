import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { signIn, toast } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.fetch(`${server.url}/rest/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

describe("participants and their private media schedule", () => {
  it("creates a participant with an SMS number and an email, showing a bad number inline first", async () => {
    await page.goto(`${server.url}/participants`);
    // The empty list offers "New" as well; the toolbar's button comes first.
    await page.getByRole("button", { name: "New" }).first().click();
    await page.waitForURL(/\/participants\/new$/);
    await page.locator("#participant-name").fill("Marta");
    await page.locator("#participant-surname").fill("Schichtová");
    await page.getByRole("button", { name: "Add device" }).click();
    await page.locator("#participant-device-0-address").fill("12345");
    await page.getByRole("button", { name: "Add device" }).click();
    await page.locator("#participant-device-1-address").fill("Marta.Schichtova@Example.org");
    await page.locator(".participant-editor__footer button[type=submit]").click();
    await page.locator("#participant-device-0-address-error").waitFor();
    expect(page.url()).toMatch(/\/participants\/new$/);

    await page.locator("#participant-device-0-address").fill("+420 601 234 567");
    await page.locator(".participant-editor__footer button[type=submit]").click();
    await page.waitForURL(/\/participants\/\d+/);
    const id = Number(/\/participants\/(\d+)/.exec(page.url())![1]);
    const saved = await api<{ devices: { callingDeviceType: string; address: string }[] }>("GET", `/participants/${id}`);
    expect(saved.devices).toEqual([
      expect.objectContaining({ callingDeviceType: "SMS", address: "+420601234567" }),
      expect.objectContaining({ callingDeviceType: "EMAIL", address: "marta.schichtova@example.org" }),
    ]);
  });

  it("gives the participant a weekly absence on weekdays 08:00-12:00 and shows it in the calendar", async () => {
    const id = Number(/\/participants\/(\d+)/.exec(page.url())![1]);
    await page.goto(`${server.url}/participants/${id}?tab=schedule`);
    await page.locator(".private-schedule__bar button").first().click();
    const editor = page.locator(".event-editor");
    await editor.waitFor();
    await page.locator("#event-title").fill("School run");
    await page.locator("#event-start-date").fill("05.01.2026");
    await page.locator("#event-start-date").press("Tab");
    await page.locator("#event-start-time").fill("08:00");
    await page.locator("#event-start-time").press("Tab");
    await page.locator("#event-end-time").fill("12:00");
    await page.locator("#event-end-time").press("Tab");
    await page.locator("#event-recurring").click();
    await page.locator(".p-dropdown:has(#event-repeat-type)").click();
    await page.locator(".p-dropdown-item", { hasText: "Weekly" }).click();
    for (const day of [2, 3, 4, 5]) await page.locator(`#event-marked-day-${day}`).click();
    await page.locator("#event-end-NEVER").click();
    await page.locator(".event-editor__footer button[type=submit]").click();
    await toast(page, "Entry created");

    const calendar = await api<{ events: { title: string; repeatType: string; markedDays: number[]; startTime: string; endTime: string }[] }>("GET", `/participants/${id}/calendar`);
    expect(calendar.events).toEqual([
      expect.objectContaining({ title: "School run", repeatType: "WEEKLY", markedDays: [1, 2, 3, 4, 5], startTime: "08:00", endTime: "12:00:59" }),
    ]);
    const shown = page.locator(".schedule-calendar");
    await shown.getByText("School run").first().waitFor();
    await shown.locator("button", { hasText: /^Month$/ }).click();
    await shown.getByText("School run").first().waitFor();
    expect(await shown.getByText("School run").count()).toBeGreaterThanOrEqual(15);
  });
});

describe("participant groups with the participant selector", () => {
  it("adds a participant to a group through the selector's search", async () => {
    for (const [name, surname] of [["Hana", "Kovářová"], ["Ivo", "Brandl"]]) {
      await api("POST", "/participants", { name, surname, orgId: 1, language: "CZECH", devices: [{ callingDeviceType: "SMS", address: "+420601234567" }] });
    }
    await page.goto(`${server.url}/participant-groups`);
    await page.getByRole("button", { name: "New" }).first().click();
    await page.locator("#group-name").fill("Weekend crew");
    const editor = page.locator(".group-editor");
    await editor.getByRole("button", { name: "Search" }).click();
    await editor.locator(".ps-row--participant", { hasText: "Ivo Brandl" }).waitFor();
    await editor.getByLabel("Surname").fill("Kovářová");
    // The search narrows the tree to the match (after the 500 ms debounce).
    await editor.locator(".ps-row--participant", { hasText: "Ivo Brandl" }).waitFor({ state: "detached" });
    await editor.locator(".ps-row--participant", { hasText: "Hana Kovářová" }).click();
    await page.locator(".group-members tbody tr", { hasText: "Hana Kovářová" }).waitFor();
    await page.locator(".group-editor__footer button[type=submit]").click();
    await page.locator(".groups-table tbody tr", { hasText: "Weekend crew" }).waitFor();

    const groups = await api<{ list: { id: number; name: string; memberCount: number }[] }>("POST", "/list", { type: "PARTICIPANT_GROUP" });
    const group = groups.list.find((item) => item.name === "Weekend crew");
    expect(group?.memberCount).toBe(1);
    const members = await api<{ list: { fullName: string }[] }>("POST", "/list/membership", { type: "PARTICIPANT", referenceType: "PARTICIPANT_GROUP", objectId: group!.id, pageSize: 10000 });
    expect(members.list.map((member) => member.fullName)).toEqual(["Hana Kovářová"]);
  });

  it("shows 'Unable to get participants' with the server's reason when loading fails", async () => {
    await page.route("**/rest/api/list", async (route) => {
      const body = route.request().postDataJSON() as { type?: string };
      if (body.type !== "PARTICIPANT") return route.continue();
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "INTERNAL", reason: "Database unavailable" }) });
    });
    await page.goto(`${server.url}/participant-groups/new`);
    await toast(page, "Unable to get participants: Database unavailable");
    await page.unroute("**/rest/api/list");
  });
});

describe("holidays", () => {
  it("creates a holiday by clicking a day and refuses a second on the same date with 'Date is occupied'", async () => {
    const year = new Date().getFullYear();
    await page.goto(`${server.url}/holidays`);
    await page.locator(".hol-year").waitFor();
    await page.locator(`[data-date="${year}-06-15"]`).click();
    await page.locator("#hol-title").fill("Founders' day");
    await page.locator(".hol-editor button[type=submit]").click();
    await page.locator(`[data-date="${year}-06-15"].hol-day--own`).waitFor();

    // A second holiday on the same date: the server refuses it and the console says so.
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const second = await page.request.post(`${server.url}/rest/api/holidays/1?year=${year}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { title: "Second", start: `${year}-06-15` },
    });
    expect(second.status()).toBe(409);
    expect((await second.json()).reason).toBe("Date is occupied");

    await page.locator(`[data-date="${year}-06-14"]`).click();
    await page.locator("#hol-title").fill("Overlapping");
    await page.locator(`[data-date="${year}-06-15"]`).click({ modifiers: ["Shift"] });
    await page.locator(".hol-editor button[type=submit]").click();
    await page.locator(".hol-editor__dates-error", { hasText: "Date is occupied" }).waitFor();
    await toast(page, "Date is occupied");
    const calendar = await api<{ events: { title: string }[] }>("GET", `/holidays/1?year=${year}`);
    expect(calendar.events.map((event) => event.title)).toEqual(["Founders' day"]);
  });
});
