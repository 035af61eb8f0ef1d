import { describe, expect, it } from "vitest";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole();

describe("participants and their private media schedule", () => {
  it("creates a participant with an SMS number and an email, showing a bad number inline first", async () => {
    await fixture.page.goto(`${fixture.url}/participants`);
    // The empty list offers "New" as well; the toolbar's button comes first.
    await fixture.page.getByRole("button", { name: "New" }).first().click();
    await fixture.page.waitForURL(/\/participants\/new$/);
    await fixture.page.locator("#participant-name").fill("Marta");
    await fixture.page.locator("#participant-surname").fill("Schichtová");
    await fixture.page.getByRole("button", { name: "Add device" }).click();
    await fixture.page.locator("#participant-device-0-address").fill("12345");
    await fixture.page.getByRole("button", { name: "Add device" }).click();
    await fixture.page.locator("#participant-device-1-address").fill("Marta.Schichtova@Example.org");
    await fixture.page.locator(".participant-editor__footer button[type=submit]").click();
    await fixture.page.locator("#participant-device-0-address-error").waitFor();
    expect(fixture.page.url()).toMatch(/\/participants\/new$/);

    await fixture.page.locator("#participant-device-0-address").fill("+420 601 234 567");
    await fixture.page.locator(".participant-editor__footer button[type=submit]").click();
    await fixture.page.waitForURL(/\/participants\/\d+/);
    const id = Number(/\/participants\/(\d+)/.exec(fixture.page.url())![1]);
    const saved = await fixture.api<{ devices: { callingDeviceType: string; address: string }[] }>("GET", `/participants/${id}`);
    expect(saved.devices).toEqual([
      expect.objectContaining({ callingDeviceType: "SMS", address: "+420601234567" }),
      expect.objectContaining({ callingDeviceType: "EMAIL", address: "marta.schichtova@example.org" }),
    ]);
  });

  it("gives the participant a weekly absence on weekdays 08:00-12:00 and shows it in the calendar", async () => {
    const id = Number(/\/participants\/(\d+)/.exec(fixture.page.url())![1]);
    await fixture.page.goto(`${fixture.url}/participants/${id}?tab=schedule`);
    await fixture.page.locator(".private-schedule__bar button").first().click();
    const editor = fixture.page.locator(".event-editor");
    await editor.waitFor();
    await fixture.page.locator("#event-title").fill("School run");
    await fixture.page.locator("#event-start-date").fill("05.01.2026");
    await fixture.page.locator("#event-start-date").press("Tab");
    await fixture.page.locator("#event-start-time").fill("08:00");
    await fixture.page.locator("#event-start-time").press("Tab");
    await fixture.page.locator("#event-end-time").fill("12:00");
    await fixture.page.locator("#event-end-time").press("Tab");
    await fixture.page.locator("#event-recurring").click();
    await fixture.page.locator(".p-dropdown:has(#event-repeat-type)").click();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Weekly" }).click();
    for (const day of [2, 3, 4, 5]) await fixture.page.locator(`#event-marked-day-${day}`).click();
    await fixture.page.locator("#event-end-NEVER").click();
    await fixture.page.locator(".event-editor__footer button[type=submit]").click();
    await toast(fixture.page, "Entry created");

    const calendar = await fixture.api<{ events: { title: string; repeatType: string; markedDays: number[]; startTime: string; endTime: string }[] }>(
      "GET",
      `/participants/${id}/calendar`,
    );
    expect(calendar.events).toEqual([
      expect.objectContaining({ title: "School run", repeatType: "WEEKLY", markedDays: [1, 2, 3, 4, 5], startTime: "08:00", endTime: "12:00:59" }),
    ]);
    const shown = fixture.page.locator(".schedule-calendar");
    await shown.getByText("School run").first().waitFor();
    await shown.locator("button", { hasText: /^Month$/ }).click();
    await shown.getByText("School run").first().waitFor();
    expect(await shown.getByText("School run").count()).toBeGreaterThanOrEqual(15);
  });
});

describe("participant groups with the participant selector", () => {
  it("adds a participant to a group through the selector's search", async () => {
    for (const [name, surname] of [
      ["Hana", "Kovářová"],
      ["Ivo", "Brandl"],
    ]) {
      await fixture.api("POST", "/participants", {
        name,
        surname,
        orgId: 1,
        language: "CZECH",
        devices: [{ callingDeviceType: "SMS", address: "+420601234567" }],
      });
    }
    await fixture.page.goto(`${fixture.url}/participant-groups`);
    await fixture.page.getByRole("button", { name: "New" }).first().click();
    await fixture.page.locator("#group-name").fill("Weekend crew");
    const editor = fixture.page.locator(".group-editor");
    await editor.getByRole("button", { name: "Search" }).click();
    await editor.locator(".ps-row--participant", { hasText: "Ivo Brandl" }).waitFor();
    await editor.getByLabel("Surname").fill("Kovářová");
    // The search narrows the tree to the match (after the 500 ms debounce).
    await editor.locator(".ps-row--participant", { hasText: "Ivo Brandl" }).waitFor({ state: "detached" });
    await editor.locator(".ps-row--participant", { hasText: "Hana Kovářová" }).click();
    await fixture.page.locator(".group-members tbody tr", { hasText: "Hana Kovářová" }).waitFor();
    await fixture.page.locator(".group-editor__footer button[type=submit]").click();
    await fixture.page.locator(".groups-table tbody tr", { hasText: "Weekend crew" }).waitFor();

    const groups = await fixture.api<{ list: { id: number; name: string; memberCount: number }[] }>("POST", "/list", { type: "PARTICIPANT_GROUP" });
    const group = groups.list.find((item) => item.name === "Weekend crew");
    expect(group?.memberCount).toBe(1);
    const members = await fixture.api<{ list: { fullName: string }[] }>("POST", "/list/membership", {
      type: "PARTICIPANT",
      referenceType: "PARTICIPANT_GROUP",
      objectId: group!.id,
      pageSize: 10000,
    });
    expect(members.list.map((member) => member.fullName)).toEqual(["Hana Kovářová"]);
  });

  it("shows 'Unable to get participants' with the server's reason when loading fails", async () => {
    await fixture.page.route("**/rest/api/list", async (route) => {
      const body = route.request().postDataJSON() as { type?: string };
      if (body.type !== "PARTICIPANT") return route.continue();
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: "INTERNAL", reason: "Database unavailable" }) });
    });
    await fixture.page.goto(`${fixture.url}/participant-groups/new`);
    await toast(fixture.page, "Unable to get participants: Database unavailable");
    await fixture.page.unroute("**/rest/api/list");
  });
});

describe("holidays", () => {
  it("creates a holiday by clicking a day and refuses a second on the same date with 'Date is occupied'", async () => {
    const year = new Date().getFullYear();
    await fixture.page.goto(`${fixture.url}/holidays`);
    await fixture.page.locator(".hol-year").waitFor();
    await fixture.page.locator(`[data-date="${year}-06-15"]`).click();
    await fixture.page.locator("#hol-title").fill("Founders' day");
    await fixture.page.locator(".hol-editor button[type=submit]").click();
    await fixture.page.locator(`[data-date="${year}-06-15"].hol-day--own`).waitFor();

    // A second holiday on the same date: the server refuses it and the console says so.
    const token = await fixture.page.evaluate(() => localStorage.getItem("token"));
    const second = await fixture.page.request.post(`${fixture.url}/rest/api/holidays/1?year=${year}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { title: "Second", start: `${year}-06-15` },
    });
    expect(second.status()).toBe(409);
    expect((await second.json()).reason).toBe("Date is occupied");

    await fixture.page.locator(`[data-date="${year}-06-14"]`).click();
    await fixture.page.locator("#hol-title").fill("Overlapping");
    await fixture.page.locator(`[data-date="${year}-06-15"]`).click({ modifiers: ["Shift"] });
    await fixture.page.locator(".hol-editor button[type=submit]").click();
    await fixture.page.locator(".hol-editor__dates-error", { hasText: "Date is occupied" }).waitFor();
    await toast(fixture.page, "Date is occupied");
    const calendar = await fixture.api<{ events: { title: string }[] }>("GET", `/holidays/1?year=${year}`);
    expect(calendar.events.map((event) => event.title)).toEqual(["Founders' day"]);
  });
});
