import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pickOrganization, toast } from "./support/console.js";
import { chooseOption } from "./support/fixtures.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/** The demo's users sign in with this password (apps/server/src/bootstrap/demo-data.ts). */
const DEMO_PASSWORD = "demo-password-1";

const fixture = useSignedInConsole({ env: { DEMO_DATA: "1", TEST_CLOCK: "1" } });

type PredefinedApp = {
  id: number;
  orgId: number;
  appType: string;
  systemId: string | null;
  alarmPlanId: number | null;
  alarmPlanName: string | null;
  version: number;
};
type LoneWorkerSession = { id: number; participantName: string; task: string; misses: number; lastAlarmId: number | null };
type AppProfile = { participant: { id: number; fullName: string }; loneWorker: LoneWorkerSession | null; shift: { checkedIn: boolean; since: string | null } };

/** A call of the participant app (as a phone makes it, outside the browser), answering the status and the body. */
async function appCall<T>(token: string | null, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${fixture.url}/rest/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(data ? { "content-type": "application/json" } : {}) },
    ...(data ? { body: JSON.stringify(data) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The same, for a call that must succeed. */
async function asNurse<T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const { status, body } = await appCall<T>(nurseToken, method, path, data);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

let hospitalId: number;
/** The hospital's plan "Ward 3 assistance", which its demo apps alert. */
let assistancePlanId: number;
let nurseToken: string;

beforeAll(async () => {
  const tree = await fixture.api<{ children: { id: number; name: string }[] }>("GET", "/tree");
  hospitalId = tree.children.find((org) => org.name === "St. Anna Hospital")!.id;
  const [sos] = (await fixture.api<{ list: PredefinedApp[] }>("GET", `/alarmpoints/predefined/${hospitalId}?alarmtype=SOS`)).list;
  assistancePlanId = sos!.alarmPlanId!;
});

const appsOfHospital = async (type: string) =>
  (await fixture.api<{ list: PredefinedApp[] }>("GET", `/alarmpoints/predefined/${hospitalId}?alarmtype=${type}`)).list;

/** What the list shows of each app type, top to bottom: type, state, system id, plan. */
const shownApps = () =>
  fixture.page
    .locator(".alarm-apps-table tbody tr")
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll("td"), (cell) => cell.textContent?.trim() ?? "")));
const appRow = (type: string) => fixture.page.locator(`.alarm-apps-table tbody tr.alarm-apps-row--${type}`);
/** The editor of the app type shown (its region is named after its heading, e.g. "Fire app"). */
const editor = (label: string) => fixture.page.getByRole("region", { name: `${label} app`, exact: true });
const loneWorkerPanel = () => fixture.page.getByRole("region", { name: "Lone worker", exact: true });

async function chooseScreenOrganization(name: string) {
  await fixture.page.getByRole("button", { name: "Choose organization for Organization" }).click();
  await pickOrganization(fixture.page, name);
  await expect.poll(() => fixture.page.locator("#alarm-apps-organization").inputValue()).toMatch(new RegExp(`${name}$`));
}

/** Editing is off: the editor offers Edit, its fields are read-only and there is nothing to save. */
async function expectEditingOff(form: Locator) {
  await form.getByRole("button", { name: "Edit", exact: true }).waitFor();
  expect(await form.getByRole("button", { name: "Save", exact: true }).count()).toBe(0);
  expect(await form.locator("#alarm-app-systemId").isDisabled()).toBe(true);
}

describe("alarm apps", () => {
  it("shows the hospital's three apps among the six types", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-apps`);
    await fixture.page.getByText("Choose an app").waitFor();
    await chooseScreenOrganization("St. Anna Hospital");
    await appRow("SOS").filter({ hasText: "HOSP-APP-SOS" }).waitFor();
    expect(await shownApps()).toEqual([
      ["SOS", "Set up", "HOSP-APP-SOS", "Ward 3 assistance"],
      ["Medical", "Set up", "HOSP-APP-MEDICAL", "Ward 3 assistance"],
      ["System", "Not set up", "–", "–"],
      ["Fire", "Not set up", "–", "–"],
      ["Water", "Not set up", "–", "–"],
      ["Security", "Set up", "HOSP-APP-SECURITY", "Ward 3 assistance"],
    ]);
  });

  it("sets up Fire on 'Ward 3 assistance', changes it, and removes it after confirming; editing is off after each", async () => {
    await appRow("FIRE").click();
    await fixture.page.waitForURL(/\/alarm-apps\?type=FIRE$/);
    const fire = editor("Fire");
    await fire.getByText("This organization has no Fire app yet.").waitFor();
    await expectEditingOff(fire);

    // Create.
    await fire.getByRole("button", { name: "Edit", exact: true }).click();
    await fire.locator("#alarm-app-systemId").fill("HOSP-APP-FIRE");
    await chooseOption(fixture.page, "alarm-app-alarmPlanId", "Ward 3 assistance");
    await fire.getByRole("button", { name: "Save", exact: true }).click();
    await toast(fixture.page, "App set up");
    await expectEditingOff(fire);
    await appRow("FIRE").filter({ hasText: "HOSP-APP-FIRE" }).waitFor();
    expect((await shownApps())[3]).toEqual(["Fire", "Set up", "HOSP-APP-FIRE", "Ward 3 assistance"]);
    const [created] = await appsOfHospital("FIRE");
    expect(created).toMatchObject({
      orgId: hospitalId,
      appType: "FIRE",
      systemId: "HOSP-APP-FIRE",
      alarmPlanId: assistancePlanId,
      alarmPlanName: "Ward 3 assistance",
    });

    // Update.
    await fire.getByRole("button", { name: "Edit", exact: true }).click();
    await fire.locator("#alarm-app-systemId").fill("HOSP-FIRE-2");
    await chooseOption(fixture.page, "alarm-app-alarmPlanId", "Ward 3 emergency");
    await fire.getByRole("button", { name: "Save", exact: true }).click();
    await toast(fixture.page, "App saved");
    await expectEditingOff(fire);
    await appRow("FIRE").filter({ hasText: "HOSP-FIRE-2" }).waitFor();
    expect((await shownApps())[3]).toEqual(["Fire", "Set up", "HOSP-FIRE-2", "Ward 3 emergency"]);
    const [updated] = await appsOfHospital("FIRE");
    expect(updated).toMatchObject({ id: created!.id, systemId: "HOSP-FIRE-2", alarmPlanName: "Ward 3 emergency", version: created!.version + 1 });
    expect(updated!.alarmPlanId).not.toBe(assistancePlanId);

    // Remove, after confirming.
    await fire.getByRole("button", { name: "Edit", exact: true }).click();
    await fire.getByRole("button", { name: "Remove", exact: true }).click();
    const confirm = fixture.page.locator(".p-confirm-dialog", { hasText: "Remove the Fire app?" });
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await toast(fixture.page, "The Fire app is removed.");
    await fire.getByText("This organization has no Fire app yet.").waitFor();
    await expectEditingOff(fire);
    expect(await appsOfHospital("FIRE")).toEqual([]);
    await appRow("FIRE").filter({ hasText: "Not set up" }).waitFor();
    expect((await shownApps())[3]).toEqual(["Fire", "Not set up", "–", "–"]);
  });

  it("shows the server's reason as an error toast (5000 ms) when Water is set up meanwhile, stays in editing and writes nothing", async () => {
    await appRow("WATER").click();
    const water = editor("Water");
    await water.getByText("This organization has no Water app yet.").waitFor();
    await water.getByRole("button", { name: "Edit", exact: true }).click();
    await water.locator("#alarm-app-systemId").fill("WATER-CONSOLE");
    // Someone else sets Water up while the console still shows it missing.
    await fixture.api("POST", "/alarmpoints/predefined", { orgId: hospitalId, appType: "WATER", systemId: "WATER-API", alarmPlanId: assistancePlanId });
    expect(await water.getByText("Not set up", { exact: true }).count()).toBe(1);

    await water.getByRole("button", { name: "Save", exact: true }).click();
    const failure = fixture.page.locator(".p-toast-message-error", { hasText: "The organization has a WATER app already" });
    await failure.waitFor();
    expect(await fixture.page.locator(".p-toast-message-error").count()).toBe(1);
    // Still editing (only a successful save ends it), and no success was reported.
    await water.getByRole("button", { name: "Save", exact: true }).waitFor();
    expect(await water.locator("#alarm-app-systemId").isDisabled()).toBe(false);
    expect(await fixture.page.locator(".p-toast-message-success").count()).toBe(0);
    // The app set up meanwhile is untouched, and it is the only one of the type.
    expect(await appsOfHospital("WATER")).toEqual([
      expect.objectContaining({ systemId: "WATER-API", alarmPlanId: assistancePlanId, version: expect.any(Number) }),
    ]);
    // The error toast goes by itself (after its 5000 ms).
    await failure.waitFor({ state: "detached", timeout: 15_000 });
    await water.getByRole("button", { name: "Cancel", exact: true }).click();
    await water.getByRole("button", { name: "Edit", exact: true }).waitFor();
  });
});

describe("lone-worker settings on the alarm apps screen", () => {
  it("shows the hospital's own point, a child organization inheriting it, and an organization elsewhere without one", async () => {
    const panel = loneWorkerPanel();
    const point = panel.locator(".p-dropdown:has(#lone-worker-point)");
    await point.filter({ hasText: "Lone worker in danger" }).waitFor();
    expect(await panel.locator("#lone-worker-grace").inputValue()).toBe("1 min");
    expect(await panel.getByText("These settings are inherited from").count()).toBe(0);

    await fixture.api("POST", "/organizations", { name: "Ward 3 night desk", parentId: hospitalId });
    await chooseScreenOrganization("Ward 3 night desk");
    await panel.getByText("These settings are inherited from St. Anna Hospital.").waitFor();
    await point.filter({ hasText: "Lone worker in danger" }).waitFor();
    expect(await panel.locator("#lone-worker-grace").inputValue()).toBe("1 min");

    await chooseScreenOrganization("Water Utility");
    await panel.getByText("Without an alarm point participants cannot start lone work in the app.").waitFor();
    await point.filter({ hasText: "No alarm point" }).waitFor();
    expect(await panel.getByText("These settings are inherited from").count()).toBe(0);
  });
});

describe("lone worker tab", () => {
  const sessionRow = () => fixture.page.locator(".lone-worker-table tbody tr", { hasText: "Giulia Rossi" });
  /** The text of a cell of the session's row: 0 is the participant (task and organization under the name), 5 "Missed", 7 "Last alarm". */
  const cell = (index: number) => sessionRow().locator(":scope > td").nth(index);

  it("shows the nurse's session live, then her missed check-in with its alarm, and ends it after confirming", async () => {
    const liveOpen = fixture.page.waitForResponse((response) => new URL(response.url()).pathname === "/rest/api/alarms/live" && response.status() === 200);
    await fixture.page.goto(`${fixture.url}/alarm-table?tab=4`);
    await fixture.page.getByText("Nobody is working alone").waitFor();
    await liveOpen;

    const signedIn = await appCall<{ token: string }>(null, "POST", "/app/auth", { login: "nurse", password: DEMO_PASSWORD, deviceName: "Test phone" });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    nurseToken = signedIn.body.token;
    const session = await asNurse<LoneWorkerSession>("POST", "/app/lone-worker", { task: "Night round in wing B", expectedMinutes: 60, checkInMinutes: 1 });

    // Live: well before the tab's own 30 s refresh.
    await sessionRow().waitFor({ timeout: 20_000 });
    await sessionRow().getByText("Night round in wing B").waitFor();
    await cell(0).getByText("St. Anna Hospital").waitFor();
    expect(await cell(5).textContent()).toBe("0");
    expect(await cell(7).textContent()).toBe("None");

    // Past the check-in (1 min) and the hospital's grace (1 min): the lone-worker alarm is raised.
    const moved = await fixture.page.request.post(`${fixture.url}/rest/api/test/clock`, { data: { advanceSeconds: 150 } });
    expect(moved.status(), await moved.text()).toBe(200);
    const alarmLink = sessionRow().getByRole("link", { name: /^Alarm no\. \d+$/ });
    await alarmLink.waitFor({ timeout: 20_000 });
    expect(await cell(5).textContent()).toBe("1");
    const [running] = (await fixture.api<{ list: LoneWorkerSession[] }>("GET", "/lone-worker/sessions")).list;
    expect(running).toMatchObject({ id: session.id, misses: 1, lastAlarmId: expect.any(Number) });
    expect(await alarmLink.textContent()).toBe(`Alarm no. ${running!.lastAlarmId}`);

    // The link opens the raised alarm.
    await alarmLink.click();
    await fixture.page.waitForURL(new RegExp(`/alarm-table\\?tab=\\d&id=${running!.lastAlarmId}$`));
    await fixture.page.locator(".alarm-details", { hasText: "Lone worker in danger" }).waitFor();
    await fixture.page.goBack();
    await sessionRow().waitFor();

    // The whole row fits at 1440 px: the action is not cut off behind a sideways scroll.
    const table = fixture.page.locator(".lone-worker-table .p-datatable-wrapper");
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await fixture.page.getByRole("button", { name: "End session: Giulia Rossi" }).click();
    const confirm = fixture.page.locator(".p-confirm-dialog", { hasText: "End lone-worker session" });
    await confirm.getByText("End the session of Giulia Rossi (Night round in wing B)?").waitFor();
    await confirm.getByRole("button", { name: "End session", exact: true }).click();
    await toast(fixture.page, "The session of Giulia Rossi has ended.");
    await fixture.page.getByText("Nobody is working alone").waitFor();
    expect((await fixture.api<{ list: LoneWorkerSession[] }>("GET", "/lone-worker/sessions")).list).toEqual([]);
    expect((await asNurse<AppProfile>("GET", "/app/me")).loneWorker).toBeNull();
  });
});

describe("check-in/check-out", () => {
  it("checks Giulia in for her shift, which her app then shows", async () => {
    await fixture.page.goto(`${fixture.url}/presence`);
    const rows = fixture.page.locator(".presence-table tbody tr");
    await rows.filter({ hasText: "Sarah Miller" }).waitFor();
    await fixture.page.getByLabel("Search", { exact: true }).fill("Giulia");
    await rows.filter({ hasText: "Sarah Miller" }).waitFor({ state: "detached" });
    const giulia = rows.filter({ hasText: "Giulia Rossi" });
    await giulia.getByText("Never checked in", { exact: true }).waitFor();
    expect(await rows.count()).toBe(1);
    expect((await asNurse<AppProfile>("GET", "/app/me")).shift.checkedIn).toBe(false);

    await fixture.page.getByRole("button", { name: "Check in: Giulia Rossi" }).click();
    await toast(fixture.page, "Giulia Rossi is checked in.");
    await giulia.getByText("Checked in", { exact: true }).waitFor();
    expect(await fixture.page.getByRole("button", { name: "Check in: Giulia Rossi" }).isDisabled()).toBe(true);
    expect(await fixture.page.getByRole("button", { name: "Check out: Giulia Rossi" }).isEnabled()).toBe(true);
    expect((await asNurse<AppProfile>("GET", "/app/me")).shift).toMatchObject({ checkedIn: true, since: expect.any(String) });
  });
});

describe("participant app installations", () => {
  it("lists the nurse's phone under Giulia Rossi and revokes its sign-in after confirming", async () => {
    const me = await asNurse<AppProfile>("GET", "/app/me");
    await fixture.page.goto(`${fixture.url}/participants`);
    await fixture.page.locator("#participants-search").fill("Giulia");
    await fixture.page.locator(".participants-table tbody tr", { hasText: "Rossi" }).getByRole("link", { name: "Giulia", exact: true }).click();
    await fixture.page.waitForURL(`${fixture.url}/participants/${me.participant.id}`);

    const installations = fixture.page.getByRole("region", { name: "App installations", exact: true });
    const phone = installations.getByRole("listitem").filter({ hasText: "Test phone" });
    await phone.waitFor();
    await phone.getByText("as nurse", { exact: true }).waitFor();
    expect(await installations.getByRole("listitem").count()).toBe(1);

    await phone.getByRole("button", { name: "Revoke the sign-in of Test phone" }).click();
    const confirm = fixture.page.locator(".p-confirm-dialog", { hasText: "Revoke app sign-in" });
    await confirm.getByText("Revoke the sign-in of Test phone (nurse)?").waitFor();
    await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
    await toast(fixture.page, "The sign-in of Test phone is revoked.");
    await installations.getByText("No phone is signed in to the participant app as this participant.").waitFor();
    expect((await fixture.api<{ list: unknown[] }>("GET", `/participants/${me.participant.id}/app-installations`)).list).toEqual([]);
    expect((await appCall(nurseToken, "GET", "/app/me")).status).toBe(401);
  });
});
