import { beforeAll, describe, expect, it } from "vitest";
import { toast } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

const fixture = useSignedInConsole();

const listed = async (type: "TEXT_TEMPLATE" | "ALARM_TEMPLATE") =>
  (await fixture.api<{ list: Record<string, unknown>[] }>("POST", "/list", { type, pageSize: 100 })).list;

beforeAll(async () => {
  const participant = await fixture.api<{ id: number }>("POST", "/participants", { name: "Greta", surname: "Nachtwache", orgId: 1 });
  await fixture.api("POST", "/alarmplans", { name: "Night shift plan", orgId: 1, ranks: [{ entries: [{ participantId: participant.id }] }] });
});

describe("text templates", () => {
  it("creates a template with a German text written with a placeholder chip, and previews it in German", async () => {
    await fixture.page.goto(`${fixture.url}/text-templates`);
    await fixture.page.getByText("No text templates yet").waitFor();
    await fixture.page.getByRole("button", { name: "New" }).first().click();
    await fixture.page.locator("#text-template-name").fill("Evacuation");
    await fixture.page.locator("#text-template-english-body").fill("Leave the building now.");

    await fixture.page.getByRole("tab", { name: "Deutsch" }).click();
    const germanBody = fixture.page.locator("#text-template-german-body");
    await germanBody.fill("Gebäude verlassen: ");
    await fixture.page.locator(".placeholder-chip", { hasText: "Alarm name" }).click();
    await expect.poll(() => germanBody.inputValue()).toBe("Gebäude verlassen: {alarmName}");

    const germanPreview = fixture.page.locator(".text-preview__language--german");
    await germanPreview.locator(".text-preview__body", { hasText: "Gebäude verlassen: Fire alarm building A" }).waitFor();
    // Czech has no text of its own and shows the English one.
    await fixture.page.locator(".text-preview__language--czech", { hasText: "Leave the building now." }).waitFor();

    await fixture.page.getByRole("button", { name: "Save" }).click();
    await toast(fixture.page, "Text template created");
    await fixture.page.locator(".text-templates-table", { hasText: "Evacuation" }).waitFor();
    const [stored] = await listed("TEXT_TEMPLATE");
    expect(stored).toMatchObject({
      name: "Evacuation",
      texts: { GERMAN: { body: "Gebäude verlassen: {alarmName}" }, ENGLISH: { body: "Leave the building now." } },
    });
  });

  it("shows an unknown placeholder as an inline error and does not save", async () => {
    await fixture.page.goto(`${fixture.url}/text-templates?id=new`);
    await fixture.page.locator("#text-template-name").fill("Broken");
    await fixture.page.locator("#text-template-english-body").fill("Hello {name}");
    const error = fixture.page.locator("#text-template-english-body-error");
    await error.waitFor();
    expect(await error.textContent()).toContain("{name} is not a placeholder");
    await fixture.page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => fixture.page.evaluate(() => document.activeElement?.id)).toBe("text-template-english-body");
    expect((await listed("TEXT_TEMPLATE")).map((template) => template.name)).toEqual(["Evacuation"]);
  });
});

describe("alarm templates", () => {
  it("creates a template with an icon colour and a plan, and finds it in the list paged by 10", async () => {
    for (let index = 1; index <= 10; index++) await fixture.api("POST", "/alarmtemplates", { name: `Template ${String(index).padStart(2, "0")}`, orgId: 1 });
    await fixture.page.goto(`${fixture.url}/alarm-templates`);
    await fixture.page.getByRole("button", { name: "New" }).first().click();
    await fixture.page.locator("#alarm-template-name").fill("Gas leak");

    await fixture.page.locator("#alarm-template-icon-color").click();
    await fixture.page.locator(".p-colorpicker-panel .p-colorpicker-color-selector").click({ position: { x: 140, y: 10 } });
    // Clicking outside closes the colour panel (Escape would close the whole editor).
    await fixture.page.locator("#alarm-template-name").click();
    await fixture.page.locator(".p-colorpicker-panel").waitFor({ state: "detached" });
    await fixture.page.locator(".p-dropdown:has(#alarm-template-alarmPlanId)").click();
    await fixture.page.locator(".p-dropdown-item", { hasText: "Night shift plan" }).click();
    await fixture.page.locator(".p-dropdown:has(#alarm-template-alarmPlanId)", { hasText: "Night shift plan" }).waitFor();

    await fixture.page.getByRole("button", { name: "Save" }).click();
    await toast(fixture.page, "Alarm template created");

    const table = fixture.page.locator(".alarm-templates-table");
    await table.getByText("1–10 of 11").waitFor();
    const row = table.locator("tr", { hasText: "Gas leak" });
    await row.getByText("Night shift plan").waitFor();
    const color = await row.locator(".alarm-templates-table__icon").evaluate((icon) => (icon as HTMLElement).style.color);
    expect(color).not.toBe("");
    expect(color).not.toBe("rgb(152, 152, 152)");
    // The 11th by name is on the second page.
    expect(await table.getByText("Template 10").count()).toBe(0);
    await table.getByRole("button", { name: "2" }).click();
    await table.getByText("Template 10").waitFor();

    const stored = (await listed("ALARM_TEMPLATE")).find((template) => template.name === "Gas leak");
    expect(stored).toMatchObject({ alarmPlanName: "Night shift plan" });
    expect(JSON.parse(String(stored?.iconText))).toMatchObject({ name: "bell", color: expect.not.stringMatching(/^#989898$/) });
  });
});
