import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SipPhone, startSipPhone } from "../apps/server/test/sip-phone.js";
import { type SipProxy, startSipProxy } from "../apps/server/test/sip-proxy.js";
import { until } from "../apps/server/test/until.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * An alarm by voice call over SIP, watched in the console: the server calls through a PBX's edge
 * that asks for digest authentication, baresip answers as the participant's phone, hears the
 * message, and its key 1 accepts the alarm in the operator's table without a reload.
 */
let phone: SipPhone;
let proxy: SipProxy;
let monitor: Page;
let pointId: number;

const NUMBER = "+41791234567";
const POINT = "Boiler pressure high";
const row = (name: string) => monitor.locator(".alarm-table tbody tr", { hasText: name });
const details = () => monitor.locator(".alarm-details");
const statusOf = (locator: ReturnType<Page["locator"]>) => locator.locator(".alarm-status").first().getAttribute("data-status");

beforeAll(async () => {
  phone = await startSipPhone({ number: NUMBER });
  proxy = await startSipProxy({ [NUMBER]: phone.port }, "alarms", "trunk-secret");
});
afterAll(async () => {
  await Promise.all([phone?.close(), proxy?.close()]);
});

const fixture = useSignedInConsole({
  env: () => ({ VOICE_TRANSPORT: "sip", SIP_URI: `sip:alarms@127.0.0.1:${proxy.port}`, SIP_PASSWORD: "trunk-secret" }),
});

beforeAll(async () => {
  monitor = fixture.page;
  const ada = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Ada",
    surname: "Keller",
    orgId: 1,
    language: "GERMAN",
    devices: [{ callingDeviceType: "VOICE", address: NUMBER }],
  });
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Boiler duty",
    orgId: 1,
    ranks: [{ waitTime: 60, entries: [{ participantId: ada.id }] }],
  });
  ({ id: pointId } = await fixture.api<{ id: number }>("POST", "/alarmpoints", {
    name: POINT,
    orgId: 1,
    alarmPlanId: plan.id,
    text: "Kesseldruck zu hoch",
    speechText: "Der Kesseldruck im Heizhaus ist zu hoch.",
  }));
});

describe("an alarm by voice call over SIP, answered by a key on a real phone", () => {
  it("calls the phone, shows the call delivered, and is accepted by the key 1 in the table", async () => {
    await monitor.goto(`${fixture.url}/alarm-table?tab=0`);
    await monitor.locator(".alarm-live--open").waitFor();
    await monitor.evaluate(() => Object.assign(window, { sameDocument: true }));
    await fixture.api("POST", "/alarm-trigger", { alarmPointId: pointId });
    await row(POINT).waitFor();

    await until(() => phone.established() === 1, "the phone to answer", 20_000);
    expect(proxy.authorized).toBe(1);
    await row(POINT).click();
    await details().locator(".alarm-timeline__entry[data-kind=NOTIFICATION_DELIVERED]").first().waitFor();

    await phone.press("1");
    await expect.poll(() => statusOf(row(POINT)), { timeout: 15_000 }).toBe("ACCEPTED");
    await details().locator(".alarm-timeline__entry", { hasText: "Ada Keller" }).filter({ hasText: "voice call" }).first().waitFor();
    expect(await monitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
