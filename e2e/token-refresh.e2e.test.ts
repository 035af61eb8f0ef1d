import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
let page: Page;
/** Console errors and refused calls of the page (a 401 shows in the browser's console as an error). */
const problems: string[] = [];

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1", ACCESS_TOKEN_TTL: "4s" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() === 401) problems.push(`401 ${response.url()}`);
  });
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("access token refresh", () => {
  it("renews the access token before it expires: no call is refused and nothing red shows in the browser's console", async () => {
    const first = await page.evaluate(() => localStorage.getItem("token"));
    for (const [path, heading] of [
      ["/participants", "Participants"],
      ["/holidays", "Holidays"],
    ] as const) {
      // Longer than the token's lifetime: the next calls would carry an expired token.
      await page.waitForTimeout(4_500);
      await page.goto(`${server.url}${path}`);
      await page.getByRole("heading", { name: heading, exact: true }).first().waitFor();
    }
    expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBe(first);
    expect(problems).toEqual([]);
  });
});
