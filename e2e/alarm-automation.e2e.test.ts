import type { CreatedIntegrationKey, IntegrationOutcome } from "@alarm/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../apps/server/test/smtp-sink.js";
import { launchBrowser } from "./support/browser.js";
import { callAsConsole, chooseOption } from "./support/fixtures.js";
import { pickOrganization, signIn, toast } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

/**
 * Alarm automation as an operator builds it in the console: a consequential trigger (ON_NOT_ACCEPTED:
 * alert the fire brigade) and an alarm rule (severity info: suppress). Another system then posts
 * events through an integration key: the info event is recorded suppressed in the history, the
 * critical one alarms, nobody accepts, and the follow-up alarm is raised, linked both ways. A
 * maintenance window then tags the point in the alarm table, makes a manual trigger ask first, and
 * ends early with one click.
 */
let sink: SmtpSink;
let server: RunningServer;
let browser: Browser;
let page: Page;
let pointId: number;
let webhookKey: string;

const FIRE = "Fire alarm hall 2";
const FOLLOW_UP = "Alert the fire brigade";
const RULE = "Info is noise";
const WINDOW = "Hall 2 sprinkler repairs";

const post = async (event: object) => {
  const response = await fetch(`${server.url}/rest/integrations/webhook?key=${webhookKey}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as IntegrationOutcome).alarms[0]!;
};

/** The console's date and time fields read DD.MM.YYYY HH:mm. */
const typed = (date: Date) => {
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
};

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1", SMTP_URL: sink.url, TEST_CLOCK: "1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
  const api = <T>(method: "POST", path: string, data: unknown) => callAsConsole<T>(page, server.url, method, path, data);
  const person = await api<{ id: number }>("POST", "/participants", {
    name: "Fero",
    surname: "Watch",
    orgId: 1,
    language: "ENGLISH",
    devices: [{ callingDeviceType: "EMAIL", address: "fero.watch@example.com" }],
  });
  const ranks = [{ waitTime: 1, entries: [{ participantId: person.id }] }];
  const plan = await api<{ id: number }>("POST", "/alarmplans", { name: "Hall 2 watch", orgId: 1, ranks });
  await api("POST", "/alarmplans", { name: "Fire brigade", orgId: 1, ranks });
  pointId = (await api<{ id: number }>("POST", "/alarmpoints", { name: FIRE, orgId: 1, alarmPlanId: plan.id, text: "Smoke detector 7" })).id;
  webhookKey = (await api<CreatedIntegrationKey>("POST", `/alarm-points/${pointId}/integration-keys`, { kind: "WEBHOOK", name: "Building monitor" })).secret;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

describe("alarm automation built in the console", () => {
  it("adds an ON_NOT_ACCEPTED trigger in the alarm point editor, validating it inline", async () => {
    await page.goto(`${server.url}/alarm-points/${pointId}`);
    await page.getByRole("tab", { name: "Consequential triggers" }).click();
    const tab = page.locator("[data-testid=consequentials]");
    await tab.getByText("No consequential triggers yet").waitFor();
    await page.locator("#consequential-add").click();
    await tab.locator("[data-testid=consequential-form]").waitFor();
    await page.locator("#consequential-name").fill("");
    await page.locator("#consequential-save").click();
    await tab.getByText("Enter a value.").waitFor();

    await page.locator("#consequential-name").fill(FOLLOW_UP);
    await chooseOption(page, "consequential-trigger-type", "When the alarm is not accepted");
    await chooseOption(page, "consequential-alarmPlanId", "Fire brigade");
    await page.locator("#consequential-save").click();
    await toast(page, "Trigger created");
    await expect.poll(() => tab.getAttribute("data-mode")).toBe("update");
    await page.locator("#consequential-cancel").click();
    const row = tab.locator("li[data-testid=consequential-row]", { hasText: FOLLOW_UP });
    await row.waitFor();
    expect(await row.getAttribute("data-trigger-type")).toBe("ON_NOT_ACCEPTED");
  });

  it("builds a rule that suppresses info events, and tries it on a pasted event first", async () => {
    await page.goto(`${server.url}/alarm-rules`);
    await page.locator("#alarm-rule-new").first().click();
    const form = page.locator("[data-testid=alarm-rule-form]");
    await form.waitFor();
    await page.locator("#alarm-rule-name").fill(RULE);
    await page.locator("#alarm-rule-add-condition").click();
    await page.locator("#alarm-rule-add-condition-SEVERITY").click();
    const condition = form.locator("li[data-testid=alarm-rule-condition][data-type=SEVERITY]");
    await condition.waitFor();
    await condition.locator(".p-multiselect").click();
    await page.locator(".p-multiselect-item", { hasText: "Info" }).first().click();
    await page.locator(".p-multiselect-close").click();
    await page.locator(".p-multiselect-panel").waitFor({ state: "detached" });
    await condition.locator(".p-multiselect", { hasText: "Info" }).waitFor();
    await page.locator("#alarm-rule-add-action").click();
    await page.locator("#alarm-rule-add-action-SUPPRESS").click();
    await form.locator("li[data-testid=alarm-rule-action][data-type=SUPPRESS]").waitFor();

    // Tried on a pasted event before it is saved: it would be suppressed, and nothing is raised.
    await page.locator("#alarm-rule-test-event").fill(JSON.stringify({ kind: "WEBHOOK", summary: "Sprinkler pressure check passed", severity: "info" }));
    await page.locator("#alarm-rule-test-run").click();
    const result = page.locator("[data-testid=alarm-rule-test-result]");
    await result.locator("li[data-testid=alarm-rule-test-trace][data-outcome=MATCHED]", { hasText: RULE }).waitFor();
    await result.locator("[data-testid=alarm-rule-test-decision][data-suppressed=true]").waitFor();

    await page.locator("#alarm-rule-save").click();
    await page.locator("tr[data-testid=alarm-rule-row]", { hasText: RULE }).waitFor();
  });

  it("shows the rules of the organizations above a sub-organization's own, read-only, as run first", async () => {
    await callAsConsole(page, server.url, "POST", "/organizations", { name: "Depot", parentId: 1 });
    await page.goto(`${server.url}/alarm-rules`);
    await page.getByTestId("alarm-rules-organization").click();
    await pickOrganization(page, "Depot");
    await page.getByTestId("alarm-rules-scope").getByText("Rules of Depot").waitFor();
    const inherited = page.getByTestId("alarm-rules-inherited");
    await inherited.getByRole("heading", { name: "Inherited rules, run first" }).waitFor();
    const rule = inherited.getByTestId("alarm-rule-inherited").filter({ hasText: RULE });
    await rule.getByText("Inherited from Total system").waitFor();
    // Read-only: nothing to press on an inherited rule.
    expect(await rule.getByRole("button").count()).toBe(0);
  });

  it("records the info event suppressed in the history, and alarms on the critical one", async () => {
    const info = await post({ summary: "Sprinkler pressure check passed", severity: "info" });
    expect(info.outcome).toBe("SUPPRESSED");
    const critical = await post({ summary: "Smoke in hall 2", severity: "critical" });
    expect(critical.outcome).toBe("TRIGGERED");

    await page.goto(`${server.url}/alarm-table?tab=2&id=${info.alarmId}`);
    await page.locator(".alarm-details .alarm-timeline__entry", { hasText: `suppressed by alarm rule ${RULE}: nobody alerted` }).waitFor();
    await page.locator(".alarm-table tbody tr", { hasText: FIRE }).first().waitFor();

    await expect.poll(() => sink.messages.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(sink.messages.every((message) => !message.text?.includes("Sprinkler pressure check passed"))).toBe(true);

    // Nobody answers within the rank's minute: the follow-up is raised.
    const moved = await page.request.post(`${server.url}/rest/api/test/clock`, { data: { advanceSeconds: 120 } });
    expect(moved.status()).toBe(200);
    await page.goto(`${server.url}/alarm-table?tab=0&id=${critical.alarmId}`);
    const linked = page.locator(".alarm-details [data-testid=linked-alarms]");
    await linked.getByText(FOLLOW_UP, { exact: false }).waitFor({ timeout: 15_000 });
    await page.locator(".alarm-details .alarm-timeline__entry", { hasText: `When the alarm is not accepted: follow-up alarm ${FOLLOW_UP}` }).waitFor();

    await linked.getByRole("link", { name: new RegExp(FOLLOW_UP) }).click();
    const back = page.locator(".alarm-details [data-testid=linked-alarms]");
    await back.getByText("Raised by").waitFor();
    await back.getByRole("link", { name: new RegExp(FIRE) }).waitFor();
    await page.locator(".alarm-table tbody tr", { hasText: FOLLOW_UP }).waitFor();
  });

  it("plans a maintenance window: the alarm table tags the point, a manual trigger asks first, and End now ends it", async () => {
    await page.goto(`${server.url}/maintenance-windows`);
    await page.locator("#maintenance-window-new").click();
    await page.locator("#maintenance-window-name").fill(WINDOW);
    await page.locator("label[for=maintenance-window-covers-ALARM_POINT]").click();
    await chooseOption(page, "maintenance-window-alarm-point", FIRE);
    const now = new Date();
    await page.locator("#maintenance-window-starts-at").fill(typed(new Date(now.getTime() - 3_600_000)));
    await page.locator("#maintenance-window-starts-at").press("Tab");
    await page.locator("#maintenance-window-ends-at").fill(typed(new Date(now.getTime() + 6 * 3_600_000)));
    await page.locator("#maintenance-window-ends-at").press("Tab");
    await page.locator("#maintenance-window-save").click();
    const row = page.locator("tr.maintenance-window-row", { hasText: WINDOW });
    await row.locator(".maintenance-state[data-state=IN_FORCE]").waitFor();

    // Events are suppressed while it lasts.
    expect((await post({ summary: "Smoke again in hall 2", severity: "critical" })).outcome).toBe("SUPPRESSED");

    await page.goto(`${server.url}/alarm-panels`);
    // The tile says so before it is pressed.
    await page.getByRole("button", { name: `Trigger ${FIRE}` }).getByTestId("panel-tile-maintenance").getByText("In maintenance").waitFor();
    await page.getByRole("button", { name: `Trigger ${FIRE}` }).click();
    await page.getByRole("dialog", { name: "Trigger this alarm?" }).getByRole("button", { name: "Trigger alarm" }).click();
    const confirm = page.locator(".maintenance-trigger-dialog");
    await confirm.locator("[data-testid=maintenance-trigger-message]", { hasText: WINDOW }).waitFor();
    await confirm.locator(".maintenance-trigger-confirm").click();
    await toast(page, `${FIRE} was triggered`);

    await page.goto(`${server.url}/alarm-table?tab=0`);
    await page.locator(".alarm-table tbody tr", { hasText: FIRE }).locator("[data-testid=alarm-maintenance-tag]").first().waitFor();

    await page.goto(`${server.url}/maintenance-windows`);
    await row.locator("[data-testid=maintenance-window-end]").click();
    await row.locator(".maintenance-state[data-state=ENDED_EARLY]").waitFor();
    expect((await post({ summary: "Smoke once more in hall 2", severity: "critical" })).outcome).toBe("TRIGGERED");
    await page.goto(`${server.url}/alarm-table?tab=0`);
    await page.locator(".alarm-table tbody tr", { hasText: FIRE }).first().waitFor();
    await expect.poll(() => page.locator("[data-testid=alarm-maintenance-tag]").count()).toBe(0);
  });

  it("says at the field that a regular expression with a lookahead cannot run, and saves nothing", async () => {
    await page.goto(`${server.url}/alarm-rules`);
    await page.locator("#alarm-rule-new").first().click();
    const form = page.locator("[data-testid=alarm-rule-form]");
    await form.waitFor();
    await page.locator("#alarm-rule-name").fill("Disks about to fill");
    await page.locator("#alarm-rule-add-condition").click();
    await page.locator("#alarm-rule-add-condition-TEXT").click();
    await form.locator("li[data-testid=alarm-rule-condition][data-type=TEXT]").waitFor();
    // A condition just added is not wrong yet: its empty text says nothing until it is filled in or saved.
    expect(await page.locator("#alarm-rule-conditions-0-value").getAttribute("aria-invalid")).not.toBe("true");
    await chooseOption(page, "alarm-rule-conditions-0-mode", "Matches the regular expression");
    await page.locator("#alarm-rule-conditions-0-value").fill("disk(?= full)");
    await page.locator("#alarm-rule-add-action").click();
    await page.locator("#alarm-rule-add-action-STOP").click();
    await page.locator("#alarm-rule-save").click();
    await form.getByText("This regular expression uses what the rule engine does not support").waitFor();
    await expect.poll(() => page.locator("#alarm-rule-conditions-0-value").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("tr[data-testid=alarm-rule-row]", { hasText: "Disks about to fill" }).count()).toBe(0);
  });
});
