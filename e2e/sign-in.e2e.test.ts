import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { chooseLanguage, signIn } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/** Its page is signed in as admin, with the default password, by the first tests. */
const fixture = useSignedInConsole({ env: { ADMIN_PASSWORD: undefined }, signIn: false });
/** The admin's two-factor secret, read off the account page once it is set up. */
let secret = "";

/** A code of the time step `stepsAhead` from now, as the authenticator app would show it then. */
const codeFor = (secret: string, stepsAhead: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe("sign-in, language and two-factor in the console", () => {
  it("signs in as admin and warns about the default password", async () => {
    await signIn(fixture.page, fixture.url, "admin", "admin");
    await fixture.page.waitForURL(`${fixture.url}/`);
    await fixture.page.getByRole("navigation").getByText("Alarm table", { exact: true }).waitFor();
    await fixture.page.getByText("default password").first().waitFor();
    expect(await fixture.page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
  });

  it("switches to German and shows the German menu", async () => {
    await chooseLanguage(fixture.page, "topbar-language", "Deutsch");
    const menu = fixture.page.getByRole("navigation");
    for (const label of ["Alarmtabelle", "Alarmpunkte", "Benutzer", "Organisationen", "Technische Konfiguration"]) {
      await menu.getByText(label, { exact: true }).first().waitFor();
    }
    expect(await menu.getByText("Alarm table", { exact: true }).count()).toBe(0);
    const disabled = menu.locator('[aria-disabled="true"]', { hasText: "Datenbankverwaltung" });
    expect(await disabled.count()).toBe(1);
    expect(await menu.locator('[aria-disabled="true"]', { hasText: "Alleinarbeit" }).count()).toBe(0);
  });

  it("enables two-factor with a code computed from the QR secret", async () => {
    await fixture.page.goto(`${fixture.url}/account`);
    await fixture.page.getByRole("button", { name: "Aktivieren" }).click();
    await fixture.page.locator("img[src^='data:image/png']").waitFor();
    secret = ((await fixture.page.locator("#totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await fixture.page.locator("#totp-code").fill(await codeFor(secret, 0));
    await fixture.page.getByRole("button", { name: "Bestätigen" }).click();
    await fixture.page.getByText("Die Zwei-Faktor-Authentifizierung ist aktiviert.").first().waitFor();
  });

  it("signs out, and signing in again asks for the code; a wrong one is refused", async () => {
    await fixture.page
      .getByRole("link", { name: "Abmelden" })
      .or(fixture.page.getByRole("button", { name: "Abmelden" }))
      .first()
      .click();
    await fixture.page.waitForURL(/\/login$/);
    expect(await fixture.page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await chooseLanguage(fixture.page, "login-language", "English");
    await fixture.page.locator("#login").fill("admin");
    await fixture.page.locator("#password").fill("admin");
    await fixture.page.getByRole("button", { name: "Sign in" }).click();
    await fixture.page.locator("#code").waitFor();
    await fixture.page.locator("#code").fill("000000");
    await fixture.page.getByRole("button", { name: "Verify" }).click();
    await fixture.page.getByText("Invalid authentication code!").first().waitFor();
    expect(fixture.page.url()).toMatch(/\/login$/);
  });

  it("signs in with the right code", async () => {
    await fixture.page.locator("#code").fill(await codeFor(secret, 1));
    await fixture.page.getByRole("button", { name: "Verify" }).click();
    await fixture.page.waitForURL(`${fixture.url}/`);
    await fixture.page.getByRole("navigation").getByText("Alarm table", { exact: true }).waitFor();
  });
});

describe("sign-in lockout", () => {
  it("says in the user's language how long a login and address wait after five typos, and does not hold up another login", async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const attempt = async (login: string, password: string) => {
      const answer = page.waitForResponse((response) => response.url().endsWith("/rest/api/auth"));
      await page.locator("#login").fill(login);
      await page.locator("#password").fill(password);
      await page.locator("#password").press("Enter");
      return (await answer).status();
    };
    await page.goto(`${fixture.url}/login`);
    await chooseLanguage(page, "login-language", "Deutsch");
    for (let typo = 1; typo <= 5; typo++) expect(await attempt("schichtleiter", `falsch-${typo}-passwort`)).toBe(401);
    expect(await attempt("schichtleiter", "falsch-6-passwort")).toBe(429);
    // What is left of the first minute's lockout: "in 1 Minute", or seconds when this machine took a while since the fifth typo.
    await page.locator(".login-error", { hasText: /Zu viele fehlgeschlagene Anmeldungen\. Versuchen Sie es in (1 Minute|\d+ Sekunden) erneut\./ }).waitFor();
    expect(await attempt("admin", "not-the-password-1")).toBe(401);
    await context.close();
  });
});

describe("session rules", () => {
  it("sends a visitor without a token to /login", async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${fixture.url}/users`);
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it("clears a revoked session and goes to /login on the next navigation", async () => {
    // Two-factor is turned off again through the API with the session of the tests above, so that
    // this test can sign in with the password alone. One's own reset needs a current code not used
    // before: the sign-in above used the next time step's, so wait until a later one is current.
    const adminToken = await fixture.page.evaluate(() => localStorage.getItem("token"));
    const step = Math.floor(Date.now() / 30_000);
    while (Math.floor(Date.now() / 30_000) === step) await new Promise((resolve) => setTimeout(resolve, 250));
    const reset = await fixture.page.request.patch(`${fixture.url}/rest/api/reset-2fa-status?userLogin=admin`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { code: await codeFor(secret, 1) },
    });
    expect(reset.status()).toBe(200);

    const context = await fixture.browser.newContext();
    const other = await context.newPage();
    await other.goto(`${fixture.url}/login`);
    const api = await context.request.post(`${fixture.url}/rest/api/auth`, { data: { login: "admin", password: "admin" } });
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
    await other.goto(`${fixture.url}/account`);
    await other.locator("#totp-secret, #two-factor-title").first().waitFor();
    await context.request.get(`${fixture.url}/rest/api/logout`, { headers: { authorization: `Bearer ${token}` } });
    await other.getByRole("navigation").getByText("Users", { exact: true }).click();
    await other.waitForURL(/\/login$/);
    expect(await other.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await context.close();
  });
});
