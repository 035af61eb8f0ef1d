import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useSignedInConsole } from "./support/console-fixture.js";
import { callAsConsole } from "./support/fixtures.js";

/**
 * The first run with demo data (README): the administrator triggers the ward's nurse emergency call
 * on the alarm panel, the nurse, signed in elsewhere, gets it in her console and accepts it; the
 * history already holds a month of alarms.
 */
const fixture = useSignedInConsole({ env: { DEMO_DATA: "1" } });
let admin: Page;
let nurse: Page;

beforeAll(async () => {
  admin = fixture.page;
  nurse = await fixture.signedInPage({ login: "nurse", password: "demo-password-1" });
});

describe("the first run with demo data", () => {
  it("brings the nurse emergency call the administrator triggers to the nurse's console, where she accepts it", async () => {
    await nurse.goto(`${fixture.url}/alarm-table?tab=1`);
    await nurse.getByRole("heading", { name: "My alarms" }).waitFor();

    await admin.goto(`${fixture.url}/alarm-panels`);
    await admin.locator(".panel-group", { hasText: "St. Anna Hospital" }).locator(".panel-tile", { hasText: "Nurse emergency call" }).waitFor();
    await admin.getByRole("button", { name: "Trigger Nurse emergency call" }).click();
    const dialog = admin.getByRole("dialog", { name: "Trigger this alarm?" });
    await dialog.getByLabel("Additional text").fill("Room 312, bed 2: patient fell.");
    await dialog.getByRole("button", { name: "Trigger alarm" }).click();
    await admin.locator(".p-toast-message", { hasText: "Nurse emergency call was triggered" }).waitFor();

    const card = nurse.getByRole("alertdialog", { name: /Nurse emergency call/ });
    await card.getByText("Room 312, bed 2: patient fell.").waitFor();
    await card.getByRole("button", { name: "Accept" }).click();
    await card.getByText(/You accepted .*Nurse emergency call/).waitFor();
    await card.getByRole("button", { name: "Close" }).click();
    // Her alarm table follows live.
    // The status tag (each cell also carries its column's title, shown only when rows stack on a phone).
    await nurse
      .locator("tr", { hasText: "Nurse emergency call" })
      .locator(".p-tag-value", { hasText: /^Accepted$/ })
      .waitFor();

    const mine = await callAsConsole<{ list: { id: number; name: string; status: string }[] }>(nurse, fixture.url, "POST", "/alarmtable", { field: "MY" });
    const alarm = mine.list.find((row) => row.name === "Nurse emergency call")!;
    const details = await fixture.api<{ alarm: { status: string }; recipients: { name: string; status: string }[] }>("GET", `/alarmtable/details/${alarm.id}`);
    expect(details.alarm.status).toBe("ACCEPTED");
    expect(details.recipients).toEqual([expect.objectContaining({ name: "Giulia Rossi", status: "ACCEPTED" })]);
  });

  it("shows a month of alarms in the history", async () => {
    const history = await fixture.api<{ list: { triggeredAt: string; status: string }[] }>("POST", "/history", { pageSize: 1000 });
    expect(history.list.length).toBeGreaterThan(250);
    const oldest = Math.min(...history.list.map((row) => Date.parse(row.triggeredAt)));
    expect(Date.now() - oldest).toBeGreaterThan(28 * 86_400_000);
    expect(new Set(history.list.map((row) => row.status))).toEqual(new Set(["FINISHED", "NOT_ACCEPTED", "FAILURE", "INTERRUPTED", "CANCELED", "INACTIVE"]));

    await admin.goto(`${fixture.url}/alarm-table?tab=2`);
    await admin.getByRole("button", { name: "Filters" }).click();
    await admin.getByText("Any time", { exact: true }).click();
    await admin.locator(".p-paginator", { hasText: "of more than 100" }).waitFor();
  });
});
