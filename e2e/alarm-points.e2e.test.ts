import { beforeAll, describe, expect, it } from "vitest";
import { chooseOption } from "./support/fixtures.js";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole();

const pointCount = async () => (await fixture.api<{ count: number }>("POST", "/list", { type: "ALARMPOINT", pageSize: 1 })).count;
const row = (name: string) => fixture.page.locator(".points-table tbody tr", { hasText: name });
/** Every inline error and toast the page shows, with the values of the fields the test typed into. */
const shownProblems = () =>
  fixture.page.evaluate(() => [
    ...Array.from(document.querySelectorAll("[id$='-error']")).map((element) => `${element.id}: ${element.textContent ?? ""}`),
    ...Array.from(document.querySelectorAll(".p-toast-message")).map((element) => `toast: ${element.textContent ?? ""}`),
    ...["alarm-point-name", "alarm-point-systemId", "alarm-point-text"].map(
      (id) => `${id} = ${(document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? "(none)"}`,
    ),
  ]);

beforeAll(async () => {
  const anna = await fixture.api<{ id: number }>("POST", "/participants", { name: "Anna", surname: "Wache", orgId: 1 });
  await fixture.api("POST", "/alarmplans", { name: "Boiler room plan", orgId: 1, ranks: [{ waitTime: 5, entries: [{ participantId: anna.id }] }] });
  await fixture.api("POST", "/alarmpoints", {
    name: "Existing gate",
    orgId: 1,
    systemId: "GATE-1",
    alarmPlanId: (await fixture.api<{ list: { id: number }[] }>("POST", "/list", { type: "ALARMPLAN" })).list[0]!.id,
  });
});

describe("alarm points", () => {
  it("creates a point with a plan after inline errors for a missing name and a taken system ID, and shows it again", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-points`);
    await row("Existing gate").waitFor();
    const before = await pointCount();
    await fixture.page.getByRole("button", { name: "New", exact: true }).click();
    await fixture.page.waitForURL(/\/alarm-points\/new$/);
    await chooseOption(fixture.page, "alarm-point-alarmPlanId", "Boiler room plan");
    await fixture.page.locator(".point-editor__footer button[type=submit]").click();
    await fixture.page.locator("#alarm-point-name-error", { hasText: "Enter a value." }).waitFor();

    await fixture.page.locator("#alarm-point-name").fill("Boiler pressure");
    await fixture.page.locator("#alarm-point-systemId").fill("gate-1");
    await fixture.page.locator("#alarm-point-text").fill("Pressure in the boiler room is too high");
    await fixture.page.locator(".point-editor__footer button[type=submit]").click();
    // Waited for with what the page shows instead in the failure message: this step failed once in a full run and never alone.
    await expect
      .poll(shownProblems, { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^alarm-point-systemId-error: .*already used/)]));
    expect(await pointCount()).toBe(before);

    await fixture.page.locator("#alarm-point-systemId").fill("boiler-1");
    await fixture.page.locator(".point-editor__footer button[type=submit]").click();
    await toast(fixture.page, "Boiler pressure was saved.");
    await fixture.page.waitForURL(/\/alarm-points\/\d+$/);
    expect(await pointCount()).toBe(before + 1);

    await fixture.page.goto(`${fixture.url}/alarm-points`);
    await row("Boiler pressure").locator("a").click();
    await fixture.page.waitForURL(/\/alarm-points\/\d+$/);
    await expect.poll(() => fixture.page.locator("#alarm-point-name").inputValue()).toBe("Boiler pressure");
    // The editor's fields fill as the point is read; each is awaited, not read once.
    await expect.poll(() => fixture.page.locator("#alarm-point-systemId").inputValue()).toBe("boiler-1");
    await expect.poll(() => fixture.page.locator("#alarm-point-text").inputValue()).toBe("Pressure in the boiler room is too high");
    await expect.poll(() => fixture.page.locator(".p-dropdown:has(#alarm-point-alarmPlanId)").textContent()).toContain("Boiler room plan");
  });

  it("deletes the point, finds it under deleted alarm points, restores it, and it is back in the list", async () => {
    await fixture.page.locator(".point-editor__footer").getByRole("button", { name: "Delete" }).click();
    await fixture.page.locator(".p-confirm-dialog").getByRole("button", { name: "Delete" }).click();
    await toast(fixture.page, "Boiler pressure was moved to the deleted alarm points.");
    await fixture.page.waitForURL(/\/alarm-points$/);
    await row("Existing gate").waitFor();
    expect(await row("Boiler pressure").count()).toBe(0);

    await fixture.page.goto(`${fixture.url}/deleted-alarm-points`);
    await row("Boiler pressure").click();
    await fixture.page.getByRole("button", { name: "Open" }).click();
    await fixture.page.waitForURL(/\/deleted-alarm-points\/\d+$/);
    await fixture.page.locator(".point-editor__deleted").waitFor();
    expect(await fixture.page.locator("#alarm-point-name").getAttribute("readonly")).not.toBeNull();
    await fixture.page.locator(".point-editor__footer").getByRole("button", { name: "Restore" }).click();
    await toast(fixture.page, "Boiler pressure is active again.");
    await fixture.page.waitForURL(/\/deleted-alarm-points$/);
    await fixture.page.locator(".points-table", { hasText: "No deleted alarm points." }).waitFor();

    await fixture.page.goto(`${fixture.url}/alarm-points`);
    await row("Boiler pressure").waitFor();
  });
});
