import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../apps/server/test/smtp-sink.js";
import { launchBrowser } from "./support/browser.js";
import { callAsConsole, chooseOption } from "./support/fixtures.js";
import { signIn, toast } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

/**
 * An operator adds a consequential trigger (ON_NOT_ACCEPTED: alert the fire brigade) in the alarm
 * point editor; when nobody accepts the fire alarm, the follow-up alarm is raised and the alarm
 * table links the two both ways.
 */
let sink: SmtpSink;
let server: RunningServer;
let browser: Browser;
let page: Page;
let pointId: number;

const FIRE = "Fire alarm hall 2";
const FOLLOW_UP = "Alert the fire brigade";

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
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

describe("a follow-up alarm built in the console", () => {
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

  it("raises the follow-up when nobody accepts, linked both ways in the alarm details", async () => {
    const alarm = await callAsConsole<{ id: number }>(page, server.url, "POST", "/alarm-trigger", { alarmPointId: pointId });
    await expect.poll(() => sink.messages.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    // Nobody answers within the rank's minute.
    const moved = await page.request.post(`${server.url}/rest/api/test/clock`, { data: { advanceSeconds: 120 } });
    expect(moved.status()).toBe(200);

    await page.goto(`${server.url}/alarm-table?tab=0&id=${alarm.id}`);
    const linked = page.locator(".alarm-details [data-testid=linked-alarms]");
    await linked.getByText(FOLLOW_UP, { exact: false }).waitFor({ timeout: 15_000 });
    await page.locator(".alarm-details .alarm-timeline__entry", { hasText: `When the alarm is not accepted: follow-up alarm ${FOLLOW_UP}` }).waitFor();

    await linked.getByRole("link", { name: new RegExp(FOLLOW_UP) }).click();
    const back = page.locator(".alarm-details [data-testid=linked-alarms]");
    await back.getByText("Raised by").waitFor();
    await back.getByRole("link", { name: new RegExp(FIRE) }).waitFor();
    await page.locator(".alarm-table tbody tr", { hasText: FOLLOW_UP }).waitFor();
  });
});
