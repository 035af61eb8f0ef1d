import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { callAsConsole } from "./support/fixtures.js";
import { pickOrganization, signIn } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
let page: Page;

const api = <T>(method: "GET" | "POST", path: string, data?: unknown) => callAsConsole<T>(page, server.url, method, path, data);

/** The names the alarm point editor's plan picker offers now. */
async function offeredPlans() {
  const dropdown = page.locator(".p-dropdown:has(#alarm-point-alarmPlanId)");
  await dropdown.click();
  const items = page.locator(".p-dropdown-panel .p-dropdown-item, .p-dropdown-panel .p-dropdown-empty-message");
  await items.first().waitFor();
  const names = (await items.allTextContents()).join(" | ");
  // Closed by a second click: Escape would close the whole editor.
  await dropdown.locator(".p-dropdown-trigger").click();
  await page.locator(".p-dropdown-panel").waitFor({ state: "hidden" });
  return names;
}

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
  for (const name of ["North branch", "South branch"]) {
    const org = await api<{ id: number }>("POST", "/organizations", { name, parentId: 1 });
    const person = await api<{ id: number }>("POST", "/participants", { name: `${name} duty`, surname: "Officer", orgId: org.id });
    await api("POST", "/alarmplans", { name: `${name} plan`, orgId: org.id, ranks: [{ waitTime: 5, entries: [{ participantId: person.id }] }] });
  }
  await api("POST", "/organizations", { name: "East branch", parentId: 1 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("reference pickers", () => {
  it("offer an alarm point only the plans of its organization and above it, and follow a change of organization", async () => {
    await page.goto(`${server.url}/alarm-points`);
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.waitForURL(/\/alarm-points\/new$/);
    await page.getByRole("button", { name: "Choose organization for Organization" }).click();
    await pickOrganization(page, "North branch");
    await expect.poll(offeredPlans).toContain("North branch plan");
    expect(await offeredPlans()).not.toContain("South branch plan");

    await page.getByRole("button", { name: "Choose organization for Organization" }).click();
    await pickOrganization(page, "South branch");
    await expect.poll(offeredPlans).toContain("South branch plan");
    expect(await offeredPlans()).not.toContain("North branch plan");

    // An organization with no plan in it or above it: the empty list says so, naming it.
    await page.getByRole("button", { name: "Choose organization for Organization" }).click();
    await pickOrganization(page, "East branch");
    await expect.poll(offeredPlans).toBe("No alarm plans in East branch or the organizations above it.");
  });
});
