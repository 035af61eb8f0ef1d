import { generate } from "otplib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { chooseLanguage, signIn } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
/** The admin's two-factor secret, read off the account page once it is set up. */
let secret = "";
/** The page signed in as admin by the first tests. */
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A code of the time step `stepsAhead` from now, as the authenticator app would show it then. */
const codeFor = (secret: string, stepsAhead: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe("sign-in, language and two-factor in the console", () => {
  beforeAll(async () => {
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  });

  it("signs in as admin and warns about the default password", async () => {
    await signIn(page, server.url, "admin", "admin");
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("navigation").getByText("Alarm table", { exact: true }).waitFor();
    await page.getByText("default password").first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
  });

  it("switches to German and shows the German menu", async () => {
    await chooseLanguage(page, "topbar-language", "Deutsch");
    const menu = page.getByRole("navigation");
    for (const label of ["Alarmtabelle", "Alarmpunkte", "Benutzer", "Organisationen", "Technische Konfiguration"]) {
      await menu.getByText(label, { exact: true }).first().waitFor();
    }
    expect(await menu.getByText("Alarm table", { exact: true }).count()).toBe(0);
    const disabled = menu.locator('[aria-disabled="true"]', { hasText: "Datenbankverwaltung" });
    expect(await disabled.count()).toBe(1);
    expect(await menu.locator('[aria-disabled="true"]', { hasText: "Alleinarbeit" }).count()).toBe(0);
  });

  it("enables two-factor with a code computed from the QR secret", async () => {
    await page.goto(`${server.url}/account`);
    await page.getByRole("button", { name: "Aktivieren" }).click();
    await page.locator("img[src^='data:image/png']").waitFor();
    secret = ((await page.locator("#totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.locator("#totp-code").fill(await codeFor(secret, 0));
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await page.getByText("Die Zwei-Faktor-Authentifizierung ist aktiviert.").first().waitFor();
  });

  it("signs out, and signing in again asks for the code; a wrong one is refused", async () => {
    await page.getByRole("link", { name: "Abmelden" }).or(page.getByRole("button", { name: "Abmelden" })).first().click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await chooseLanguage(page, "login-language", "English");
    await page.locator("#login").fill("admin");
    await page.locator("#password").fill("admin");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("#code").waitFor();
    await page.locator("#code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Invalid authentication code!").first().waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it("signs in with the right code", async () => {
    await page.locator("#code").fill(await codeFor(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("navigation").getByText("Alarm table", { exact: true }).waitFor();
  });
});

describe("sign-in lockout", () => {
  it("says in the user's language how long a login and address wait after five typos, and does not hold up another login", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const attempt = async (login: string, password: string) => {
      const answer = page.waitForResponse((response) => response.url().endsWith("/rest/api/auth"));
      await page.locator("#login").fill(login);
      await page.locator("#password").fill(password);
      await page.locator("#password").press("Enter");
      return (await answer).status();
    };
    await page.goto(`${server.url}/login`);
    await chooseLanguage(page, "login-language", "Deutsch");
    for (let typo = 1; typo <= 5; typo++) expect(await attempt("schichtleiter", `falsch-${typo}-passwort`)).toBe(401);
    expect(await attempt("schichtleiter", "falsch-6-passwort")).toBe(429);
    await page.locator(".login-error", { hasText: "Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in 1 Minute erneut." }).waitFor();
    expect(await attempt("admin", "not-the-password-1")).toBe(401);
    await context.close();
  });
});

describe("session rules", () => {
  it("sends a visitor without a token to /login", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/users`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it("clears a revoked session and goes to /login on the next navigation", async () => {
    // Two-factor is turned off again through the API with the session of the tests above, so that
    // this test can sign in with the password alone. One's own reset needs a current code not used
    // before: the sign-in above used the next time step's, so wait until a later one is current.
    const adminToken = await page.evaluate(() => localStorage.getItem("token"));
    const step = Math.floor(Date.now() / 30_000);
    while (Math.floor(Date.now() / 30_000) === step) await new Promise((resolve) => setTimeout(resolve, 250));
    const reset = await page.request.patch(`${server.url}/rest/api/reset-2fa-status?userLogin=admin`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { code: await codeFor(secret, 1) },
    });
    expect(reset.status()).toBe(200);

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(`${server.url}/login`);
    const api = await context.request.post(`${server.url}/rest/api/auth`, { data: { login: "admin", password: "admin" } });
    expect(api.status()).toBe(200);
    const { token, refreshToken, user } = await api.json();
    await other.evaluate(
      ([t, r, u]) => {
        localStorage.setItem("token", t!);
        localStorage.setItem("refreshToken", r!);
        localStorage.setItem("user", u!);
      },
      [token, refreshToken, JSON.stringify(user)],
    );
    await other.goto(`${server.url}/account`);
    await other.locator("#totp-secret, #two-factor-title").first().waitFor();
    await context.request.get(`${server.url}/rest/api/logout`, { headers: { authorization: `Bearer ${token}` } });
    await other.getByRole("navigation").getByText("Users", { exact: true }).click();
    await other.waitForURL(/\/login$/);
    expect(await other.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await context.close();
  });
});
