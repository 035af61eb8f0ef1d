import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { minimalPdf } from "./support/fixtures.js";
import { pickOrganization, signIn, toast } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function call<T>(method: "GET" | "POST", url: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.fetch(`${server.url}${url}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

type Group = { orgId: number; orgName: string; files: { name: string; path: string }[] };
const storedFiles = async () => (await call<Group[]>("GET", "/rest/admin/instructions/instruction-files?orgId=1")).flatMap((group) => group.files.map((file) => file.path));

const cardOf = (name: string) => page.locator(".file-card", { has: page.locator(".file-card__name", { hasText: name }) });
const rowOf = (name: string) => page.locator(".file-row", { hasText: name });

describe("attachments", () => {
  it("uploads a PDF and a Word file with progress and shows them with their icons", async () => {
    await page.goto(`${server.url}/attachments`);
    await page.locator(".state-card", { hasText: "No files yet" }).waitFor();
    await page.locator("#attachments-file-input").setInputFiles([
      { name: "Evacuation plan.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
      { name: "Procedure.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from("PK\u0003\u0004 not really a document") },
    ]);
    await page.locator(".upload-panel").waitFor();
    await expect.poll(() => page.locator(".upload-line--done").count()).toBe(2);
    await page.locator(".upload-panel", { hasText: "Uploads finished" }).waitFor();
    await cardOf("Evacuation plan.pdf").locator(".file-icon--pdf").waitFor();
    await cardOf("Procedure.docx").locator(".file-icon--word").waitFor();
    expect(await storedFiles()).toEqual(["1/Evacuation plan.pdf", "1/Procedure.docx"]);

    const download = page.waitForEvent("download");
    await cardOf("Evacuation plan.pdf").dblclick();
    expect((await download).suggestedFilename()).toBe("Evacuation plan.pdf");
  });

  it("remembers the list view across a reload and sorts by name descending", async () => {
    await page.getByRole("button", { name: "List view" }).click();
    await page.locator(".file-table").waitFor();
    await page.reload();
    await rowOf("Procedure.docx").waitFor();
    expect(await page.locator(".file-card").count()).toBe(0);
    expect(await page.locator(".file-row__name").allInnerTexts()).toEqual(["Evacuation plan.pdf", "Procedure.docx"]);
    await page.getByRole("button", { name: "Name A–Z" }).click();
    await page.getByRole("button", { name: "Name Z–A" }).waitFor();
    expect(await page.locator(".file-row__name").allInnerTexts()).toEqual(["Procedure.docx", "Evacuation plan.pdf"]);
  });

  it("moves the selected PDF to another organization with the picker, clearing the selection", async () => {
    const branch = await call<{ id: number }>("POST", "/rest/api/organizations", { name: "Harbour branch", parentId: 1 });
    await page.getByRole("checkbox", { name: "Select Evacuation plan.pdf" }).check();
    await page.getByText("Selected: 1").waitFor();
    await page.getByRole("button", { name: "Move to…" }).click();
    await pickOrganization(page, "Harbour branch");
    await toast(page, "Files moved");
    await page.locator("tbody", { hasText: "Harbour branch" }).locator(".file-row", { hasText: "Evacuation plan.pdf" }).waitFor();
    await page.getByText("Select all").waitFor();
    expect(await storedFiles()).toEqual(["1/Procedure.docx", `${branch.id}/Evacuation plan.pdf`]);
  });

  it("deletes the Word file after confirming", async () => {
    await rowOf("Procedure.docx").click();
    await page.locator(".attachments-toolbar").getByRole("button", { name: "Delete" }).click();
    await page.locator(".p-confirm-dialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Files deleted: 1");
    await rowOf("Procedure.docx").waitFor({ state: "detached" });
    expect(await storedFiles()).toEqual([expect.stringMatching(/^\d+\/Evacuation plan\.pdf$/)]);
  });

  it("refuses a program with a translated message and adds nothing", async () => {
    await page.locator("#attachments-file-input").setInputFiles([{ name: "evil.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") }]);
    await page.locator(".upload-line--failed", { hasText: "“evil.exe” cannot be uploaded. Allowed file types: pdf" }).waitFor();
    await toast(page, "Upload failed");
    expect(await page.locator(".file-row").count()).toBe(1);
    expect(await storedFiles()).toHaveLength(1);
  });
});
