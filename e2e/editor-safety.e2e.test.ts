import { beforeAll, describe, expect, it } from "vitest";
import { toast } from "./support/console.js";
import { chooseOption } from "./support/fixtures.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * What a new user met in the editors and the on-call screens: Esc and closing an editor with unsaved
 * work, date-time fields typed digit by digit, and drop-down lists opened before their options came.
 */
const ZONE = "Europe/Prague";
const fixture = useSignedInConsole({ env: { TIME_ZONE: ZONE }, context: { timezoneId: ZONE } });
const ids = { alice: 0, carl: 0 };

const discard = () => fixture.page.getByRole("alertdialog", { name: "Discard changes?" }).or(fixture.page.getByRole("dialog", { name: "Discard changes?" }));
const person = (name: string, surname: string) =>
  fixture.api<{ id: number }>("POST", "/participants", {
    name,
    surname,
    orgId: 1,
    language: "ENGLISH",
    devices: [{ callingDeviceType: "EMAIL", address: `${name.toLowerCase()}@example.com` }],
  });

beforeAll(async () => {
  ids.alice = (await person("Alice", "Odd")).id;
  ids.carl = (await person("Carl", "Cover")).id;
});

describe("an editor in its side panel", () => {
  const editor = () => fixture.page.getByRole("dialog", { name: "New alarm rule" });

  it("is a dialog named by its title; Esc in an open list closes the list only, and unsaved work is asked about before it goes", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-rules`);
    await fixture.page.locator("#alarm-rule-new").first().click();
    await editor().waitFor();
    expect(await editor().getAttribute("aria-modal")).toBe("true");
    await fixture.page.locator("#alarm-rule-name").fill("Night silence");

    await fixture.page.locator("#alarm-rule-add-condition").click();
    await fixture.page.locator("#alarm-rule-add-condition-SEVERITY").click();
    const condition = fixture.page.locator("li[data-testid=alarm-rule-condition][data-type=SEVERITY]");
    await condition.locator(".p-multiselect").click();
    await fixture.page.locator(".p-multiselect-panel").waitFor();
    await fixture.page.keyboard.press("Escape");
    await fixture.page.locator(".p-multiselect-panel").waitFor({ state: "detached" });
    expect(await editor().isVisible()).toBe(true);
    expect(await discard().count()).toBe(0);

    // Esc with nothing open: the question, and keeping on editing keeps the work.
    await fixture.page.locator("#alarm-rule-name").press("Escape");
    await discard().waitFor();
    await discard().getByRole("button", { name: "Keep editing" }).click();
    await discard().waitFor({ state: "detached" });
    expect(await fixture.page.locator("#alarm-rule-name").inputValue()).toBe("Night silence");

    // The close button and the browser's back ask the same; discarding closes the editor.
    await editor().locator(".p-sidebar-close").click();
    await discard().getByRole("button", { name: "Keep editing" }).click();
    await discard().waitFor({ state: "detached" });
    await fixture.page.goBack();
    await discard().getByRole("button", { name: "Discard" }).click();
    await editor().waitFor({ state: "detached" });
    expect(new URL(fixture.page.url()).pathname).toBe("/alarm-rules");
  });

  it("keeps an alarm point's unsaved definition while another tab of it is looked at", async () => {
    const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
      name: "Boiler plan",
      orgId: 1,
      ranks: [{ waitTime: 5, entries: [{ participantId: ids.alice }] }],
    });
    const point = await fixture.api<{ id: number }>("POST", "/alarmpoints", { name: "Boiler", orgId: 1, alarmPlanId: plan.id, text: "Boiler pressure low" });
    await fixture.page.goto(`${fixture.url}/alarm-points/${point.id}`);
    await expect.poll(() => fixture.page.locator("#alarm-point-name").inputValue()).toBe("Boiler");
    await fixture.page.locator("#alarm-point-name").fill("Boiler room");
    await fixture.page.getByRole("tab", { name: "Consequential triggers" }).click();
    await fixture.page.locator("#consequential-add").waitFor();
    await fixture.page.getByRole("tab", { name: "Definition" }).click();
    expect(await fixture.page.locator("#alarm-point-name").inputValue()).toBe("Boiler room");
    await fixture.page.locator("#alarm-point-name").press("Escape");
    await discard().getByRole("button", { name: "Discard" }).click();
    await fixture.page.waitForURL(`${fixture.url}/alarm-points`);
  });

  it("closes at once without changes", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-rules/new`);
    // Esc is listened for once the panel has slid in.
    await fixture.page.locator(".alarm-rule-editor.p-sidebar-enter-done").waitFor();
    await fixture.page.locator("#alarm-rule-name").press("Escape");
    await editor().waitFor({ state: "detached" });
    await fixture.page.waitForURL(`${fixture.url}/alarm-rules`);
  });
});

describe("the participant editor", () => {
  it("asks the same before unsaved details are left by the back arrow or the menu", async () => {
    await fixture.page.goto(`${fixture.url}/participants/${ids.carl}`);
    await fixture.page.locator("#participant-short-name").fill("CC");
    await fixture.page.getByRole("button", { name: "Back to participants" }).click();
    await discard().getByRole("button", { name: "Keep editing" }).click();
    await discard().waitFor({ state: "detached" });
    await fixture.page.getByRole("link", { name: "Alarm points" }).first().click();
    await discard().getByRole("button", { name: "Keep editing" }).click();
    expect(new URL(fixture.page.url()).pathname).toBe(`/participants/${ids.carl}`);
    expect(await fixture.page.locator("#participant-short-name").inputValue()).toBe("CC");
    await fixture.page.getByRole("link", { name: "Alarm points" }).first().click();
    await discard().getByRole("button", { name: "Discard" }).click();
    await fixture.page.waitForURL(`${fixture.url}/alarm-points`);
  });
});

describe("date-time fields", () => {
  it("keep a typed date and time as typed, and the override is saved for that span; the dialog offers a span and no self-cover; the feed address is full width", async () => {
    await fixture.page.goto(`${fixture.url}/participants/${ids.alice}?tab=duties`);
    await fixture.page.getByRole("button", { name: "New override" }).click();
    const dialog = fixture.page.locator(".duty-override-dialog");
    await dialog.waitFor();
    // A span is offered (from now for an hour), and the covered person is no choice of cover.
    expect(await fixture.page.locator("#override-from").inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(await fixture.page.locator("#override-to").inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await fixture.page.locator(".p-dropdown:has(#override-covering)").click();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Carl Cover" }).waitFor();
    expect(await fixture.page.locator(".p-dropdown-item", { hasText: "Alice Odd" }).count()).toBe(0);
    await fixture.page.locator(".p-dropdown-item", { hasText: "Carl Cover" }).click();
    const typedTimes: [string, string][] = [
      ["override-from", "29.11.2027 19:00"],
      ["override-to", "30.11.2027 07:30"],
    ];
    for (const [id, text] of typedTimes) {
      await fixture.page.locator(`#${id}`).fill("");
      await fixture.page.locator(`#${id}`).pressSequentially(text);
      expect(await fixture.page.locator(`#${id}`).inputValue()).toBe(text);
      await fixture.page.locator(`#${id}`).press("Tab");
      expect(await fixture.page.locator(`#${id}`).inputValue()).toBe(text);
    }

    // The picker opens from its button, whole on the screen.
    await dialog.locator(".p-calendar:has(#override-to) button").click();
    const picker = fixture.page.locator(".p-datepicker");
    await picker.waitFor();
    const box = (await picker.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await fixture.page.keyboard.press("Escape");
    await picker.waitFor({ state: "detached" });
    await dialog.waitFor();
    // Esc with nothing open asks before the typed span is thrown away.
    await fixture.page.locator("#override-to").press("Escape");
    await discard().getByRole("button", { name: "Keep editing" }).click();
    await discard().waitFor({ state: "detached" });
    expect(await fixture.page.locator("#override-from").inputValue()).toBe("29.11.2027 19:00");

    await dialog.getByRole("button", { name: "Save override" }).click();
    await toast(fixture.page, "Carl Cover covers Alice Odd");
    // The one-time feed address takes the width of the panel, with a copy button.
    await fixture.page.getByRole("button", { name: "Create address" }).click();
    const feed = fixture.page.locator("#duty-feed-url");
    await expect.poll(() => feed.inputValue()).toMatch(/^http/);
    expect((await feed.boundingBox())!.width).toBeGreaterThan(600);
    await fixture.page.locator(".duty-feed").getByRole("button", { name: /Copy/ }).waitFor();

    const overrides = await fixture.api<{ from: string; to: string }[]>("GET", `/duty-overrides?participantId=${ids.alice}`);
    expect(overrides.map(({ from, to }) => [from, to])).toEqual([
      [new Date("2027-11-29T19:00:00+01:00").toISOString(), new Date("2027-11-30T07:30:00+01:00").toISOString()],
    ]);
  });
});

describe("a standby schedule's standard event", () => {
  it("asks for no days or times and fills the whole week, as the resolver applies it; a new schedule names its zone", async () => {
    await fixture.api("POST", "/alarmplans", { name: "Fallback plan", orgId: 1, ranks: [{ waitTime: 5, entries: [{ participantId: ids.carl }] }] });
    await fixture.page.goto(`${fixture.url}/standby-schedules?id=new`);
    // A new schedule names the zone its organization inherits (the server's here).
    await fixture.page.getByText("Week 1 starts at the start of this day in the organization's time zone Europe/Prague.").waitFor();
    await fixture.page.locator("#schedule-name").fill("Fallback rota");
    await fixture.page.getByRole("button", { name: "New event", exact: true }).click();
    const dialog = fixture.page.locator(".rotation-event");
    await dialog.waitFor();
    await chooseOption(fixture.page, "rotation-event-plan", "Fallback plan");
    await fixture.page.locator("#rotation-event-day-1").waitFor();
    await fixture.page.locator("label[for=rotation-event-standard]").click();
    await dialog.getByRole("note").filter({ hasText: "every day from 00:00 to 24:00" }).waitFor();
    expect(await fixture.page.locator("#rotation-event-day-1, #rotation-event-start").count()).toBe(0);
    await dialog.getByRole("button", { name: "Apply" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => fixture.page.locator(".rotation-week .rotation-block__time").allTextContents()).toEqual(Array(7).fill("00:00 – 24:00"));
  });
});

describe("a drop-down list opened before its options arrive", () => {
  it("fills in when they do", async () => {
    const schedule = await fixture.api<{ id: number }>("POST", "/participant-rotationals", {
      name: "Slow line rota",
      orgId: 1,
      validFrom: "2027-01-04",
      participantWeekGroups: [{ events: [] }],
    });
    expect(schedule.id).toBeGreaterThan(0);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await fixture.page.route("**/rest/api/list", async (route) => {
      if ((route.request().postData() ?? "").includes("PARTICIPANT_ROTATIONAL")) await held;
      await route.continue();
    });
    await fixture.page.goto(`${fixture.url}/participants/${ids.carl}`);
    const dropdown = fixture.page.locator(".p-dropdown:has(#participant-team-schedule)");
    await dropdown.click();
    await fixture.page.locator(".p-dropdown-panel", { hasText: "Loading…" }).waitFor();
    release();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Slow line rota" }).click();
    await dropdown.filter({ hasText: "Slow line rota" }).waitFor();
    await fixture.page.unroute("**/rest/api/list");
  });
});
