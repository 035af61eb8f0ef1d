import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { callAsConsole } from "./support/fixtures.js";
import { signIn } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
let page: Page;

type PlanRow = { id: number; name: string };
type Plan = { ranks: { waitTime: number; entries: { title: string; participantId: number | null; participantGroupId: number | null }[] }[] };

const api = <T>(method: "GET" | "POST", path: string, data?: unknown) => callAsConsole<T>(page, server.url, method, path, data);

const plans = async () => (await api<{ list: PlanRow[] }>("POST", "/list", { type: "ALARMPLAN", pageSize: 1000 })).list;

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, server.url, "admin", "admin-password-1");
  await page.waitForURL(`${server.url}/`);
  const ids: number[] = [];
  for (const [name, surname] of [["Greta", "Nachtwache"], ["Otto", "Reserve"], ["Paul", "Pumpe"]]) {
    ids.push((await api<{ id: number }>("POST", "/participants", { name, surname, orgId: 1, language: "GERMAN" })).id);
  }
  await api("POST", "/participant-groups", { name: "Fire brigade", orgId: 1, memberIds: [ids[2]] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the participant selector for one rank (counting from 1). */
async function chooseFor(rank: number) {
  await page.getByRole("button", { name: `Add participants or groups to Rank ${rank}` }).click();
  const dialog = page.locator(".rank-selector-dialog");
  await dialog.waitFor();
  return dialog;
}

describe("alarm plans", () => {
  it("creates a plan with two ranks, one participant found by search and one group, and shows it again after a reload", async () => {
    await page.goto(`${server.url}/alarm-plans`);
    await page.getByRole("button", { name: "New" }).first().click();
    await page.waitForURL(/\/alarm-plans\/new$/);
    await page.locator("#plan-name").fill("Night escalation");

    const first = await chooseFor(1);
    await first.getByRole("button", { name: "Search" }).click();
    await first.getByLabel("Surname").fill("Nachtwache");
    await first.locator(".ps-row--participant", { hasText: "Otto Reserve" }).waitFor({ state: "detached" });
    await first.locator(".ps-row--participant", { hasText: "Greta Nachtwache" }).click();
    await first.getByRole("button", { name: "Done" }).click();
    await first.waitFor({ state: "hidden" });
    await page.locator('.rank-card[data-rank="1"] .rank-entries tbody tr', { hasText: "Greta Nachtwache" }).waitFor();

    await page.getByRole("button", { name: "Add rank" }).click();
    const second = await chooseFor(2);
    await second.locator(".ps-row--group", { hasText: "Fire brigade" }).click();
    await second.getByRole("button", { name: "Done" }).click();
    await second.waitFor({ state: "hidden" });
    await page.locator("#plan-rank-1-wait").fill("12");
    await page.locator("#plan-rank-1-wait").press("Tab");
    await page.locator(".plan-editor__footer button[type=submit]").click();
    await page.locator(".plans-table tbody tr", { hasText: "Night escalation" }).waitFor();

    await page.reload();
    await page.locator(".plans-table a", { hasText: "Night escalation" }).click();
    await page.waitForURL(/\/alarm-plans\/\d+$/);
    const rankOne = page.locator('.rank-card[data-rank="1"]');
    const rankTwo = page.locator('.rank-card[data-rank="2"]');
    await rankOne.locator(".rank-entries tbody tr", { hasText: "Greta Nachtwache" }).waitFor();
    await rankTwo.locator(".rank-entries tbody tr", { hasText: "Fire brigade" }).waitFor();
    expect(await page.locator("#plan-rank-1-wait").inputValue()).toBe("12 min");
    expect(await page.locator("#plan-rank-0-wait").inputValue()).toBe("5 min");

    const id = Number(/\/alarm-plans\/(\d+)/.exec(page.url())![1]);
    const saved = await api<Plan>("GET", `/alarmplans/${id}`);
    expect(saved.ranks.map((rank) => [rank.waitTime, ...rank.entries.map((entry) => entry.title)])).toEqual([
      [5, "Greta Nachtwache"],
      [12, "Fire brigade"],
    ]);
  });

  it("shows the inline error for a rank with no one and saves nothing", async () => {
    const before = await plans();
    await page.goto(`${server.url}/alarm-plans/new`);
    await page.locator("#plan-name").fill("Half-finished plan");
    const first = await chooseFor(1);
    await first.locator(".ps-row--participant", { hasText: "Otto Reserve" }).click();
    await first.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Add rank" }).click();
    await page.locator(".plan-editor__footer button[type=submit]").click();

    await page.locator("#plan-rank-1-error", { hasText: "Add at least one participant or group to this rank." }).waitFor();
    expect(await page.locator("#plan-rank-0-error").count()).toBe(0);
    expect(page.url()).toMatch(/\/alarm-plans\/new$/);
    expect(await plans()).toEqual(before);
  });
});
