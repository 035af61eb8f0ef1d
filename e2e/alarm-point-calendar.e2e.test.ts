import { describe, expect, it } from "vitest";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole({ context: { timezoneId: "Europe/Prague" } });

type StoredEvent = {
  title: string;
  kind: string;
  recurring: boolean;
  repeatType: string;
  markedDays: number[] | null;
  startTime: string;
  endTime: string;
  alarmReplacement: { alarmPointId: number } | null;
  startDateSelected: string;
};

/**
 * Drags over the week view's slots of its first day (Monday) from `from` to the slot starting at
 * `lastSlot`. FullCalendar's class names are generated; its data attributes name days and slots.
 */
async function selectMondayRange(from: string, lastSlot: string) {
  const calendar = fixture.page.locator(".alarm-point-calendar .schedule-calendar");
  const mondayDate = await calendar.locator("[data-date]").first().getAttribute("data-date");
  // The day's column in the grid (the day's header comes first).
  const monday = calendar.locator(`[data-date="${mondayDate}"]`).last();
  // A full hour names its label and its lane: the lane comes last.
  const start = calendar.locator(`[data-time="${from}:00"]`).last();
  const end = calendar.locator(`[data-time="${lastSlot}:00"]`).last();
  await start.scrollIntoViewIfNeeded();
  const column = (await monday.boundingBox())!;
  const x = column.x + column.width / 2;
  const top = (await start.boundingBox())!;
  await fixture.page.mouse.move(x, top.y + top.height / 2);
  await fixture.page.mouse.down();
  await end.scrollIntoViewIfNeeded();
  const bottom = (await end.boundingBox())!;
  await fixture.page.mouse.move(x, bottom.y + bottom.height / 2, { steps: 8 });
  await fixture.page.mouse.up();
}

describe("alarm point calendar", () => {
  it("keeps a weekly inactive entry on weekday nights and a replacement by another alarm point", async () => {
    const participant = await fixture.api<{ id: number }>("POST", "/participants", { name: "Nina", surname: "Nachtdienst", orgId: 1, devices: [] });
    const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
      name: "Boiler plan",
      orgId: 1,
      ranks: [{ waitTime: 5, entries: [{ participantId: participant.id }] }],
    });
    const point = await fixture.api<{ id: number }>("POST", "/alarmpoints", { name: "Boiler room", orgId: 1, alarmPlanId: plan.id });
    const standby = await fixture.api<{ id: number }>("POST", "/alarmpoints", { name: "Standby boiler", orgId: 1, alarmPlanId: plan.id });

    await fixture.page.goto(`${fixture.url}/alarm-points/${point.id}`);
    await fixture.page.getByRole("tab", { name: /Calendar/ }).click();
    await fixture.page.locator(".alarm-point-calendar .schedule-calendar [data-time]").first().waitFor();

    await selectMondayRange("22:00", "23:30");
    const editor = fixture.page.locator(".event-editor");
    await editor.waitFor();
    expect(await fixture.page.locator("#event-start-time").inputValue()).toBe("22:00");
    expect(await fixture.page.locator("#event-end-time").inputValue()).toBe("23:59");
    // A new entry has nothing to delete yet (docs/domain-rules.md#editor-states).
    expect(await editor.getByRole("button", { name: "Delete" }).count()).toBe(0);
    await fixture.page.locator("#event-title").fill("Night shutdown");
    await fixture.page.locator("#event-recurring").click();
    await fixture.page.locator(".p-dropdown:has(#event-repeat-type)").click();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Weekly" }).click();
    for (const day of [2, 3, 4, 5]) await fixture.page.locator(`#event-marked-day-${day}`).click();
    await fixture.page.locator("#event-end-NEVER").click();
    await fixture.page.locator(".event-editor__footer button[type=submit]").click();
    await toast(fixture.page, "Entry created");
    const shown = fixture.page.locator(".alarm-point-calendar .schedule-calendar");
    await shown.getByText("Night shutdown").first().waitFor();
    expect(await shown.getByText("Night shutdown").count()).toBe(5);

    await fixture.page.locator(".alarm-point-calendar__bar button").first().click();
    await editor.waitFor();
    await fixture.page.locator("#event-title").fill("Maintenance cover");
    await editor.getByRole("button", { name: "Replacement" }).click();
    await fixture.page.locator(".event-editor__footer button[type=submit]").click();
    await fixture.page.locator("#event-replacement-error").waitFor();
    await fixture.page.locator(".p-dropdown:has(#event-replacement)").click();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Standby boiler" }).click();
    await fixture.page.locator(".event-editor__footer button[type=submit]").click();
    await toast(fixture.page, "Entry created");

    const calendar = await fixture.api<{ events: StoredEvent[] }>("GET", `/alarmpoints/${point.id}/calendar`);
    expect(calendar.events).toEqual([
      expect.objectContaining({
        title: "Night shutdown",
        kind: "INACTIVE",
        recurring: true,
        repeatType: "WEEKLY",
        markedDays: [1, 2, 3, 4, 5],
        startTime: "22:00",
        endTime: "23:59:59",
      }),
      expect.objectContaining({
        title: "Maintenance cover",
        kind: "REPLACEMENT",
        recurring: false,
        alarmReplacement: expect.objectContaining({ alarmPointId: standby.id }),
      }),
    ]);

    await fixture.page.reload();
    await fixture.page.getByRole("tab", { name: /Calendar/ }).click();
    const reloaded = fixture.page.locator(".alarm-point-calendar .schedule-calendar");
    await reloaded.getByText("Night shutdown").first().waitFor();
    // "New entry" starts at the next full hour: from 23:00 on a Sunday, that is next week's Monday.
    const coverDay = calendar.events[1]!.startDateSelected;
    const shownDays = await reloaded.locator("[data-date]").evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-date")));
    if (!shownDays.includes(coverDay)) await reloaded.getByRole("button", { name: "Next week" }).click();
    await reloaded.getByText("Maintenance cover").first().waitFor();
    await reloaded.locator("button", { hasText: /^Month$/ }).click();
    await reloaded.getByText("Maintenance cover").first().waitFor();
    // Next month's six weeks all lie after the entry's first Monday (this week): every weekday night is there.
    await reloaded.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => reloaded.getByText("Night shutdown").count()).toBe(30);
  });
});
