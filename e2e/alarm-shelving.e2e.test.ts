import { beforeAll, describe, expect, it } from "vitest";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * Shelving an alarm point from an alarm's details: the reason is asked for inline, the table marks
 * the point shelved, a new alarm of it alerts nobody, the dashboard lists the shelving, and it is
 * ended there.
 */
const fixture = useSignedInConsole();
const POINT = "Breaker 7 trip";
const row = (text: string) => fixture.page.locator(".alarm-table tbody tr", { hasText: text });
const details = () => fixture.page.locator(".alarm-details");
let pointId: number;

beforeAll(async () => {
  const operator = await fixture.api<{ id: number }>("POST", "/participants", {
    name: "Otto",
    surname: "Operator",
    orgId: 1,
    language: "ENGLISH",
    devices: [{ callingDeviceType: "EMAIL", address: "otto@alarm.test" }],
  });
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Substation duty",
    orgId: 1,
    ranks: [{ waitTime: 60, entries: [{ participantId: operator.id }] }],
  });
  ({ id: pointId } = await fixture.api<{ id: number }>("POST", "/alarmpoints", { name: POINT, orgId: 1, alarmPlanId: plan.id, text: "Breaker 7 tripped" }));
});

describe("shelving an alarm point", () => {
  it("shelves the point of an alarm with a reason, marks it in the table, records its next alarm silently, and is ended on the dashboard", async () => {
    const first = await fixture.api<{ id: number }>("POST", "/alarm-trigger", { alarmPointId: pointId });
    await fixture.page.goto(`${fixture.url}/alarm-table?tab=0&id=${first.id}`);
    // No mail server here: the alarm ends as FAILURE at once; its details are read again when it does.
    await details().locator(".alarm-status[data-status=FAILURE]").first().waitFor();
    await details().getByRole("button", { name: "Shelve point" }).click();
    const dialog = fixture.page.getByRole("dialog", { name: `Shelve ${POINT}` });
    await dialog.getByRole("button", { name: "Shelve" }).click();
    await dialog.getByText("Say why the point is shelved.").waitFor();
    await dialog.locator("#shelve-reason").fill("Breaker chattering after the storm");
    await dialog.getByRole("button", { name: "Shelve" }).click();
    await toast(fixture.page, `${POINT} is shelved.`);
    await row(POINT).getByTestId("alarm-shelved-tag").first().waitFor();
    await details().getByRole("button", { name: "Unshelve" }).waitFor();

    const silent = await fixture.api<{ id: number; status: string }>("POST", "/alarm-trigger", { alarmPointId: pointId });
    expect(silent.status).toBe("INACTIVE");

    await fixture.api("PUT", "/widgets", {
      widgets: JSON.stringify({ lines: [[{ id: "shelved", type: "SHELVED_POINTS" }], ...Array.from({ length: 11 }, () => [])] }),
    });
    await fixture.page.goto(`${fixture.url}/`);
    const widget = fixture.page.locator(".dashboard-shelved");
    await widget.getByText(POINT).waitFor();
    await widget.getByText("Breaker chattering after the storm", { exact: false }).waitFor();
    await widget.getByRole("button", { name: `Unshelve ${POINT}` }).click();
    await fixture.page.getByText("No alarm point is shelved.").waitFor();
    expect((await fixture.api<{ items: unknown[] }>("GET", "/alarmpoints/shelved")).items).toEqual([]);
  });
});
