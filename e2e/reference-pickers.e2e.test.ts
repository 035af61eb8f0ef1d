import { beforeAll, describe, expect, it } from "vitest";
import { pickOrganization } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole();

/** The names the alarm point editor's plan picker offers now. */
async function offeredPlans() {
  const dropdown = fixture.page.locator(".p-dropdown:has(#alarm-point-alarmPlanId)");
  await dropdown.click();
  const items = fixture.page.locator(".p-dropdown-panel .p-dropdown-item, .p-dropdown-panel .p-dropdown-empty-message");
  await items.first().waitFor();
  const names = (await items.allTextContents()).join(" | ");
  // Closed by a second click: Escape would close the whole editor.
  await dropdown.locator(".p-dropdown-trigger").click();
  await fixture.page.locator(".p-dropdown-panel").waitFor({ state: "hidden" });
  return names;
}

beforeAll(async () => {
  for (const name of ["North branch", "South branch"]) {
    const org = await fixture.api<{ id: number }>("POST", "/organizations", { name, parentId: 1 });
    const person = await fixture.api<{ id: number }>("POST", "/participants", { name: `${name} duty`, surname: "Officer", orgId: org.id });
    await fixture.api("POST", "/alarmplans", { name: `${name} plan`, orgId: org.id, ranks: [{ waitTime: 5, entries: [{ participantId: person.id }] }] });
  }
  await fixture.api("POST", "/organizations", { name: "East branch", parentId: 1 });
});

describe("reference pickers", () => {
  it("offer an alarm point only the plans of its organization and above it, and follow a change of organization", async () => {
    await fixture.page.goto(`${fixture.url}/alarm-points`);
    await fixture.page.getByRole("button", { name: "New", exact: true }).click();
    await fixture.page.waitForURL(/\/alarm-points\/new$/);
    await fixture.page.getByRole("button", { name: "Choose organization for Organization" }).click();
    await pickOrganization(fixture.page, "North branch");
    await expect.poll(offeredPlans).toContain("North branch plan");
    expect(await offeredPlans()).not.toContain("South branch plan");

    await fixture.page.getByRole("button", { name: "Choose organization for Organization" }).click();
    await pickOrganization(fixture.page, "South branch");
    await expect.poll(offeredPlans).toContain("South branch plan");
    expect(await offeredPlans()).not.toContain("North branch plan");

    // An organization with no plan in it or above it: the empty list says so, naming it.
    await fixture.page.getByRole("button", { name: "Choose organization for Organization" }).click();
    await pickOrganization(fixture.page, "East branch");
    await expect.poll(offeredPlans).toBe("No alarm plans in East branch or the organizations above it.");
  });
});
