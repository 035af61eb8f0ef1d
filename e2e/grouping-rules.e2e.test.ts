import { beforeAll, describe, expect, it } from "vitest";
import { chooseLanguage, toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";
import { chooseOption } from "./support/fixtures.js";

/**
 * Grouping rules as an administrator keeps them in the console (README, "Incidents and alarm floods"):
 * a rule made next to the alarm rules, taking two alarm points and grouping their alarms by a part of
 * the text; a broken regular expression is said on its field, in the user's language, whether the
 * console or the server finds it; then the rule is listed, changed, switched off and deleted.
 */
const fixture = useSignedInConsole();

const RULE = "Disk alarms per volume";
const POINTS = ["Disk monitor A", "Disk monitor B"];

const editor = () => fixture.page.locator("[data-testid=grouping-rule-form]");
const row = () => fixture.page.locator("tr[data-testid=grouping-rule-row]", { hasText: RULE });
const pattern = () => fixture.page.locator("#grouping-rule-groupBy-0-pattern");
const patternError = () => fixture.page.locator("#grouping-rule-groupBy-0-pattern-error");

beforeAll(async () => {
  const person = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Dora",
    surname: "Disk",
    orgId: 1,
    language: "ENGLISH",
    devices: [{ callingDeviceType: "EMAIL", address: "dora.disk@example.com" }],
  });
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Storage",
    orgId: 1,
    ranks: [{ waitTime: 1, entries: [{ participantId: person.id }] }],
  });
  for (const name of [...POINTS, "Door contact"]) await fixture.api("POST", "/alarmpoints", { name, orgId: 1, alarmPlanId: plan.id, text: `${name} raised` });
});

describe("grouping rules in the console", () => {
  it("stand in the menu next to the alarm rules, and start empty", async () => {
    await fixture.page.goto(`${fixture.url}/grouping-rules`);
    await fixture.page.getByRole("heading", { name: "Grouping rules", exact: true }).waitFor();
    // The menu's section of the screen shown is open: its entry is marked, right after the alarm rules.
    await fixture.page.locator('.layout-menu-nav a.layout-menu-link[href="/grouping-rules"][aria-current=page]').waitFor();
    const targets = await fixture.page
      .locator(".layout-menu-nav a.layout-menu-link")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(targets.indexOf("/grouping-rules")).toBe(targets.indexOf("/alarm-rules") + 1);
    await fixture.page.getByText("No grouping rules yet").waitFor();
    await fixture.page.getByTestId("grouping-rules-scope").getByText("Rules of Total system and of the organizations below it").waitFor();
  });

  it("asks before unsaved work in a new rule is thrown away", async () => {
    await fixture.page.locator("#grouping-rule-new").click();
    await editor().waitFor();
    await fixture.page.locator(".grouping-rule-editor.p-sidebar-enter-done").waitFor();
    await fixture.page.locator("#grouping-rule-name").fill("Half done");
    await fixture.page.locator("#grouping-rule-name").press("Escape");
    const discard = fixture.page.getByRole("alertdialog", { name: "Discard changes?" }).or(fixture.page.getByRole("dialog", { name: "Discard changes?" }));
    await discard.getByRole("button", { name: "Discard" }).click();
    await editor().waitFor({ state: "detached" });
    expect(new URL(fixture.page.url()).pathname).toBe("/grouping-rules");
  });

  it("creates a rule of two points grouped by a part of the text; a broken pattern is said on its field in German", async () => {
    await chooseLanguage(fixture.page, "topbar-language", "Deutsch");
    await fixture.page.locator("#grouping-rule-new").click();
    await editor().waitFor();
    await fixture.page.locator("#grouping-rule-name").fill(RULE);

    const points = fixture.page.locator(".p-multiselect:has(#grouping-rule-alarmPointIds)");
    await points.click();
    for (const name of POINTS) await fixture.page.locator(".p-multiselect-panel .p-multiselect-item", { hasText: name }).click();
    await fixture.page.locator(".p-multiselect-close").click();
    await fixture.page.locator(".p-multiselect-panel").waitFor({ state: "detached" });
    for (const name of POINTS) await points.locator(".p-multiselect-token", { hasText: name }).waitFor();

    // The new rule groups by alarm point: that part becomes a part of the text.
    await chooseOption(fixture.page, "grouping-rule-groupBy-0-field", "Teil des Textes");
    await fixture.page.locator("li[data-testid=grouping-rule-part][data-field=TEXT]").waitFor();
    await pattern().fill("disk (full");
    // Said once the field is left, and gone once the pattern compiles.
    expect(await patternError().count()).toBe(0);
    await pattern().press("Tab");
    await patternError().getByText("Das ist kein gültiger regulärer Ausdruck.").waitFor();
    await pattern().fill("disk (\\w+) full");
    await patternError().waitFor({ state: "detached" });

    // The console checks a pattern as the server does, so the server's refusal is provoked on the way:
    // the pattern sent is broken, and the server's INVALID_PATTERN is shown on the field, in German.
    const route = `${fixture.url}/rest/api/grouping-rules`;
    await fixture.page.route(route, async (request) => {
      const body = request.request().postDataJSON() as { groupBy: { pattern: string | null }[] };
      body.groupBy[0]!.pattern = "disk (full";
      await request.continue({ postData: JSON.stringify(body) });
    });
    const refused = fixture.page.waitForResponse((response) => response.url() === route && response.request().method() === "POST");
    await fixture.page.locator("#grouping-rule-save").click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "groupBy.0.pattern", code: "INVALID_PATTERN" }] });
    await patternError().getByText("Das ist kein gültiger regulärer Ausdruck.").waitFor();
    await expect.poll(() => fixture.page.evaluate(() => document.activeElement?.id)).toBe("grouping-rule-groupBy-0-pattern");
    await fixture.page.unroute(route);

    // Changing the pattern takes the server's message away; saved as it is, the rule is created.
    await pattern().fill("disk (\\w+) full!");
    await patternError().waitFor({ state: "detached" });
    await pattern().fill("disk (\\w+) full");
    await fixture.page.locator("#grouping-rule-save").click();
    await toast(fixture.page, "Gruppierungsregel angelegt");
    await editor().waitFor({ state: "detached" });
    await chooseLanguage(fixture.page, "topbar-language", "English");

    await row().waitFor();
    await row().getByText("Disk monitor A and Disk monitor B").waitFor();
    await row().getByText("However raised").waitFor();
    await row().getByText("Text matching “disk (\\w+) full”").waitFor();
    await row().getByText("10 min").waitFor();
    const rules = await fixture.api<{ list: { name: string; alarmPointIds: number[]; groupBy: unknown[]; windowMinutes: number }[] }>("GET", "/grouping-rules");
    expect(rules.list).toEqual([
      expect.objectContaining({ name: RULE, groupBy: [{ field: "TEXT", label: null, pattern: "disk (\\w+) full" }], windowMinutes: 10 }),
    ]);
    expect(rules.list[0]!.alarmPointIds).toHaveLength(2);
  });

  it("edits the rule: a longer window and the host label as a second field", async () => {
    await row().getByTestId("grouping-rule-edit").click();
    await editor().waitFor();
    await expect.poll(() => fixture.page.locator("#grouping-rule-name").inputValue()).toBe(RULE);
    // The chosen points are named once their list is read: until then the form below them may still move.
    for (const name of POINTS) await editor().locator(".p-multiselect-token", { hasText: name }).waitFor();
    // The number field takes keys one by one (PrimeReact's InputNumber).
    const minutes = fixture.page.locator("#grouping-rule-windowMinutes");
    await minutes.click();
    await minutes.press("ControlOrMeta+a");
    await minutes.pressSequentially("30");
    await minutes.press("Tab");
    expect(await minutes.inputValue()).toBe("30 min");
    await fixture.page.locator("#grouping-rule-add-part").click();
    await chooseOption(fixture.page, "grouping-rule-groupBy-1-field", "Label");
    // A label without its name is refused before anything is sent.
    await fixture.page.locator("#grouping-rule-save").click();
    await fixture.page.locator("#grouping-rule-groupBy-1-label-error").getByText("Enter the label's name.").waitFor();
    await fixture.page.locator("#grouping-rule-groupBy-1-label").fill("host");
    // The error goes once the name is there, and the form's footer moves up with it: the click waits for that.
    await fixture.page.locator("#grouping-rule-groupBy-1-label-error").waitFor({ state: "detached" });
    await fixture.page.locator("#grouping-rule-save").click();
    await toast(fixture.page, "Grouping rule saved");
    await editor().waitFor({ state: "detached" });
    await row().getByText("30 min").waitFor();
    await row().getByText("Label “host”").waitFor();
  });

  it("switches the rule off in the list, and deletes it", async () => {
    await row().getByTestId("grouping-rule-row-enabled").click();
    await toast(fixture.page, "Rule switched off");
    await row().getByText("Off").waitFor();

    await row().getByTestId("grouping-rule-delete").click();
    const confirm = fixture.page
      .getByRole("alertdialog", { name: "Delete grouping rule" })
      .or(fixture.page.getByRole("dialog", { name: "Delete grouping rule" }));
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast(fixture.page, `The grouping rule ${RULE} was deleted.`);
    await fixture.page.getByText("No grouping rules yet").waitFor();
    expect((await fixture.api<{ list: unknown[] }>("GET", "/grouping-rules")).list).toEqual([]);
  });
});
