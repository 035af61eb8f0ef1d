import type { LoginResponse } from "@alarm/contract";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OidcTestProvider, startOidcProvider } from "../apps/server/test/oidc-provider.js";
import { ADMIN, useSignedInConsole } from "./support/console-fixture.js";
import { freePort } from "./support/free-port.js";

const PROVIDER_PASSWORD = "hospital-password-7";
const SCREENSHOT = process.env.SSO_SCREENSHOT ?? "/tmp/sso-login-page.png";

let provider: OidcTestProvider;
/** The console's address, known before it starts: the provider only sends people back to a registered one. */
let publicUrl: string;

/** A call to the API as admin, from the test itself. */
async function asAdmin<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const signIn = await fetch(`${fixture.url}/rest/api/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: ADMIN.login, password: ADMIN.password }),
  });
  const { token } = (await signIn.json()) as LoginResponse;
  const response = await fetch(`${fixture.url}/rest/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

// The provider is there before the fixture's server, which it signs people in for, and stops after it.
beforeAll(async () => {
  publicUrl = `http://127.0.0.1:${await freePort()}`;
  provider = await startOidcProvider({
    redirectUris: [`${publicUrl}/rest/api/auth/sso/callback`],
    postLogoutRedirectUris: [`${publicUrl}/login`],
    accounts: {
      "jane@hospital": {
        password: PROVIDER_PASSWORD,
        claims: {
          preferred_username: "jane.doe",
          given_name: "Jane",
          family_name: "Doe",
          email: "jane.doe@hospital.example",
          email_verified: true,
          groups: ["nurses"],
        },
      },
      "root@hospital": { password: PROVIDER_PASSWORD, claims: { preferred_username: "admin", groups: ["nurses"] } },
    },
  });
});
afterAll(async () => {
  await provider?.close();
});

// Each test signs in through the provider on a page of its own.
const fixture = useSignedInConsole({
  env: () => ({
    PORT: new URL(publicUrl).port,
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_DISPLAY_NAME: "Hospital ID",
    OIDC_SCOPES: "openid profile email groups",
    OIDC_ROLE_MAP: "nurses=Ward staff",
  }),
  signIn: false,
});

beforeAll(async () => {
  await asAdmin("POST", "/user-groups", { name: "Ward staff", orgId: 1, authorities: ["ALARM_TABLE"] });
});

async function signInAtProvider(page: Page, username: string) {
  await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PROVIDER_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
}

describe("single sign-on with OpenID Connect in the console", () => {
  it("signs a nurse in through the provider and lands on the console with the mapped role's menu", async () => {
    const page = await (await fixture.browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(`${fixture.url}/login`);
    const button = page.getByRole("link", { name: "Sign in with Hospital ID" });
    await button.waitFor();
    await page.screenshot({ path: SCREENSHOT });

    await button.click();
    await signInAtProvider(page, "jane@hospital");
    await page.waitForURL(`${fixture.url}/`);
    const menu = page.getByRole("navigation");
    const alarmTable = menu.locator("a", { hasText: "Alarm table" }).first();
    await alarmTable.waitFor();
    expect(await alarmTable.getAttribute("aria-disabled")).not.toBe("true");
    for (const denied of ["Trigger alarm", "Alarm points", "Users", "Roles", "Organizations"]) {
      expect(await menu.locator('[aria-disabled="true"]', { hasText: denied }).count(), denied).toBeGreaterThan(0);
    }
    const user = JSON.parse((await page.evaluate(() => localStorage.getItem("user"))) ?? "null") as LoginResponse["user"];
    expect(user).toMatchObject({ login: "jane.doe", name: "Jane", surname: "Doe", orgId: 1, authorities: ["ALARM_TABLE"] });

    // The console's session is a normal one: it survives a reload and reaches the alarm table.
    await alarmTable.click();
    await page.waitForURL(/\/alarm-table/);
    await page.reload();
    await page.getByRole("navigation").locator("a", { hasText: "Alarm table" }).first().waitFor();
    expect(page.url()).not.toContain("sso=");
  });

  it("signs out of the provider too, so the next person at the desk is asked for the provider's password", async () => {
    const page = await (await fixture.browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(`${fixture.url}/login`);
    await page.getByRole("link", { name: "Sign in with Hospital ID" }).click();
    await signInAtProvider(page, "jane@hospital");
    await page.waitForURL(`${fixture.url}/`);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await page.waitForURL(`${fixture.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await page.getByRole("link", { name: "Sign in with Hospital ID" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
    await page.getByLabel("Username").waitFor();
  });

  it("refuses admin, which signs in only with its password, and says so on the login page", async () => {
    const page = await (await fixture.browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(`${fixture.url}/login`);
    await page.getByRole("link", { name: "Sign in with Hospital ID" }).click();
    await signInAtProvider(page, "root@hospital");
    await page.waitForURL(`${fixture.url}/login`);
    const alert = page.getByRole("alert").filter({ hasText: "This user signs in only with its password." });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Single sign-on failed");
    expect(page.url()).toBe(`${fixture.url}/login`);
    await page.screenshot({ path: SCREENSHOT.replace(/\.png$/, "-refused.png") });
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // Its own password still works, on the same page.
    await page.locator("#login").fill("admin");
    await page.locator("#password").fill(ADMIN.password);
    await page.locator("#password").press("Enter");
    await page.waitForURL(`${fixture.url}/`);
    await page.getByRole("navigation").locator("a", { hasText: "Users" }).first().waitFor();
  });
});
