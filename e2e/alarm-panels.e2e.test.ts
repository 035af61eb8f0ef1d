import { describe, expect, it } from "vitest";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole({ env: { DEMO_DATA: "1" } });

type Details = { alarm: { name: string; kind: string; text: string | null; status: string; triggeredBy: string; scheduledFor: string | null } };

/** An alarm, running (alarm table) or already ended (history: an alarm whose devices fail ends at once). */
async function alarmDetails(id: number): Promise<Details> {
  const token = await fixture.page.evaluate(() => localStorage.getItem("token"));
  for (const source of ["alarmtable", "history"]) {
    const response = await fixture.page.request.get(`${fixture.url}/rest/api/${source}/details/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status() === 200) return (await response.json()) as Details;
  }
  throw new Error(`alarm ${id} is neither running nor in the history`);
}

/** The alarm id the outcome toast links to. */
async function linkedAlarmId(): Promise<number> {
  const href = await fixture.page.locator(".trigger-outcome__link").first().getAttribute("href");
  const match = /^\/alarm-table\?tab=0&id=(\d+)$/.exec(href ?? "");
  expect(match, `link ${href}`).not.toBeNull();
  return Number(match![1]);
}

/** Checks a participant or group in the selector of the manual call, found by a search of its name. */
async function choose(kind: "participant" | "group", name: string) {
  const selector = fixture.page.locator(".manual-call__recipients");
  if (!(await selector.locator(".ps-search").isVisible())) await selector.getByRole("button", { name: "Search" }).click();
  await selector.getByLabel(kind === "participant" ? "Surname" : "Participant group").fill(name);
  await selector.locator(`.ps-row--${kind}`, { hasText: name }).click();
  await selector.getByLabel(kind === "participant" ? "Surname" : "Participant group").fill("");
}

describe("alarm panels", () => {
  it("shows the demo alarm points grouped by organization and finds one by its system ID", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-panels`);
    await fixture.page.locator(".panel-group", { hasText: "Fire Brigade Riverside" }).locator(".panel-tile", { hasText: "Fire alarm station 1" }).waitFor();
    expect(await fixture.page.locator(".panel-tile").count()).toBe(5);
    await fixture.page.getByLabel("Search alarm points").fill("water-pump");
    await fixture.page.locator(".panel-tile", { hasText: "Reservoir pump failure" }).waitFor();
    expect(await fixture.page.locator(".panel-tile").count()).toBe(1);
    await fixture.page.getByLabel("Search alarm points").fill("no such alarm");
    await fixture.page.getByText("No alarm point matches “no such alarm”.").waitFor();
    await fixture.page.getByLabel("Search alarm points").fill("");
  });

  it("asks before triggering: cancelling triggers nothing, confirming starts the alarm with the added text", async () => {
    await fixture.page.getByRole("button", { name: "Trigger Reservoir pump failure" }).click();
    const dialog = fixture.page.getByRole("dialog", { name: "Trigger this alarm?" });
    await dialog.getByText("Reservoir pump failure").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await fixture.page.locator(".trigger-outcome").count()).toBe(0);

    await fixture.page.getByRole("button", { name: "Trigger Reservoir pump failure" }).click();
    await dialog.getByLabel("Additional text").fill("The pump house door is open as well.");
    await dialog.getByRole("button", { name: "Trigger alarm" }).click();
    await dialog.waitFor({ state: "hidden" });
    await fixture.page.locator(".p-toast-message", { hasText: "Reservoir pump failure was triggered" }).waitFor();
    const id = await linkedAlarmId();
    const details = await alarmDetails(id);
    expect(details.alarm).toMatchObject({ name: "Reservoir pump failure", triggeredBy: "admin" });
    expect(details.alarm.text).toBe("Pump 3 at the north reservoir has stopped.\nThe pump house door is open as well.");
    await toast(fixture.page, "Reservoir pump failure was triggered");
  });

  it("schedules an alarm for later when a delay is given", async () => {
    await fixture.page.getByRole("button", { name: "Trigger Emergency power on" }).click();
    const dialog = fixture.page.getByRole("dialog", { name: "Trigger this alarm?" });
    await dialog.getByLabel("Start later").fill("30");
    await dialog.getByRole("button", { name: "Trigger alarm" }).click();
    await fixture.page.locator(".p-toast-message", { hasText: "Emergency power on starts in 30 min." }).waitFor();
    const details = await alarmDetails(await linkedAlarmId());
    expect(details.alarm.status).toBe("SCHEDULED");
    expect(details.alarm.scheduledFor).not.toBeNull();
    await toast(fixture.page, "Emergency power on starts in 30 min.");
  });
});

describe("manual call", () => {
  it("shows what is missing inline and asks for no more confirmations than the choice can give", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-trigger`);
    await fixture.page.getByRole("button", { name: "Start call" }).click();
    await fixture.page.locator("#manual-call-name-error", { hasText: "Enter a value." }).waitFor();
    await fixture.page.locator("#manual-call-recipients-error", { hasText: "Choose at least one participant or group." }).waitFor();
    expect(await fixture.page.evaluate(() => document.activeElement?.id)).toBe("manual-call-name");

    await fixture.page.locator("#manual-call-name").fill("Gas leak hall B");
    await choose("participant", "Dvořák");
    await fixture.page.locator(".manual-call__chosen", { hasText: "Jan Dvořák" }).waitFor();
    await fixture.page.locator("#manual-call-confirmPriority").fill("2");
    await fixture.page.locator("#manual-call-confirmPriority").blur();
    await fixture.page
      .locator(".form-field", { has: fixture.page.locator("#manual-call-confirmPriority") })
      .getByText("This choice reaches at most 1 participants; ask for no more.")
      .waitFor();
    await fixture.page.getByRole("button", { name: "Start call" }).click();
    expect(await fixture.page.locator(".trigger-outcome").count()).toBe(0);
  });

  it("calls a participant and a group with a text template and shows the new alarm", async () => {
    await choose("group", "Fire brigade on call");
    await fixture.page.locator(".manual-call__chosen", { hasText: "Fire brigade on call" }).waitFor();
    await fixture.page.locator(".p-dropdown:has(#manual-call-textTemplateId)").click();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Standard alarm message" }).click();
    await fixture.page.locator("#manual-call-text").fill("Leave hall B through the north exit.");
    await fixture.page.locator(".manual-call-preview", { hasText: "Gas leak hall B" }).getByText("Leave hall B through the north exit.").first().waitFor();
    await fixture.page.getByRole("button", { name: "Start call" }).click();
    // Like the alarm panels, the call is asked for once more before anyone is alerted.
    const confirm = fixture.page.getByRole("dialog", { name: "Start this call?" });
    await confirm.getByText("Start the manual call “Gas leak hall B” now?").waitFor();
    await confirm.getByRole("button", { name: "Call now" }).click();
    // No demo device can be reached (no gateway, no SMTP): the toast follows the alarm and turns into an error.
    await fixture.page.locator(".p-toast-message-error", { hasText: "Gas leak hall B: no message could be delivered to any participant." }).waitFor();
    await fixture.page.locator(".p-toast-message", { hasText: "Gas leak hall B was triggered" }).waitFor({ state: "detached" });
    const details = await alarmDetails(await linkedAlarmId());
    expect(details.alarm).toMatchObject({ name: "Gas leak hall B", kind: "MANUAL_CALL", text: "Leave hall B through the north exit." });
    // The form starts afresh for the next call.
    expect(await fixture.page.locator("#manual-call-name").inputValue()).toBe("");
    await toast(fixture.page, "Gas leak hall B: no message could be delivered");
  });
});

describe("in-console notification", () => {
  it("shows an alarm that reaches the signed-in user's app device anywhere in the console, and records the acceptance", async () => {
    const token = await fixture.page.evaluate(() => localStorage.getItem("token"));
    const headers = { authorization: `Bearer ${token}` };
    const created = await fixture.page.request.post(`${fixture.url}/rest/api/participants`, {
      headers,
      data: { name: "Ada", surname: "Admin", login: "admin", orgId: 1, devices: [{ callingDeviceType: "APP", address: "admin" }] },
    });
    expect(created.status(), await created.text()).toBe(200);
    const me = (await created.json()) as { id: number };

    await fixture.page.goto(`${fixture.url}/alarm-panels`);
    await fixture.page.locator(".panel-tile").first().waitFor();
    const started = await fixture.page.request.post(`${fixture.url}/rest/api/alarm-trigger`, {
      headers,
      data: { manualCall: { name: "Server room flooding", orgId: 1, participantIds: [me.id], text: "Water under the raised floor." } },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { id } = (await started.json()) as { id: number };

    const card = fixture.page.getByRole("alertdialog", { name: /Server room flooding/ });
    await card.getByText("Water under the raised floor.").waitFor();
    await card.getByRole("button", { name: "Accept" }).click();
    await card.getByText(/You accepted .*Server room flooding/).waitFor();
    await expect.poll(async () => (await alarmDetails(id)).alarm.status).toBe("ACCEPTED");
    await card.getByRole("button", { name: "Close" }).click();
    await card.waitFor({ state: "detached" });
  });
});

describe("alarm point editor", () => {
  it("keeps the message text template chosen for an alarm point", async () => {
    const token = await fixture.page.evaluate(() => localStorage.getItem("token"));
    const headers = { authorization: `Bearer ${token}` };
    const points = (await (
      await fixture.page.request.post(`${fixture.url}/rest/api/list`, { headers, data: { type: "ALARMPOINT", filterValue: "Fire alarm station 1" } })
    ).json()) as { list: { id: number }[] };
    const pointId = points.list[0]!.id;
    await fixture.page.goto(`${fixture.url}/alarm-points/${pointId}`);
    await fixture.page.locator(".p-dropdown:has(#alarm-point-textTemplateId)").click();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Standard alarm message" }).click();
    await fixture.page.locator(".point-editor__footer button[type=submit]").click();
    await toast(fixture.page, "Fire alarm station 1 was saved.");
    const saved = (await (await fixture.page.request.get(`${fixture.url}/rest/api/alarmpoints/${pointId}`, { headers })).json()) as {
      textTemplateId: number | null;
    };
    expect(saved.textTemplateId).not.toBeNull();
  });
});
