import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { chooseLanguage, pickOrganization, toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

/**
 * Import and export in the console: the harbour's configuration is exported to a file; imported
 * into an empty organization it is checked first (everything new, nothing written yet), then
 * applied; a file with a bad phone number is refused with the row named and changes nothing; a
 * refused row's problem is said in the reader's language.
 */
const fixture = useSignedInConsole({ context: { acceptDownloads: true } });
let exported: string;

const participantsOf = async (orgId: number) =>
  (
    await fixture.api<{ list: { name: string; surname: string; orgId: number }[] }>("POST", "/list", {
      type: "PARTICIPANT",
      parentOrgId: orgId,
      recursive: false,
      pageSize: 100,
    })
  ).list;

async function chooseOrganization(label: string, name: string) {
  await fixture.page.getByRole("button", { name: `Choose organization for ${label}` }).click();
  await pickOrganization(fixture.page, name);
}

let harbour: { id: number };
let copy: { id: number };
let workbookCopy: { id: number };

beforeAll(async () => {
  harbour = await fixture.api<{ id: number }>("POST", "/organizations", { name: "Harbour", parentId: 1 });
  copy = await fixture.api<{ id: number }>("POST", "/organizations", { name: "Harbour copy", parentId: 1 });
  workbookCopy = await fixture.api<{ id: number }>("POST", "/organizations", { name: "Harbour workbook", parentId: 1 });
  for (const [name, phone] of [
    ["Ida", "+447911123456"],
    ["Olaf", "+447911123457"],
  ] as const) {
    await fixture.api("POST", "/participants", {
      name,
      surname: "Pilot",
      orgId: harbour.id,
      language: "ENGLISH",
      devices: [{ callingDeviceType: "SMS", address: phone }],
    });
  }
});

describe("import and export", () => {
  it("exports an organization's configuration as a file", async () => {
    await fixture.page.goto(`${fixture.url}/import-export`);
    await fixture.page.getByRole("heading", { name: "Import/export" }).waitFor();
    await chooseOrganization("Organization to export", "Harbour");
    const download = fixture.page.waitForEvent("download");
    await fixture.page.getByRole("button", { name: "Export file" }).click();
    exported = await readFile((await (await download).path())!, "utf8");
    const document = JSON.parse(exported) as { format: string; participants: { name: string; devices: { address: string }[] }[] };
    expect(document.format).toBe("alarm-console-configuration");
    expect(document.participants.map((participant) => participant.name).sort()).toEqual(["Ida", "Olaf"]);
  });

  it("checks a file first, writing nothing, then applies it into another organization", async () => {
    const file = join(tmpdir(), `harbour-${Date.now()}.json`);
    await writeFile(file, exported);
    await chooseOrganization("Import into", "Harbour copy");
    await fixture.page.locator("#import-file").setInputFiles(file);
    await fixture.page.getByText(/is ready: check what will change/).waitFor();
    const participantTotals = fixture.page.locator(".import-totals tbody tr", { hasText: "Participants" });
    expect(await participantTotals.locator("td").allTextContents()).toEqual(["Participants", "2", "0", "0", "0"]);
    expect(await participantsOf(copy.id)).toEqual([]);

    await fixture.page.getByRole("button", { name: "Apply", exact: true }).click();
    await fixture.page.locator(".p-confirm-dialog").getByRole("button", { name: "Apply" }).click();
    await toast(fixture.page, "Import applied");
    await expect.poll(async () => (await participantsOf(copy.id)).map((participant) => participant.name).sort()).toEqual(["Ida", "Olaf"]);
  });

  it("names the row of a bad phone number and changes nothing", async () => {
    const document = JSON.parse(exported) as { participants: { name: string; surname: string; devices: { address: string }[] }[] };
    document.participants.push({
      ...document.participants[0]!,
      name: "Nils",
      devices: [{ ...document.participants[0]!.devices[0]!, address: "call me maybe" }],
    });
    const file = join(tmpdir(), `harbour-bad-${Date.now()}.json`);
    await writeFile(file, JSON.stringify(document));
    await fixture.page.locator("#import-file").setInputFiles(file);
    await fixture.page.getByText(/has problems \(1\)/).waitFor();
    const problem = fixture.page.locator(".import-rows tbody tr", { hasText: "Nils" });
    await problem.locator(".import-problems li").first().waitFor();
    expect(await fixture.page.getByRole("button", { name: "Apply", exact: true }).isDisabled()).toBe(true);
    expect((await participantsOf(copy.id)).map((participant) => participant.name).sort()).toEqual(["Ida", "Olaf"]);
  });

  it("exports the configuration as an Excel workbook and imports that workbook into another organization", async () => {
    await chooseOrganization("Organization to export", "Harbour");
    await fixture.page.locator(".p-selectbutton").getByText("Excel workbook").click();
    const download = fixture.page.waitForEvent("download");
    await fixture.page.getByRole("button", { name: "Export file" }).click();
    expect((await download).suggestedFilename()).toBe(`configuration-${harbour.id}.xlsx`);
    const file = join(tmpdir(), `harbour-${Date.now()}.xlsx`);
    await (await download).saveAs(file);
    expect((await readFile(file)).subarray(0, 2).toString()).toBe("PK");

    await chooseOrganization("Import into", "Harbour workbook");
    await fixture.page.locator("#import-file").setInputFiles(file);
    await fixture.page.getByText(/is ready: check what will change/).waitFor();
    expect(await participantsOf(workbookCopy.id)).toEqual([]);
    await fixture.page.getByRole("button", { name: "Apply", exact: true }).click();
    await fixture.page.locator(".p-confirm-dialog").getByRole("button", { name: "Apply" }).click();
    await toast(fixture.page, "Import applied");
    await expect.poll(async () => (await participantsOf(workbookCopy.id)).map((participant) => participant.name).sort()).toEqual(["Ida", "Olaf"]);
  });

  it("says a refused row's problem in the reader's language", async () => {
    const holidays = [
      { organization: [], title: "Harbour days", start: "2027-07-01", end: "2027-07-03" },
      { organization: [], title: "Regatta", start: "2027-07-02", end: "2027-07-02" },
    ];
    const document = { ...(JSON.parse(exported) as object), holidays };
    const file = join(tmpdir(), `harbour-holidays-${Date.now()}.json`);
    await writeFile(file, JSON.stringify(document));
    await chooseOrganization("Import into", "Harbour copy");
    await chooseLanguage(fixture.page, "topbar-language", "Deutsch");
    await fixture.page.locator("#import-file").setInputFiles(file);
    const problem = fixture.page.locator(".import-rows tbody tr", { hasText: "Regatta" }).locator(".import-problems li");
    await problem.filter({ hasText: "Datum ist belegt: überschneidet sich mit dem Feiertag vom 2027-07-01 bis 2027-07-03" }).waitFor();
    expect(await fixture.page.getByText("overlaps the holiday").count()).toBe(0);
    await chooseLanguage(fixture.page, "topbar-language", "English");
  });
});
