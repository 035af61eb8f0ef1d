import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./support/console.js";
import { minimalPdf } from "./support/fixtures.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole();

type Group = { files: { name: string }[] };
const storedNames = async () =>
  (await fixture.api<Group[]>("GET", "/rest/admin/instructions/instruction-files?orgId=1")).flatMap((group) => group.files.map((file) => file.name));

describe("attachment names that could pass for another name", () => {
  it("shows why the server refused a name with an invisible or a text-direction character, in the console's language", async () => {
    await fixture.page.goto(`${fixture.url}/attachments`);
    await fixture.page.locator(".state-card", { hasText: "No files yet" }).waitFor();
    await fixture.page.locator("#attachments-file-input").setInputFiles([
      { name: "Evacuation\u200b plan.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
      { name: "Floor plan.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
    ]);
    await fixture.page
      .locator(".upload-line--failed", {
        hasText: "is not allowed: use 1 to 200 characters without / \\ .., control characters, invisible or text-direction characters",
      })
      .waitFor();
    await fixture.page.locator(".upload-line--done", { hasText: "Floor plan.pdf" }).waitFor();

    await chooseLanguage(fixture.page, "topbar-language", "Deutsch");
    await fixture.page
      .locator("#attachments-file-input")
      .setInputFiles([{ name: "Rechnung\u202efdp.docx", mimeType: "application/pdf", buffer: minimalPdf() }]);
    await fixture.page.locator(".upload-line--failed", { hasText: "unsichtbare Zeichen, Schreibrichtungszeichen" }).nth(1).waitFor();
    expect(await storedNames()).toEqual(["Floor plan.pdf"]);
  });
});
