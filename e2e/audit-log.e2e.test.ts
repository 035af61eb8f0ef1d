import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { chooseOption } from "./support/fixtures.js";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * The audit log in the console: an alarm point's editor shows under "History of changes" who
 * changed its name and text, before and after; the audit screen filters the log, opens an entry
 * to the same fields and exports the entries as CSV.
 */
const fixture = useSignedInConsole({ context: { acceptDownloads: true } });
let pointId: number;

/** The before and after a change table shows for `field`. */
async function fieldChange(scope: Locator, field: string) {
  const row = scope.locator("tr", { has: fixture.page.locator("td", { hasText: new RegExp(`^${field}$`) }) });
  return { before: await row.getByTestId("before").textContent(), after: await row.getByTestId("after").textContent() };
}

beforeAll(async () => {
  const anna = await fixture.api<{ id: number }>("POST", "/participants", { name: "Anna", surname: "Wache", orgId: 1 });
  const plan = await fixture.api<{ id: number }>("POST", "/alarmplans", {
    name: "Boiler room plan",
    orgId: 1,
    ranks: [{ waitTime: 5, entries: [{ participantId: anna.id }] }],
  });
  pointId = (
    await fixture.api<{ id: number }>("POST", "/alarmpoints", { name: "Boiler pressure", orgId: 1, text: "Pressure is too high", alarmPlanId: plan.id })
  ).id;
});

describe("the audit log", () => {
  it("shows who changed an alarm point's name and text, before and after, in the point's history of changes", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-points/${pointId}`);
    await expect.poll(() => fixture.page.locator("#alarm-point-name").inputValue()).toBe("Boiler pressure");
    await fixture.page.locator("#alarm-point-name").fill("Boiler pressure critical");
    await fixture.page.locator("#alarm-point-text").fill("Pressure above 6 bar in the boiler room");
    await fixture.page.locator(".point-editor__footer button[type=submit]").click();
    await toast(fixture.page, "Boiler pressure critical was saved.");

    const history = fixture.page.locator(".point-editor .change-history");
    // Above the form's buttons, not below them.
    expect(
      await history.evaluate((panel) =>
        Boolean(panel.compareDocumentPosition(document.querySelector(".point-editor__footer")!) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
    ).toBe(true);
    await history.getByRole("button", { name: "History of changes" }).click();
    const latest = history.getByTestId("change").first();
    await latest.getByText("by admin").waitFor();
    const edit = latest.locator("[data-testid=change-entry][data-action=UPDATE][data-object-type=alarm_points]");
    await edit.getByText("Changed").first().waitFor();
    expect(await fieldChange(edit, "name")).toEqual({ before: "Boiler pressure", after: "Boiler pressure critical" });
    expect(await fieldChange(edit, "text")).toEqual({ before: "Pressure is too high", after: "Pressure above 6 bar in the boiler room" });
    // The point's creation is the change before.
    await history.getByTestId("change").nth(1).locator("[data-testid=change-entry][data-action=INSERT]").first().waitFor();
  });

  it("lists the change on the audit screen, opens it to its fields and exports the entries as CSV", async () => {
    await fixture.page.goto(`${fixture.url}/audit-log`);
    await fixture.page.getByRole("heading", { name: "Audit log" }).waitFor();
    await chooseOption(fixture.page, "audit-object-type", "Alarm point");
    await chooseOption(fixture.page, "audit-action", "Changed");
    const rows = fixture.page.locator(".audit-table tbody tr", { hasText: "Boiler pressure critical" });
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().locator(".p-row-toggler").click();
    const expansion = fixture.page.locator(".audit-table .p-datatable-row-expansion");
    expect(await fieldChange(expansion, "name")).toEqual({ before: "Boiler pressure", after: "Boiler pressure critical" });

    const download = fixture.page.waitForEvent("download");
    await fixture.page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const csv = await readFile(file, "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Time (UTC),Action,Object type,Object id,Name,Part of,Organization,Changed by,Address,Fields");
    // The export follows the screen's filters: changes of alarm points only.
    expect(lines.filter((line) => line.length > 0 && !line.startsWith("Time"))).toEqual([
      expect.stringContaining(`,UPDATE,alarm_points,${pointId},Boiler pressure critical,`),
    ]);
    expect(csv).toContain("name: Boiler pressure → Boiler pressure critical");
  });

  it("is neither shown nor reachable for a user whose role lacks the audit log", async () => {
    const role = await fixture.api<{ id: number }>("POST", "/user-groups", { name: "Planners", orgId: 1, authorities: ["ALARM_DEFINITION"] });
    await fixture.api("POST", "/users", {
      login: "planner",
      password: "Planner-plans-points-42",
      name: "Paula",
      surname: "Planner",
      email: "paula@alarm.test",
      orgId: 1,
      roleIds: [role.id],
    });
    const planner = await fixture.signedInPage({ login: "planner", password: "Planner-plans-points-42" });
    await planner.goto(`${fixture.url}/alarm-points/${pointId}`);
    await expect.poll(() => planner.locator("#alarm-point-name").inputValue()).toBe("Boiler pressure critical");
    expect(await planner.locator(".change-history").count()).toBe(0);
    await planner.goto(`${fixture.url}/audit-log`);
    await planner.getByText("No access to the audit log").waitFor();
    const token = await planner.evaluate(() => localStorage.getItem("token"));
    const refused = await planner.request.post(`${fixture.url}/rest/api/audit-log/list`, { data: {}, headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    await planner.context().close();
  });
});
