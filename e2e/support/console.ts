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

