import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SinkMessage, type SmtpSink, startSmtpSink } from "../apps/server/test/smtp-sink.js";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";
import { freePort } from "./support/free-port.js";

/**
 * The whole path of an alarm, as the people in an alarm centre meet it: an operator triggers an
 * alarm point on the alarm panels; a second operator watches the alarm table in another browser;
 * the participant's email reaches a real SMTP server on 127.0.0.1 and its accept link (opened
 * without a login) accepts the alarm; the operator quits it, finds it in the history with its
 * timeline and triggers it again.
 */
let sink: SmtpSink;
/** The server's port, chosen before it starts: the links in the emails name it. */
let port: number;
let trigger: Page;
let monitor: Page;
let participantBrowser: BrowserContext;

const EMAIL = "erika.email@example.com";
const POINT = "Cooling failure server room";
const row = (name: string) => monitor.locator(".alarm-table tbody tr", { hasText: name });
const details = () => monitor.locator(".alarm-details");
const statusOf = (locator: ReturnType<Page["locator"]>) => locator.locator(".alarm-status").first().getAttribute("data-status");

// The mail sink and the port are there before the fixture's server, which needs both; the sink stops after it.
beforeAll(async () => {
  sink = await startSmtpSink();
  port = await freePort();
});
afterAll(async () => {
  await sink?.close();
});

const fixture = useSignedInConsole({ env: () => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SMTP_URL: sink.url }) });

beforeAll(async () => {
  trigger = fixture.page;
  monitor = await fixture.signedInPage();
  participantBrowser = await fixture.browser.newContext({ viewport: { width: 412, height: 800 } });

  const erika = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Erika",
    surname: "Email",
    orgId: 1,
    language: "ENGLISH",
    devices: [{ callingDeviceType: "EMAIL", address: EMAIL }],
  });
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Server room on call",
    orgId: 1,
    ranks: [{ waitTime: 5, entries: [{ participantId: erika.id }] }],
  });
  await fixture.api("POST", "/alarmpoints", {
    name: POINT,
    orgId: 1,
    alarmPlanId: plan.id,
    text: "Temperature in server room 1 above 35 °C",
    confirmPriority: 1,
  });
});

describe("an alarm from the panel to the participant's email and back", () => {
  let first: SinkMessage;
  let alarmId: number;

  it("is triggered on the alarm panels and appears in the other operator's alarm table without a reload", async () => {
    await monitor.goto(`${fixture.url}/alarm-table?tab=0`);
    await monitor.locator(".alarm-live--open").waitFor();
    await monitor.evaluate(() => Object.assign(window, { sameDocument: true }));

    await trigger.goto(`${fixture.url}/alarm-panels`);
    await trigger.getByRole("button", { name: `Trigger ${POINT}` }).click();
    const dialog = trigger.getByRole("dialog", { name: "Trigger this alarm?" });
    await dialog.getByRole("button", { name: "Trigger alarm" }).click();
    await trigger.locator(".p-toast-message", { hasText: `${POINT} was triggered` }).waitFor();
    const href = await trigger.locator(".trigger-outcome__link").first().getAttribute("href");
    alarmId = Number(/id=(\d+)/.exec(href ?? "")?.[1]);
    expect(alarmId).toBeGreaterThan(0);

    await row(POINT).waitFor({ timeout: 5_000 });
    expect(await monitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await toast(trigger, `${POINT} was triggered`);
  });

  it("reaches the participant by email at the SMTP server, with the alarm text and signed answer links", async () => {
    first = await sink.waitFor((message) => message.rcptTo.includes(EMAIL), 15_000);
    expect(first.subject).toContain(POINT);
    expect(first.text).toContain("Temperature in server room 1 above 35 °C");
    expect(first.messageId).toMatch(/^<.+@.+>$/);
    expect(first.html).toContain(`${fixture.url}/rest/api/respond/`);
    await expect.poll(() => statusOf(row(POINT)), { timeout: 5_000 }).toBe("PROCESSING");
  });

  it("is accepted through the link in the email, without a login, and the table shows it at once", async () => {
    const accept = /https?:\/\/\S+\/rest\/api\/respond\/[^\s?"]+\?answer=accept/.exec(first.text ?? "")?.[0];
    expect(accept, first.text).toBeDefined();
    const participant = await participantBrowser.newPage();
    await participant.goto(accept!);
    await participant.getByRole("heading", { name: POINT }).waitFor();
    await participant.locator("button.accept.chosen").click();
    await participant.locator(".result.ok").waitFor();

    await expect.poll(() => statusOf(row(POINT)), { timeout: 5_000 }).toBe("ACCEPTED");
    // The link works once: opened again it says the answer is already recorded.
    await participant.goto(accept!);
    await participant.locator(".result.ok").waitFor();
    expect(await participant.locator("button").count()).toBe(0);
    expect(sink.messages.filter((message) => message.rcptTo.includes(EMAIL))).toHaveLength(1);
  });

  it("is quit with a reason and found in the history with its whole timeline", async () => {
    await row(POINT).click();
    await details().getByRole("button", { name: "Quit alarm" }).click();
    const dialog = monitor.locator(".alarm-action-dialog");
    await dialog.locator("#alarm-quit-reason").fill("Air conditioning restarted");
    await dialog.getByRole("button", { name: "Quit alarm" }).click();
    await toast(monitor, `${POINT} was ended`);
    await row(POINT).waitFor({ state: "detached" });
    await monitor.keyboard.press("Escape");

    await monitor.goto(`${fixture.url}/alarm-table?tab=2`);
    await row(POINT).click();
    await details().locator(".alarm-summary", { hasText: "Air conditioning restarted" }).waitFor();
    expect(await statusOf(details().locator(".alarm-summary"))).toBe("FINISHED");
    const timeline = details().locator(".alarm-timeline__entry");
    const kinds = await timeline.evaluateAll((entries) => entries.map((entry) => entry.getAttribute("data-kind")));
    expect(kinds).toEqual(expect.arrayContaining(["TRIGGERED", "RANK_STARTED", "NOTIFICATION_SENT", "ACCEPTED", "QUIT"]));
    expect(kinds.indexOf("TRIGGERED")).toBeLessThan(kinds.indexOf("NOTIFICATION_SENT"));
    expect(kinds.indexOf("NOTIFICATION_SENT")).toBeLessThan(kinds.indexOf("ACCEPTED"));
    await timeline.filter({ hasText: "Message sent" }).filter({ hasText: EMAIL }).first().waitFor();
    await timeline.filter({ hasText: "Accepted" }).filter({ hasText: "Erika Email" }).first().waitFor();
  });

  it("is triggered again from the history and alerts the participant once more", async () => {
    await details().getByRole("button", { name: "Trigger again" }).click();
    await monitor.locator(".alarm-action-dialog").getByRole("button", { name: "Trigger now" }).click();
    await monitor.waitForURL((url) => url.searchParams.get("tab") === "0" && url.searchParams.get("id") !== String(alarmId));
    await row(POINT).waitFor();
    const again = await sink.waitFor((message) => message.rcptTo.includes(EMAIL) && message.messageId !== first.messageId, 15_000);
    expect(again.subject).toContain(POINT);
  });
});
