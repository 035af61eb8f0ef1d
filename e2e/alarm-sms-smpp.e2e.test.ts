import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmsCentre, startSmsCentre } from "../apps/server/test/sms-centre.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * An alarm by SMS over SMPP, watched in the console: the participant's SMS reaches the SMS centre
 * (played by node-smpp's server), its receipt shows on the alarm's timeline, and the participant's
 * reply of 1, sent through the centre, accepts the alarm in the operator's table without a reload.
 */
let centre: SmsCentre;
let monitor: Page;
let pointId: number;

const NUMBER = "+420777123456";
const POINT = "Pump station flooded";
const row = (name: string) => monitor.locator(".alarm-table tbody tr", { hasText: name });
const details = () => monitor.locator(".alarm-details");
const statusOf = (locator: ReturnType<Page["locator"]>) => locator.locator(".alarm-status").first().getAttribute("data-status");

beforeAll(async () => {
  centre = await startSmsCentre();
});
afterAll(async () => {
  await centre?.close();
});

const fixture = useSignedInConsole({
  env: () => ({
    SMS_TRANSPORT: "smpp",
    SMPP_URL: centre.url,
    SMPP_SYSTEM_ID: centre.systemId,
    SMPP_PASSWORD: centre.password,
    SMPP_SOURCE_ADDRESS: "ALARMS",
  }),
});

beforeAll(async () => {
  monitor = fixture.page;
  const jana = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Jana",
    surname: "Nováková",
    orgId: 1,
    language: "CZECH",
    devices: [{ callingDeviceType: "SMS", address: NUMBER }],
  });
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Pump duty",
    orgId: 1,
    ranks: [{ waitTime: 5, entries: [{ participantId: jana.id }] }],
  });
  ({ id: pointId } = await fixture.api<{ id: number }>("POST", "/alarmpoints", {
    name: POINT,
    orgId: 1,
    alarmPlanId: plan.id,
    text: "Čerpací stanice 2 je zaplavená, přijeďte prosím.",
  }));
});

describe("an alarm by SMS over SMPP, answered by a reply through the SMS centre", () => {
  it("reaches the SMS centre in UCS-2, shows its receipt, and is accepted by the reply 1 in the table", async () => {
    await monitor.goto(`${fixture.url}/alarm-table?tab=0`);
    await monitor.locator(".alarm-live--open").waitFor();
    await monitor.evaluate(() => Object.assign(window, { sameDocument: true }));
    await fixture.api("POST", "/alarm-trigger", { alarmPointId: pointId });
    await row(POINT).waitFor();

    await expect.poll(() => centre.texts().filter((text) => text.to === NUMBER.slice(1)).length, { timeout: 15_000 }).toBe(1);
    const [sms] = centre.texts().filter((text) => text.to === NUMBER.slice(1));
    expect(sms!.text).toContain("Čerpací stanice 2 je zaplavená");
    expect(sms!.text).toContain("Odpovězte 1 pro přijetí");
    expect(sms!.dataCoding).toBe(8);

    const first = centre.parts.find((part) => part.to === NUMBER.slice(1) && (part.concatenation?.index ?? 1) === 1)!;
    expect(await centre.receipt(first.messageId, "DELIVRD")).toBe(0);
    await row(POINT).click();
    await details().locator(".alarm-timeline__entry[data-kind=NOTIFICATION_DELIVERED]").first().waitFor();

    expect(await centre.reply(NUMBER, "1")).toBe(0);
    await expect.poll(() => statusOf(row(POINT))).toBe("ACCEPTED");
    await details().locator(".alarm-timeline__entry", { hasText: "Jana Nováková" }).filter({ hasText: "SMS reply" }).first().waitFor();
    expect(await monitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
