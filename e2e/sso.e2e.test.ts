import type { LoginResponse } from "@alarm/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OidcTestProvider, startOidcProvider } from "../apps/server/test/oidc-provider.js";
import { launchBrowser } from "./support/browser.js";
import { freePort } from "./support/free-port.js";
import { type RunningServer, startServer } from "./support/server.js";

const ADMIN_PASSWORD = "admin-password-1";
const PROVIDER_PASSWORD = "hospital-password-7";
const SCREENSHOT = process.env.SSO_SCREENSHOT ?? "/tmp/sso-login-page.png";

let provider: OidcTestProvider;
let server: RunningServer;
let browser: Browser;

/** A call to the API as admin, from the test itself. */
async function asAdmin<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const signIn = await fetch(`${server.url}/rest/api/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: "admin", password: ADMIN_PASSWORD }),
  });
  const { token } = (await signIn.json()) as LoginResponse;
  const response = await fetch(`${server.url}/rest/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  // The console's address must be known before it starts: the provider only sends people back to a registered one.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({
    redirectUris: [`${publicUrl}/rest/api/auth/sso/callback`],
    postLogoutRedirectUris: [`${publicUrl}/login`],
    accounts: {
      "jane@hospital": {
        password: PROVIDER_PASSWORD,
        claims: { preferred_username: "jane.doe", given_name: "Jane", family_name: "Doe", email: "jane.doe@hospital.example", email_verified: true, groups: ["nurses"] },
      },
      "root@hospital": { password: PROVIDER_PASSWORD, claims: { preferred_username: "admin", groups: ["nurses"] } },
    },
  });
  server = await startServer({
    ADMIN_PASSWORD,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_DISPLAY_NAME: "Hospital ID",
    OIDC_SCOPES: "openid profile email groups",
    OIDC_ROLE_MAP: "nurses=Ward staff",
  });
  await asAdmin("POST", "/user-groups", { name: "Ward staff", orgId: 1, authorities: ["ALARM_TABLE"] });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

async function signInAtProvider(page: Page, username: string) {
  await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PROVIDER_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
}

describe("single sign-on with OpenID Connect in the console", () => {
  it("signs a nurse in through the provider and lands on the console with the mapped role's menu", async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(`${server.url}/login`);
    const button = page.getByRole("link", { name: "Sign in with Hospital ID" });
    await button.waitFor();
    await page.screenshot({ path: SCREENSHOT });

    await button.click();
    await signInAtProvider(page, "jane@hospital");
    await page.waitForURL(`${server.url}/`);
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
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole("link", { name: "Sign in with Hospital ID" }).click();
    await signInAtProvider(page, "jane@hospital");
    await page.waitForURL(`${server.url}/`);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await page.getByRole("link", { name: "Sign in with Hospital ID" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
    await page.getByLabel("Username").waitFor();
  });

  it("refuses admin, which signs in only with its password, and says so on the login page", async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole("link", { name: "Sign in with Hospital ID" }).click();
    await signInAtProvider(page, "root@hospital");
    await page.waitForURL(`${server.url}/login`);
    const alert = page.getByRole("alert").filter({ hasText: "This user signs in only with its password." });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Single sign-on failed");
    expect(page.url()).toBe(`${server.url}/login`);
    await page.screenshot({ path: SCREENSHOT.replace(/\.png$/, "-refused.png") });
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // Its own password still works, on the same page.
    await page.locator("#login").fill("admin");
    await page.locator("#password").fill(ADMIN_PASSWORD);
    await page.locator("#password").press("Enter");
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("navigation").locator("a", { hasText: "Users" }).first().waitFor();
  });
});
