import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { callAsConsole } from "./support/fixtures.js";
import { signIn, toast } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
let page: Page;

const api = <T>(method: "GET" | "POST", path: string, data?: unknown) => callAsConsole<T>(page, server.url, method, path, data);

const listed = async (type: "TEXT_TEMPLATE" | "ALARM_TEMPLATE") => (await api<{ list: Record<string, unknown>[] }>("POST", "/list", { type, pageSize: 100 })).list;

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
  const participant = await api<{ id: number }>("POST", "/participants", { name: "Greta", surname: "Nachtwache", orgId: 1 });
  await api("POST", "/alarmplans", { name: "Night shift plan", orgId: 1, ranks: [{ entries: [{ participantId: participant.id }] }] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("text templates", () => {
  it("creates a template with a German text written with a placeholder chip, and previews it in German", async () => {
    await page.goto(`${server.url}/text-templates`);
    await page.getByText("No text templates yet").waitFor();
    await page.getByRole("button", { name: "New" }).first().click();
    await page.locator("#text-template-name").fill("Evacuation");
    await page.locator("#text-template-english-body").fill("Leave the building now.");

    await page.getByRole("tab", { name: "Deutsch" }).click();
    const germanBody = page.locator("#text-template-german-body");
    await germanBody.fill("Gebäude verlassen: ");
    await page.locator(".placeholder-chip", { hasText: "Alarm name" }).click();
    await expect.poll(() => germanBody.inputValue()).toBe("Gebäude verlassen: {alarmName}");

    const germanPreview = page.locator(".text-preview__language--german");
    await germanPreview.locator(".text-preview__body", { hasText: "Gebäude verlassen: Fire alarm building A" }).waitFor();
    // Czech has no text of its own and shows the English one.
    await page.locator(".text-preview__language--czech", { hasText: "Leave the building now." }).waitFor();

    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "Text template created");
    await page.locator(".text-templates-table", { hasText: "Evacuation" }).waitFor();
    const [stored] = await listed("TEXT_TEMPLATE");
    expect(stored).toMatchObject({ name: "Evacuation", texts: { GERMAN: { body: "Gebäude verlassen: {alarmName}" }, ENGLISH: { body: "Leave the building now." } } });
  });

  it("shows an unknown placeholder as an inline error and does not save", async () => {
    await page.goto(`${server.url}/text-templates?id=new`);
    await page.locator("#text-template-name").fill("Broken");
    await page.locator("#text-template-english-body").fill("Hello {name}");
    const error = page.locator("#text-template-english-body-error");
    await error.waitFor();
    expect(await error.textContent()).toContain("{name} is not a placeholder");
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("text-template-english-body");
    expect((await listed("TEXT_TEMPLATE")).map((template) => template.name)).toEqual(["Evacuation"]);
  });
});

describe("alarm templates", () => {
  it("creates a template with an icon colour and a plan, and finds it in the list paged by 10", async () => {
    for (let index = 1; index <= 10; index++) await api("POST", "/alarmtemplates", { name: `Template ${String(index).padStart(2, "0")}`, orgId: 1 });
    await page.goto(`${server.url}/alarm-templates`);
    await page.getByRole("button", { name: "New" }).first().click();
    await page.locator("#alarm-template-name").fill("Gas leak");

    await page.locator("#alarm-template-icon-color").click();
    await page.locator(".p-colorpicker-panel .p-colorpicker-color-selector").click({ position: { x: 140, y: 10 } });
    // Clicking outside closes the colour panel (Escape would close the whole editor).
    await page.locator("#alarm-template-name").click();
    await page.locator(".p-colorpicker-panel").waitFor({ state: "detached" });
    await page.locator(".p-dropdown:has(#alarm-template-alarmPlanId)").click();
    await page.locator(".p-dropdown-item", { hasText: "Night shift plan" }).click();
    await page.locator(".p-dropdown:has(#alarm-template-alarmPlanId)", { hasText: "Night shift plan" }).waitFor();

    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "Alarm template created");

    const table = page.locator(".alarm-templates-table");
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
