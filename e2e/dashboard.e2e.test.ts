import { describe, expect, it } from "vitest";
import { chooseOption } from "./support/fixtures.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole();

const widget = (type: string) => fixture.page.locator(`[data-widget-type="${type}"]`);
const line = (index: number) => fixture.page.locator(`section[data-line="${index}"]`);
/** The widget types of each line shown, top to bottom (outside arranging: only lines with widgets). */
const shownLines = () =>
  fixture.page
    .locator(".dashboard-line")
    .evaluateAll((lines) => lines.map((each) => Array.from(each.querySelectorAll("[data-widget-type]"), (card) => card.getAttribute("data-widget-type"))));
const savedLayout = async () => {
  const document = await fixture.api<{ widgets: string; preset: boolean }>("GET", "/widgets");
  return {
    preset: document.preset,
    lines: (JSON.parse(document.widgets) as { lines: { type: string }[][] }).lines.map((each) => each.map((item) => item.type)),
  };
};
const saved = () => fixture.page.locator('.dashboard-save[data-state="saved"]').waitFor();

describe("dashboard", () => {
  it("shows the administrators' preset: statistics, messages by type, general info, messages, a line each", async () => {
    await widget("GENERAL_INFO").locator('[data-figure="organizations"]').waitFor();
    expect(await shownLines()).toEqual([["STATISTICS"], ["CALLS_BY_TYPE"], ["GENERAL_INFO"], ["CALLS"]]);
    expect(await widget("STATISTICS").getByRole("heading").textContent()).toBe("Alarm statistics");
    expect((await savedLayout()).preset).toBe(true);
  });

  it("arranges: drags a widget into another line, steps one with the keyboard buttons, adds one, and keeps it after a reload", async () => {
    await fixture.page.getByRole("button", { name: "Arrange" }).click();
    expect(await fixture.page.locator("section[data-line]").count()).toBe(12);

    // Drag and drop: messages by type by its handle into the first line, after statistics.
    await widget("CALLS_BY_TYPE")
      .locator(".dashboard-widget__handle")
      .dragTo(line(0), { targetPosition: { x: 1000, y: 40 } });
    await line(0).locator('[data-widget-type="CALLS_BY_TYPE"]').waitFor();
    expect(
      await line(0)
        .locator("[data-widget-type]")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-widget-type"))),
    ).toEqual(["STATISTICS", "CALLS_BY_TYPE"]);

    // The keyboard: messages over time up from line 4 into line 3 (before general info, at its own place), then right of it.
    const move = (direction: string) => widget("CALLS").locator(`[data-move="${direction}"]`);
    await move("up").focus();
    await fixture.page.keyboard.press("Enter");
    await fixture.page.locator('[role="status"]', { hasText: "Moved to line 3, position 1" }).waitFor();
    // Focus stays on the button that moved it, in its new place.
    expect(await move("up").evaluate((button) => button === document.activeElement)).toBe(true);
    await move("right").focus();
    await fixture.page.keyboard.press("Enter");
    await fixture.page.locator('[role="status"]', { hasText: "Moved to line 3, position 2" }).waitFor();
    expect(
      await line(2)
        .locator("[data-widget-type]")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-widget-type"))),
    ).toEqual(["GENERAL_INFO", "CALLS"]);

    // Add shortcuts to line 6; the administrator may add resource gauges too.
    await line(5).getByRole("button", { name: "Add widget" }).click();
    const dialog = fixture.page.locator(".dashboard-add-dialog");
    await dialog.locator(".p-dropdown:has(#dashboard-add-type)").click();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Server resources" }).waitFor();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Shortcuts" }).click();
    expect(await dialog.locator(".p-dropdown:has(#dashboard-add-line) .p-dropdown-label").textContent()).toBe("Line 6");
    await dialog.locator("label[for=dashboard-add-shortcut-ORGANIZATIONS]").click();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await line(5).locator('[data-widget-type="SHORTCUTS"] [data-shortcut="ALARM_TABLE"]').waitFor();
    expect(await line(5).locator("[data-shortcut=ORGANIZATIONS]").count()).toBe(0);

    await fixture.page.getByRole("button", { name: "Done" }).click();
    await saved();
    const arranged = [["STATISTICS", "CALLS_BY_TYPE"], ["GENERAL_INFO", "CALLS"], ["SHORTCUTS"]];
    expect(await shownLines()).toEqual(arranged);
    expect(await savedLayout()).toMatchObject({
      preset: false,
      lines: [["STATISTICS", "CALLS_BY_TYPE"], [], ["GENERAL_INFO", "CALLS"], [], [], ["SHORTCUTS"], [], [], [], [], [], []],
    });

    await fixture.page.reload();
    await widget("SHORTCUTS").waitFor();
    expect(await shownLines()).toEqual(arranged);
    // A shortcut opens its screen.
    await widget("SHORTCUTS").locator("[data-shortcut=ALARM_TABLE]").click();
    await fixture.page.waitForURL(`${fixture.url}/alarm-table`);
    await fixture.page.goBack();
    await widget("SHORTCUTS").waitFor();
  });

  it("changes a chart's period, reads the figures of that period and remembers it", async () => {
    const answered = fixture.page.waitForResponse((response) => response.url().endsWith("/dashboard/statistics/MONTH-AGO") && response.status() === 200);
    await chooseOption(fixture.page, "widget-preset-statistics-period", "Last 30 days");
    await answered;
    await widget("STATISTICS").locator('[data-figure="alarms"]').waitFor();
    await saved();
    await fixture.page.reload();
    await widget("STATISTICS").locator(".p-dropdown", { hasText: "Last 30 days" }).waitFor();
  });

  it("returns to the preset", async () => {
    await fixture.page.getByRole("button", { name: "Arrange" }).click();
    await fixture.page.getByRole("button", { name: "Reset to preset" }).click();
    await fixture.page.locator(".p-confirm-dialog").getByRole("button", { name: "Reset" }).click();
    await fixture.page.getByRole("button", { name: "Done" }).click();
    await expect.poll(shownLines).toEqual([["STATISTICS"], ["CALLS_BY_TYPE"], ["GENERAL_INFO"], ["CALLS"]]);
    expect((await savedLayout()).preset).toBe(true);
  });

  it("gives a role number 6 in the role editor, and its user the last alarms without the resource gauges to add", async () => {
    await fixture.page.goto(`${fixture.url}/user-groups`);
    await fixture.page.getByRole("button", { name: "New" }).first().click();
    await fixture.page.locator("#role-name").fill("Alarm watchers");
    await fixture.page.locator("#role-authority-ALARM_TABLE").click();
    await chooseOption(fixture.page, "role-number", "6 – last alarms");
    await fixture.page.locator(".role-editor__footer button[type=submit]").click();
    await fixture.page.locator(".roles-table tbody tr", { hasText: "Alarm watchers" }).waitFor();
    await fixture.page.locator(".roles-table tbody tr", { hasText: "Alarm watchers" }).dblclick();
    await fixture.page.waitForURL(/\/user-groups\/\d+$/);
    await fixture.page.locator(".p-dropdown:has(#role-number)", { hasText: "6 – last alarms" }).waitFor();
    const role = { id: Number(new URL(fixture.page.url()).pathname.split("/").pop()) };
    expect((await fixture.api<{ roleNumber: number }>("GET", `/user-groups/${role.id}`)).roleNumber).toBe(6);
    await fixture.api("POST", "/users", {
      login: "watcher",
      password: "Watcher-sees-alarms-42",
      name: "Walter",
      surname: "Watcher",
      email: "walter@alarm.test",
      orgId: 1,
      roleIds: [role.id],
    });

    const watcher = await fixture.signedInPage({ login: "watcher", password: "Watcher-sees-alarms-42" }, { viewport: { width: 1280, height: 800 } });
    await watcher.locator('[data-widget-type="LAST_ALARMS"]').locator(".dashboard-widget__notice, .dashboard-alarms").first().waitFor();
    expect(await watcher.locator("[data-widget-type]").count()).toBe(1);
    await watcher.getByRole("button", { name: "Arrange" }).click();
    await watcher.getByRole("button", { name: "Add widget" }).first().click();
    await watcher.locator(".p-dropdown:has(#dashboard-add-type)").click();
    await watcher.locator(".p-dropdown-item", { hasText: "General information" }).waitFor();
    expect(await watcher.locator(".p-dropdown-item", { hasText: "Server resources" }).count()).toBe(0);
    // Statistics are open to the alarm table; the general info only counts.
    await watcher.locator(".p-dropdown-item", { hasText: "Alarm statistics" }).click();
    await watcher.locator(".dashboard-add-dialog").getByRole("button", { name: "Add", exact: true }).click();
    await watcher.locator('[data-widget-type="STATISTICS"] [data-figure="alarms"]').waitFor();
    await watcher.context().close();
  });
});
