import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole();

type Triggered = { id: number; status: string };

const row = (name: string) => fixture.page.locator(".alarm-table tbody tr", { hasText: name });
const details = () => fixture.page.locator(".alarm-details");
const statusOf = (locator: ReturnType<Page["locator"]>) => locator.locator(".alarm-status").first().getAttribute("data-status");

let watcherId: number;
/** A manual call to the watcher (reached in the console, so no outside service is needed). */
const manualCall = (name: string, text: string) =>
  fixture.api<Triggered>("POST", "/alarm-trigger", { manualCall: { name, orgId: 1, participantIds: [watcherId], text, confirmPriority: 1 } });

beforeAll(async () => {
  // The in-console channel reaches the console user the participant's login names.
  await fixture.api("POST", "/users", {
    login: "wanda",
    password: "Wanda-watches-alarms-42",
    name: "Wanda",
    surname: "Watcher",
    email: "wanda@alarm.test",
    orgId: 1,
  });
  watcherId = (
    await fixture.api<{ id: number }>("POST", "/participants", {
      name: "Wanda",
      surname: "Watcher",
      orgId: 1,
      login: "wanda",
      language: "ENGLISH",
      devices: [{ callingDeviceType: "APP", address: "console" }],
    })
  ).id;
});

describe("alarm table", () => {
  let boiler: Triggered;
  let gate: Triggered;

  it("lists the open alarms, narrows them with the search and the filter panel, and remembers the filters", async () => {
    boiler = await manualCall("Boiler pressure", "Pressure in boiler room 2 above 6 bar");
    gate = await manualCall("Gate 3 forced open", "Camera 7 shows the gate open");

    await fixture.page.goto(`${fixture.url}/alarm-table?tab=0`);
    await row("Boiler pressure").waitFor();
    await row("Gate 3 forced open").waitFor();
    await fixture.page.locator(".alarm-live--open").waitFor();

    await fixture.page.locator("#alarm-search").fill("boiler");
    await row("Gate 3 forced open").waitFor({ state: "detached" });
    await row("Boiler pressure").waitFor();

    await fixture.page.locator("#alarm-search").fill("");
    await row("Gate 3 forced open").waitFor();
    await fixture.page.getByRole("button", { name: "Filters" }).click();
    await fixture.page.locator("#alarm-filter-alarmName").fill("Gate");
    await row("Boiler pressure").waitFor({ state: "detached" });
    expect(await fixture.page.locator(".alarm-toolbar__badge").textContent()).toBe("1");

    // Saved per tab for the user (on the server too), back after a reload, and not on the other tabs.
    const saved = async () =>
      JSON.parse((await fixture.api<{ value: string | null }>("GET", "/table-filters")).value ?? "{}") as Record<string, { alarmName?: string }>;
    await expect.poll(async () => (await saved())["alarmFilter.all"]?.alarmName).toBe("Gate");
    await fixture.page.reload();
    await row("Gate 3 forced open").waitFor();
    expect(await row("Boiler pressure").count()).toBe(0);
    await fixture.page.locator(".alarm-tabs").getByText("History").click();
    await fixture.page.locator(".page-title", { hasText: "History" }).waitFor();
    await fixture.page.locator(".alarm-table").waitFor();
    expect(await fixture.page.locator(".alarm-toolbar__badge").count()).toBe(0);

    await fixture.page.goto(`${fixture.url}/alarm-table?tab=0`);
    await fixture.page.getByRole("button", { name: "Filters" }).click();
    await fixture.page.getByRole("button", { name: "Reset filters" }).click();
    await row("Boiler pressure").waitFor();
  });

  it("opens an alarm's details with its recipients and timeline, and shows a status change without reloading", async () => {
    await row("Boiler pressure").click();
    await fixture.page.waitForURL(/id=\d+/);
    await details().locator(".alarm-summary", { hasText: "Pressure in boiler room 2 above 6 bar" }).waitFor();
    await details().locator(".alarm-recipients__item", { hasText: "Wanda Watcher" }).waitFor();
    await details().locator(".alarm-timeline__entry", { hasText: "Triggered" }).first().waitFor();
    // Who raised it: the user's name, the login beside it.
    expect(await details().locator(".alarm-summary .alarm-triggered-by").innerText()).toBe("System Administrator admin");
    expect(await row("Boiler pressure").locator(".alarm-triggered-by").innerText()).toBe("System Administrator admin");

    // Another operator ends the alarm: the panel and the table follow the live stream.
    await fixture.page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await fixture.api("GET", `/alarmpoints/quit/${boiler.id}?reason=${encodeURIComponent("Pressure back to normal")}`);
    await expect.poll(() => statusOf(details().locator(".alarm-summary")), { timeout: 5_000 }).toBe("INTERRUPTED");
    await details().locator(".alarm-timeline__entry", { hasText: "Pressure back to normal" }).waitFor();
    await row("Boiler pressure").waitFor({ state: "detached" });

    // A new alarm appears by itself as well.
    await manualCall("Water leak basement", "Sensor W-01 reports water");
    await row("Water leak basement").waitFor({ timeout: 5_000 });
    expect(await fixture.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await fixture.page.keyboard.press("Escape");
    await fixture.page.waitForURL((url) => !url.searchParams.has("id"));
  });

  it("quits an alarm with a reason after a confirmation, finds it in the history and triggers it again", async () => {
    await row("Gate 3 forced open").click();
    await details().getByRole("button", { name: "Quit alarm" }).click();
    const dialog = fixture.page.locator(".alarm-action-dialog");
    await dialog.locator("#alarm-quit-reason").fill("False alarm, checked on camera");
    // The console quits by POST (a GET that changes state is kept only for older clients).
    const quitting = fixture.page.waitForRequest((request) => request.url().includes("/alarmpoints/quit/"));
    await dialog.getByRole("button", { name: "Quit alarm" }).click();
    expect((await quitting).method()).toBe("POST");
    await toast(fixture.page, "Gate 3 forced open was ended");
    await row("Gate 3 forced open").waitFor({ state: "detached" });
    await expect.poll(() => statusOf(details().locator(".alarm-summary"))).toMatch(/INTERRUPTED|CANCELED/);
    await fixture.page.keyboard.press("Escape");

    await fixture.page.goto(`${fixture.url}/alarm-table?tab=2`);
    await row("Gate 3 forced open").click();
    await details().locator(".alarm-summary", { hasText: "False alarm, checked on camera" }).waitFor();
    const prepared = fixture.page.waitForResponse((response) => response.url().includes("/prepare-trigger-again/"));
    await details().getByRole("button", { name: "Trigger again" }).click();
    expect((await prepared).status()).toBe(200);
    const confirm = fixture.page.locator(".alarm-action-dialog");
    await confirm.locator("dd", { hasText: "Gate 3 forced open" }).waitFor();
    await confirm.getByRole("button", { name: "Trigger now" }).click();

    // The new alarm opens on the alarm table tab.
    await fixture.page.waitForURL((url) => url.searchParams.get("tab") === "0" && url.searchParams.get("id") !== String(gate.id));
    await details().locator(".alarm-summary", { hasText: "Camera 7 shows the gate open" }).waitFor();
    // The tab bar follows the address, and one table shows (while it loads there may be none for a moment).
    await fixture.page.locator(".alarm-tabs .p-highlight", { hasText: "Alarm table" }).waitFor();
    await row("Gate 3 forced open").waitFor();
    await expect.poll(() => fixture.page.locator(".alarm-table").count()).toBe(1);
  });

  it("shows each alarm as a card of labelled values on a 390 px phone, with nothing cut off to scroll to sideways", async () => {
    await fixture.page.setViewportSize({ width: 390, height: 844 });
    try {
      await fixture.page.goto(`${fixture.url}/alarm-table`);
      await row("Water leak basement").waitFor();
      const wrapper = fixture.page.locator(".alarm-table .p-datatable-wrapper");
      expect(await wrapper.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await row("Water leak basement").locator(".p-column-title", { hasText: "Triggered by" }).waitFor();
    } finally {
      await fixture.page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it("shows the lone worker tab with nobody working alone, and an empty history period", async () => {
    expect(await fixture.page.locator(".alarm-tabs__tab-4").getAttribute("class")).not.toContain("p-disabled");
    await fixture.page.goto(`${fixture.url}/alarm-table?tab=4`);
    await fixture.page.getByText("Nobody is working alone").waitFor();
    await fixture.page.goto(`${fixture.url}/alarm-table?tab=2`);
    await fixture.page.getByRole("button", { name: "Filters" }).click();
    await fixture.page.locator(".alarm-filters").getByText("Date range").click();
    await fixture.page.locator("#alarm-filter-start").fill("01.01.2020");
    await fixture.page.locator("#alarm-filter-end").fill("02.01.2020");
    await fixture.page.locator("#alarm-filter-end").press("Enter");
    await fixture.page.locator(".alarm-table .p-datatable-emptymessage", { hasText: "No alarms in this period" }).waitFor();
  });
});
