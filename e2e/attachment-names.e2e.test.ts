import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { chooseLanguage, signIn } from "./support/console.js";
import { callAsConsole, minimalPdf } from "./support/fixtures.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Group = { files: { name: string }[] };
const storedNames = async () => (await callAsConsole<Group[]>(page, server.url, "GET", "/rest/admin/instructions/instruction-files?orgId=1")).flatMap((group) => group.files.map((file) => file.name));

describe("attachment names that could pass for another name", () => {
  it("shows why the server refused a name with an invisible or a text-direction character, in the console's language", async () => {
    await page.goto(`${server.url}/attachments`);
    await page.locator(".state-card", { hasText: "No files yet" }).waitFor();
    await page.locator("#attachments-file-input").setInputFiles([
      { name: "Evacuation\u200b plan.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
      { name: "Floor plan.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
    ]);
    await page.locator(".upload-line--failed", { hasText: "is not allowed: use 1 to 200 characters without / \\ .., control characters, invisible or text-direction characters" }).waitFor();
    await page.locator(".upload-line--done", { hasText: "Floor plan.pdf" }).waitFor();

    await chooseLanguage(page, "topbar-language", "Deutsch");
    await page.locator("#attachments-file-input").setInputFiles([{ name: "Rechnung\u202efdp.docx", mimeType: "application/pdf", buffer: minimalPdf() }]);
    await page.locator(".upload-line--failed", { hasText: "unsichtbare Zeichen, Schreibrichtungszeichen" }).nth(1).waitFor();
    expect(await storedNames()).toEqual(["Floor plan.pdf"]);
  });
});
