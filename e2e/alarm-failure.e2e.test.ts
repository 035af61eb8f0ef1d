import { beforeAll, describe, expect, it } from "vitest";
import { chooseLanguage, toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const POINT = "Boiler room sensor";
const ANSWERED_POINT = "Server room door";
const row = (name: string) => fixture.page.locator(".alarm-table tbody tr", { hasText: name });
const details = () => fixture.page.locator(".alarm-details");
/** Details that could not be read (a 404 on the way shows this card). */
const notFoundAnswers: string[] = [];

const fixture = useSignedInConsole({
  beforeSignIn: (page) =>
    page.on("response", (response) => {
      if (response.status() === 404 && response.url().includes("/details/")) notFoundAnswers.push(response.url());
    }),
});

beforeAll(async () => {
  // Its only device is an SMS, and this server has no gateway: every message fails.
  const person = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Sam",
    surname: "Smsonly",
    orgId: 1,
    language: "ENGLISH",
    devices: [{ callingDeviceType: "SMS", address: "+420601000999" }],
  });
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Boiler crew",
    orgId: 1,
    ranks: [{ waitTime: 5, entries: [{ participantId: person.id }] }],
  });
  await fixture.api("POST", "/alarmpoints", { name: POINT, orgId: 1, alarmPlanId: plan.id, text: "Temperature above the limit" });
  // The signed-in admin is reached in the console: the alarm can be accepted right here.
  const admin = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Ada",
    surname: "Admin",
    login: "admin",
    orgId: 1,
    devices: [{ callingDeviceType: "APP", address: "console" }],
  });
  const adminPlan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Admin on duty",
    orgId: 1,
    ranks: [{ waitTime: 5, entries: [{ participantId: admin.id }] }],
  });
  await fixture.api("POST", "/alarmpoints", { name: ANSWERED_POINT, orgId: 1, alarmPlanId: adminPlan.id, text: "Door 4 open" });
});

describe("a failed alarm is never silent", () => {
  let alarmId: number;

  it("turns the trigger's toast into an error when nobody can be reached, with a link to the alarm", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-panels`);
    await fixture.page.getByRole("button", { name: `Trigger ${POINT}` }).click();
    const dialog = fixture.page.getByRole("dialog", { name: "Trigger this alarm?" });
    await dialog.getByRole("button", { name: "Trigger alarm" }).click();
    await dialog.waitFor({ state: "hidden" });

    const error = fixture.page.locator(".p-toast-message-error", { hasText: `${POINT}: no message could be delivered to any participant.` });
    await error.getByText("The alarm stays in the alarm table until an operator acknowledges it.").waitFor();
    await expect.poll(() => fixture.page.locator(".p-toast-message", { hasText: "participants are being alerted" }).count()).toBe(0);
    alarmId = Number(await error.locator(".trigger-outcome").getAttribute("data-alarm-id"));
    expect((await fixture.api<{ alarm: { status: string } }>("GET", `/alarmtable/details/${alarmId}`)).alarm.status).toBe("FAILURE");

    await error.getByRole("link", { name: `Open alarm #${alarmId} in the alarm table` }).click();
    await fixture.page.waitForURL(
      (url) => url.pathname === "/alarm-table" && url.searchParams.get("tab") === "0" && url.searchParams.get("id") === String(alarmId),
    );
    await details()
      .locator(".alarm-summary", { hasText: "Temperature above the limit" })
      .getByText("It stays in the alarm table until an operator acknowledges it.")
      .waitFor();
    await details().locator(".alarm-messages__item[data-status=FAILED]").first().waitFor();
    expect(notFoundAnswers).toEqual([]);
  });

  it("marks the alarm in the alarm table, acknowledges it there, and finds it in the history with the acknowledgement", async () => {
    await fixture.page.keyboard.press("Escape");
    await fixture.page.waitForURL((url) => !url.searchParams.has("id"));
    const marked = row(POINT);
    await marked.locator(".alarm-status[data-status=FAILURE]").waitFor();
    await marked.locator(".alarm-attention", { hasText: "Needs attention" }).locator(".pi-exclamation-triangle").waitFor();

    await marked.getByRole("button", { name: `Acknowledge ${POINT}` }).click();
    const dialog = fixture.page.locator(".alarm-action-dialog");
    await dialog.getByText(`Confirm that you have seen to the alarm ${POINT} (Failure).`).waitFor();
    await dialog.locator("#alarm-ack-failure-reason").fill("SMS gateway contract renewed");
    await dialog.getByRole("button", { name: "Acknowledge" }).click();
    await toast(fixture.page, `${POINT} has left the alarm table and is kept in the history.`);
    await row(POINT).waitFor({ state: "detached" });
    expect(fixture.page.url()).not.toContain("id=");

    await fixture.page.locator(".alarm-tabs").getByText("History").click();
    await fixture.page.locator(".page-title", { hasText: "History" }).waitFor();
    await row(POINT).locator(".alarm-status[data-status=FAILURE]").waitFor();
    expect(await row(POINT).locator(".alarm-attention").count()).toBe(0);
    await row(POINT).click();
    await details().locator(".alarm-timeline__entry", { hasText: "Failure acknowledged" }).getByText("SMS gateway contract renewed").waitFor();
    expect(await details().locator(".alarm-summary__attention").count()).toBe(0);
  });

  it("turns the toast into a success note once the alarm is accepted", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-panels`);
    await fixture.page.getByRole("button", { name: `Trigger ${ANSWERED_POINT}` }).click();
    await fixture.page.getByRole("dialog", { name: "Trigger this alarm?" }).getByRole("button", { name: "Trigger alarm" }).click();
    await fixture.page.locator(".p-toast-message", { hasText: `${ANSWERED_POINT} was triggered; participants are being alerted.` }).waitFor();
    const card = fixture.page.getByRole("alertdialog", { name: new RegExp(ANSWERED_POINT) });
    await card.getByRole("button", { name: "Accept" }).click();
    await fixture.page.locator(".p-toast-message-success", { hasText: `${ANSWERED_POINT} was accepted by enough participants.` }).waitFor();
    await fixture.page.locator(".p-toast-message", { hasText: `${ANSWERED_POINT} was triggered` }).waitFor({ state: "detached" });
    await card.getByRole("button", { name: "Close" }).click();
    await toast(fixture.page, `${ANSWERED_POINT} was accepted`);
  });

  it("opens the acknowledged alarm from an old link in the history, where it is now", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-table?tab=0&id=${alarmId}`);
    await fixture.page.waitForURL((url) => url.searchParams.get("tab") === "2" && url.searchParams.get("id") === String(alarmId));
    await fixture.page.locator(".page-title", { hasText: "History" }).waitFor();
    await details().locator(".alarm-summary", { hasText: "Temperature above the limit" }).waitFor();
    expect(notFoundAnswers).toEqual([]);
  });

  it("says the steps and the delivery failure in the reader's language", async () => {
    await fixture.page.keyboard.press("Escape");
    await fixture.page.waitForURL((url) => !url.searchParams.has("id"));
    await chooseLanguage(fixture.page, "topbar-language", "Deutsch");
    await fixture.page.goto(`${fixture.url}/alarm-table?tab=2&id=${alarmId}`);
    await details().locator(".alarm-timeline__detail", { hasText: "Keine Nachricht konnte an ein Gerät zugestellt werden" }).waitFor();
    await details()
      .locator(".alarm-timeline__detail", { hasText: /^Stufe 1: / })
      .waitFor();
    await details().locator(".alarm-messages__error", { hasText: "Das SMS- und Sprach-Gateway ist nicht eingerichtet (GATEWAY)" }).first().waitFor();
    expect(await details().getByText("No message could be delivered to any device").count()).toBe(0);
  });
});
