import { describe, expect, it } from "vitest";
import { minimalPdf } from "./support/fixtures.js";
import { pickOrganization, toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole({ context: { acceptDownloads: true } });

type Group = { orgId: number; orgName: string; files: { name: string; path: string }[] };
const storedFiles = async () =>
  (await fixture.api<Group[]>("GET", "/rest/admin/instructions/instruction-files?orgId=1")).flatMap((group) => group.files.map((file) => file.path));

const cardOf = (name: string) => fixture.page.locator(".file-card", { has: fixture.page.locator(".file-card__name", { hasText: name }) });
const rowOf = (name: string) => fixture.page.locator(".file-row", { hasText: name });

describe("attachments", () => {
  it("uploads a PDF and a Word file with progress and shows them with their icons", async () => {
    await fixture.page.goto(`${fixture.url}/attachments`);
    await fixture.page.locator(".state-card", { hasText: "No files yet" }).waitFor();
    await fixture.page.locator("#attachments-file-input").setInputFiles([
      { name: "Evacuation plan.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
      {
        name: "Procedure.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: Buffer.from("PK\u0003\u0004 not really a document"),
      },
    ]);
    await fixture.page.locator(".upload-panel").waitFor();
    await expect.poll(() => fixture.page.locator(".upload-line--done").count()).toBe(2);
    await fixture.page.locator(".upload-panel", { hasText: "Uploads finished" }).waitFor();
    await cardOf("Evacuation plan.pdf").locator(".file-icon--pdf").waitFor();
    await cardOf("Procedure.docx").locator(".file-icon--word").waitFor();
    expect(await storedFiles()).toEqual(["1/Evacuation plan.pdf", "1/Procedure.docx"]);

    const download = fixture.page.waitForEvent("download");
    await cardOf("Evacuation plan.pdf").dblclick();
    expect((await download).suggestedFilename()).toBe("Evacuation plan.pdf");
  });

  it("remembers the list view across a reload and sorts by name descending", async () => {
    await fixture.page.getByRole("button", { name: "List view" }).click();
    await fixture.page.locator(".file-table").waitFor();
    await fixture.page.reload();
    await rowOf("Procedure.docx").waitFor();
    expect(await fixture.page.locator(".file-card").count()).toBe(0);
    expect(await fixture.page.locator(".file-row__name").allInnerTexts()).toEqual(["Evacuation plan.pdf", "Procedure.docx"]);
    await fixture.page.getByRole("button", { name: "Name A–Z" }).click();
    await fixture.page.getByRole("button", { name: "Name Z–A" }).waitFor();
    expect(await fixture.page.locator(".file-row__name").allInnerTexts()).toEqual(["Procedure.docx", "Evacuation plan.pdf"]);
  });

  it("moves the selected PDF to another organization with the picker, clearing the selection", async () => {
    const branch = await fixture.api<{ id: number }>("POST", "/rest/api/organizations", { name: "Harbour branch", parentId: 1 });
    await fixture.page.getByRole("checkbox", { name: "Select Evacuation plan.pdf" }).check();
    await fixture.page.getByText("Selected: 1").waitFor();
    await fixture.page.getByRole("button", { name: "Move to…" }).click();
    await pickOrganization(fixture.page, "Harbour branch");
    await toast(fixture.page, "Files moved");
    await fixture.page.locator("tbody", { hasText: "Harbour branch" }).locator(".file-row", { hasText: "Evacuation plan.pdf" }).waitFor();
    await fixture.page.getByText("Select all").waitFor();
    expect(await storedFiles()).toEqual(["1/Procedure.docx", `${branch.id}/Evacuation plan.pdf`]);
  });

  it("deletes the Word file after confirming", async () => {
    await rowOf("Procedure.docx").click();
    await fixture.page.locator(".attachments-toolbar").getByRole("button", { name: "Delete" }).click();
    await fixture.page.locator(".p-confirm-dialog").getByRole("button", { name: "Delete" }).click();
    await toast(fixture.page, "Files deleted: 1");
    await rowOf("Procedure.docx").waitFor({ state: "detached" });
    expect(await storedFiles()).toEqual([expect.stringMatching(/^\d+\/Evacuation plan\.pdf$/)]);
  });

  it("refuses a program with a translated message and adds nothing", async () => {
    await fixture.page
      .locator("#attachments-file-input")
      .setInputFiles([{ name: "evil.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") }]);
    await fixture.page.locator(".upload-line--failed", { hasText: "“evil.exe” cannot be uploaded. Allowed file types: pdf" }).waitFor();
    await toast(fixture.page, "Upload failed");
    expect(await fixture.page.locator(".file-row").count()).toBe(1);
    expect(await storedFiles()).toHaveLength(1);
  });
});
