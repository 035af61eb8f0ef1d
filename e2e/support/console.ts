import type { Page } from "playwright-core";

/** Signs in through the login screen; answers once the dashboard shows. */
export async function signIn(page: Page, baseUrl: string, login: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.locator("#login").fill(login);
  await page.locator("#password").fill(password);
  await page.locator("#password").press("Enter");
}

/** Picks a language in a PrimeReact language dropdown by its visible label. */
export async function chooseLanguage(page: Page, dropdownInputId: string, label: string) {
  await page.locator(`.p-dropdown:has(#${dropdownInputId})`).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

/** Chooses an organization in the picker dialog that is open now, by searching for its name. */
export async function pickOrganization(page: Page, name: string) {
  const dialog = page.locator(".p-dialog").filter({ has: page.locator(".org-picker") });
  await dialog.locator("input[type=search]").fill(name);
  await dialog.locator(".org-search-results__item", { hasText: name }).first().click();
  await dialog.getByRole("button", { name: "Select" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Waits for a toast with the text, and closes every toast so the next step starts clean. */
export async function toast(page: Page, text: string) {
  await page.locator(".p-toast-message", { hasText: text }).first().waitFor();
  // A toast may close by itself meanwhile: its button is then gone, and waiting for it would stall the test.
  for (const close of await page.locator(".p-toast-icon-close").all()) await close.click({ timeout: 2_000 }).catch(() => undefined);
}
