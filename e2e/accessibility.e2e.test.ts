import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/console.js";
import { callAsConsole } from "./support/fixtures.js";
import { type RunningServer, startServer } from "./support/server.js";

/** axe-core's browser build; evaluated through the debugging protocol, which the page's CSP does not govern. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; targets: string[]; firstNode: string };

let server: RunningServer;
let browser: Browser;
let page: Page;

/** The serious and critical WCAG 2 A/AA violations on the page as it shows now. */
async function seriousViolations(): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] }, resultTypes: ["violations"] });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({ id: violation.id, impact: violation.impact ?? null, help: violation.help, targets: violation.nodes.map((node) => node.target.map(String).join(" ")),
        firstNode: `${violation.nodes[0]?.html.slice(0, 300) ?? ""}: ${violation.nodes[0]?.failureSummary ?? ""}`,
      }));
  });
}

/** Waits until the screen has loaded: no spinner, no loading table, no skeleton. */
async function settle() {
  await page.locator(".page-spinner, .p-datatable-loading-overlay, .p-skeleton").first().waitFor({ state: "detached", timeout: 15_000 }).catch(() => undefined);
  // Let enter transitions (dialogs, toasts) finish so colours are measured at their final opacity.
  await page.waitForTimeout(400);
}

async function expectAccessible(what: string) {
  await settle();
  const violations = await seriousViolations();
  const report = violations.map((violation) => `${violation.id} (${violation.impact}: ${violation.help}) at ${violation.targets.slice(0, 8).join(" | ")}${violation.targets.length > 8 ? ` … ${violation.targets.length} nodes` : ""}; first: ${violation.firstNode}`);
  expect(report, `${what} has serious or critical accessibility violations`).toEqual([]);
}

/** The id of the first demo object of a type, for opening a parametrised route. */
async function firstId(type: string): Promise<number> {
  const { list } = await callAsConsole<{ list: { id: number }[] }>(page, server.url, "POST", "/list", { type, pageSize: 1, recursive: true });
  expect(list.length, `no demo object of type ${type}`).toBeGreaterThan(0);
  return list[0]!.id;
}

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: "admin-password-1", DEMO_DATA: "1" });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every route of apps/web/src/app/router.tsx; parametrised ones with a demo object opened. */
const ROUTES = [
  "/",
  "/account",
  "/organizations",
  "/users",
  "/user-groups",
  "/participants",
  "/private-schedules",
  "/participant-groups",
  "/holidays",
  "/alarm-plans",
  "/alarm-points",
  "/deleted-alarm-points",
  "/alarm-templates",
  "/text-templates",
  "/attachments",
  "/alarm-table?tab=0",
  "/alarm-table?tab=1",
  "/alarm-table?tab=2",
  "/alarm-panels",
  "/alarm-trigger",
  "/reports/detailed",
  "/reports/monthly",
  "/standby-schedules",
  "/audit-log",
  "/timeline",
  "/no-such-screen",
];

/** Parametrised routes: the object type whose first demo object the editor opens. */
const EDITORS: Record<string, string> = {
  "/organizations": "ORGANIZATION",
  "/users": "USER",
  "/user-groups": "USERGROUP",
  "/participants": "PARTICIPANT",
  "/participant-groups": "PARTICIPANT_GROUP",
  "/alarm-plans": "ALARMPLAN",
  "/alarm-points": "ALARMPOINT",
};

describe("accessibility (axe-core, WCAG 2 A and AA, serious and critical)", () => {
  it("the login screen", async () => {
    await page.goto(`${server.url}/login`);
    await page.locator("#login").waitFor();
    await expectAccessible("/login");
  });
});

describe("accessibility of the signed-in console", () => {
  beforeAll(async () => {
    await signIn(page, server.url, "admin", "admin-password-1");
    await page.waitForURL(`${server.url}/`);
  });

  it.each(ROUTES)("%s", async (route) => {
    await page.goto(`${server.url}${route}`);
    await expectAccessible(route);
  });

  it.each(Object.entries(EDITORS))("%s/:id with a demo object open", async (route, type) => {
    const id = await firstId(type);
    await page.goto(`${server.url}${route}/${id}`);
    await expectAccessible(`${route}/${id}`);
  });

  it("the trigger dialog of an alarm panel tile", async () => {
    await page.goto(`${server.url}/alarm-panels`);
    await page.locator(".panel-tile:not(:disabled)").first().click();
    await page.locator(".trigger-dialog").waitFor();
    await expectAccessible("/alarm-panels with the trigger dialog open");
    await page.keyboard.press("Escape");
    await page.locator(".trigger-dialog").waitFor({ state: "detached" });
  });

  it("the open language list of the topbar", async () => {
    await page.goto(`${server.url}/`);
    await page.locator(".layout-topbar__language").click();
    await page.locator(".p-dropdown-panel").waitFor();
    await expectAccessible("/ with the language list open");
    await page.keyboard.press("Escape");
  });
});
