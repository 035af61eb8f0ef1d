import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pickOrganization, toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole();
let admin: Page;

beforeAll(() => {
  admin = fixture.page;
});

const api = <T>(path: string) => fixture.api<T>("GET", path);

async function createOrganization(name: string, parent = "Total system") {
  await admin.goto(`${fixture.url}/organizations`);
  await admin.locator(".org-page__tree").getByText(parent, { exact: true }).click();
  await admin.locator(".org-details__name", { hasText: parent }).waitFor();
  await admin.getByRole("button", { name: "New sub-organization" }).click();
  const form = admin.locator(".org-form");
  await form.locator("input[id$=-name]").fill(name);
  await form.getByRole("button", { name: "Create" }).click();
  await admin.locator(".org-details__name", { hasText: name }).waitFor();
}

describe("organizations, roles and users through the console", () => {
  it("creates two sub-organizations", async () => {
    await createOrganization("Night Watch");
    await createOrganization("Day Watch");
    const tree = await api<{ children: { name: string }[] }>("/tree");
    expect(tree.children.map((child) => child.name)).toEqual(["Day Watch", "Night Watch"]);
  });

  it("creates a role in Night Watch with only ALARM_TABLE", async () => {
    await admin.goto(`${fixture.url}/user-groups`);
    await admin.getByRole("button", { name: "New" }).first().click();
    await admin.locator("#role-name").fill("Night viewers");
    await admin.getByRole("button", { name: "Choose organization for Organization" }).click();
    await pickOrganization(admin, "Night Watch");
    await admin.locator("#role-authority-ALARM_TABLE").click();
    expect(await admin.locator(".authority-checklist input:checked").count()).toBe(1);
    await admin.locator(".role-editor__footer button[type=submit]").click();
    await admin.locator(".roles-table tbody tr", { hasText: "Night viewers" }).waitFor();
  });

  it("creates a user in that role and organization, with inline errors first", async () => {
    await admin.goto(`${fixture.url}/users`);
    await admin.getByRole("button", { name: "New" }).first().click();
    await admin.locator("#user-login").fill("night.viewer");
    await admin.locator("#user-password").fill("short");
    await admin.locator("#user-repeat-password").fill("short");
    await admin.locator("#user-name").fill("Nina");
    await admin.locator("#user-surname").fill("Nachtigall");
    await admin.locator(".user-editor__footer button[type=submit]").click();
    await admin.locator("#user-password-error").waitFor();

    await admin.locator("#user-password").fill("night-shift-2027");
    await admin.locator("#user-repeat-password").fill("night-shift-2027");
    // The picker offers only the roles of the user's organization and its parents: not a sibling's.
    await admin.getByRole("button", { name: "Choose organization for Organization" }).click();
    await pickOrganization(admin, "Day Watch");
    await admin.locator(".user-editor__roles").click();
    await admin.locator(".p-multiselect-item", { hasText: "Administrators" }).waitFor();
    expect(await admin.locator(".p-multiselect-item", { hasText: "Night viewers" }).count()).toBe(0);
    await admin.keyboard.press("Escape");
    await admin.getByRole("button", { name: "Choose organization for Organization" }).click();
    await pickOrganization(admin, "Night Watch");
    await admin.locator(".user-editor__roles").click();
    await admin.locator(".p-multiselect-item", { hasText: "Night viewers" }).click();
    await admin.keyboard.press("Escape");
    await admin.locator(".user-editor__footer button[type=submit]").click();
    await admin.locator("#users-search").fill("night.viewer");
    await admin.locator(".users-table tbody tr", { hasText: "night.viewer" }).waitFor();
  });

  it("shows that user only the allowed menu items and only its organization's subtree", async () => {
    const page = await fixture.signedInPage({ login: "night.viewer", password: "night-shift-2027" });
    const menu = page.getByRole("navigation");
    for (const allowed of ["Alarm table", "History", "My alarms"]) {
      const item = menu.locator("a", { hasText: allowed }).first();
      await item.waitFor();
      expect(await item.getAttribute("aria-disabled"), allowed).not.toBe("true");
    }
    for (const denied of ["Trigger alarm", "Manual call", "Alarm points", "Users", "Roles", "Organizations"]) {
      const item = menu.locator('[aria-disabled="true"]', { hasText: denied });
      expect(await item.count(), denied).toBeGreaterThan(0);
    }
    await page.locator(".layout-topbar__org-name", { hasText: "Night Watch" }).waitFor();

    await page.goto(`${fixture.url}/organizations`);
    const tree = page.locator(".org-page__tree");
    await tree.getByText("Night Watch", { exact: true }).waitFor();
    expect(await tree.getByText("Total system", { exact: true }).count()).toBe(0);
    expect(await tree.getByText("Day Watch", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "New sub-organization" }).count()).toBe(0);

    await page.goto(`${fixture.url}/users`);
    await page.locator(".state-card .pi-lock").waitFor();
  });

  it("refuses moving the user where its role would belong to a sibling organization, with the reason", async () => {
    const user = await api<{ id: number; orgName: string }>("/users/find-by-login/night.viewer");
    await admin.goto(`${fixture.url}/users/${user.id}`);
    await admin.getByRole("button", { name: "Move to another organization" }).click();
    await pickOrganization(admin, "Day Watch");
    await toast(admin, "Night viewers");
    expect((await api<{ orgName: string }>(`/users/${user.id}`)).orgName).toBe("Night Watch");
  });

  it("lets the admin move the user below its role's organization with the picker", async () => {
    await createOrganization("Night Watch North", "Night Watch");
    const user = await api<{ id: number; orgName: string }>("/users/find-by-login/night.viewer");
    await admin.goto(`${fixture.url}/users/${user.id}`);
    await admin.getByRole("button", { name: "Move to another organization" }).click();
    await pickOrganization(admin, "Night Watch North");
    await admin.locator("#user-organization").and(admin.locator("[value*='Night Watch North']")).waitFor();
    const moved = await api<{ orgName: string }>(`/users/${user.id}`);
    expect(moved.orgName).toBe("Night Watch North");
  });

  it("shows 'Unable to change organization' with the server's reason when a move is refused", async () => {
    await admin.goto(`${fixture.url}/organizations`);
    await admin.locator(".org-page__tree").getByText("Day Watch", { exact: true }).click();
    await admin.locator(".org-details__name", { hasText: "Day Watch" }).waitFor();
    await admin.getByRole("button", { name: "Move" }).click();
    await pickOrganization(admin, "Day Watch");
    await toast(admin, "Unable to change organization");
    const tree = await api<{ children: { name: string }[] }>("/tree");
    expect(tree.children.map((child) => child.name)).toContain("Day Watch");
  });
});
