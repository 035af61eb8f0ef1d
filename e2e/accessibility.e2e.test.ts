import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityFindings, type Finding } from "./support/axe.js";
import { useSignedInConsole } from "./support/console-fixture.js";
import { callAsConsole } from "./support/fixtures.js";

/**
 * axe-core on every screen of the console, at desktop and at phone width, with each screen's editor
 * of a new object open too: no serious or critical violation. Moderate and minor ones are listed at
 * the end of the run.
 */
// Each width has a page of its own, which signs in after the login screen is checked.
const fixture = useSignedInConsole({ env: { DEMO_DATA: "1" }, signIn: false });
const lesser: string[] = [];

const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** A click that opens an editor: on the button of that name, or on the first element `css` finds. */
type Click = string | { css: string };

/**
 * A screen (every route of apps/web/src/app/router.tsx) and the clicks that open its editor of a new
 * object, which then `shows` (by default a side panel or dialog); `{type}` in the path stands for
 * the id of the first demo object of that type.
 */
type Screen = { path: string; editor?: Click[]; shows?: string };

const SIDE_PANEL_OR_DIALOG = ".p-sidebar, .p-dialog";

const SCREENS: Screen[] = [
  { path: "/", editor: ["Arrange", "Add widget"] },
  { path: "/account" },
  { path: "/organizations", editor: ["New sub-organization"], shows: ".org-form" },
  { path: "/outgoing-webhooks", editor: ["New webhook"] },
  { path: "/users", editor: ["New"] },
  { path: "/user-groups", editor: ["New"] },
  { path: "/participants", editor: ["New"], shows: ".participant-editor" },
  { path: "/private-schedules?participant={PARTICIPANT}", editor: ["New entry"] },
  { path: "/participant-groups", editor: ["New"] },
  { path: "/holidays", editor: [{ css: ".hol-day:not(.hol-day--standard, .hol-day--own)" }], shows: ".hol-editor" },
  { path: "/audit-log" },
  { path: "/import-export" },
  { path: "/standby-schedules", editor: ["New"] },
  { path: "/team-schedules", editor: ["New"] },
  { path: "/alarm-plans", editor: ["New"] },
  { path: "/alarm-points", editor: ["New"] },
  { path: "/deleted-alarm-points" },
  { path: "/alarm-templates", editor: ["New"] },
  { path: "/text-templates", editor: ["New"] },
  { path: "/alarm-rules", editor: ["New rule"] },
  { path: "/grouping-rules", editor: ["New rule"] },
  { path: "/maintenance-windows", editor: ["New maintenance window"] },
  { path: "/attachments" },
  { path: "/alarm-table?tab=0" },
  { path: "/alarm-table?tab=1" },
  { path: "/alarm-table?tab=2" },
  { path: "/alarm-panels", editor: [{ css: ".panel-tile:not(:disabled)" }] },
  { path: "/alarm-trigger" },
  { path: "/alarm-apps", editor: [{ css: ".alarm-apps-row" }], shows: ".alarm-app-editor" },
  { path: "/presence" },
  { path: "/reports/detailed" },
  { path: "/reports/monthly" },
  { path: "/reports/alarm-load" },
  { path: "/views" },
  { path: "/timeline" },
  { path: "/no-such-screen" },
];

/** Routes that open a demo object: the object type whose first demo object the editor opens. */
const OBJECT_EDITORS: Record<string, string> = {
  "/organizations": "ORGANIZATION",
  "/users": "USER",
  "/user-groups": "USERGROUP",
  "/participants": "PARTICIPANT",
  "/participant-groups": "PARTICIPANT_GROUP",
  "/alarm-plans": "ALARMPLAN",
  "/alarm-points": "ALARMPOINT",
};

/** The requests of each page still open, but the live alarm stream, which stays open. */
const openRequests = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const open = new Set<Request>();
  openRequests.set(page, open);
  page.on("request", (request) => {
    if (!new URL(request.url()).pathname.endsWith("/live")) open.add(request);
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
}

/** Waits until the page has had no request open for a moment: what a screen loads has arrived. */
async function networkQuiet(page: Page) {
  const open = openRequests.get(page)!;
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await page.waitForTimeout(50);
  }
}

/** Waits until the screen has loaded (nothing in flight, no spinner, no loading table, no skeleton) and stopped moving. */
async function settle(page: Page) {
  await networkQuiet(page);
  await page
    .locator(".page-spinner, .p-datatable-loading-overlay, .p-skeleton")
    .first()
    .waitFor({ state: "detached", timeout: 15_000 })
    .catch(() => undefined);
  // Colours are measured at their final opacity: enter transitions (dialogs, side panels, toasts) end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function expectAccessible(page: Page, what: string) {
  await settle(page);
  const findings: Finding[] = await accessibilityFindings(page);
  const serious = findings.filter((finding) => finding.impact === "serious" || finding.impact === "critical");
  lesser.push(...findings.filter((finding) => !serious.includes(finding)).map((finding) => `${what}: ${finding.text}`));
  expect(
    serious.map((finding) => finding.text),
    `${what} has serious or critical accessibility violations`,
  ).toEqual([]);
}

/** The id of the first demo object of a type. */
async function firstId(page: Page, type: string): Promise<number> {
  const { list } = await callAsConsole<{ list: { id: number }[] }>(page, fixture.url, "POST", "/list", { type, pageSize: 1, recursive: true });
  expect(list.length, `no demo object of type ${type}`).toBeGreaterThan(0);
  return list[0]!.id;
}

let maintenance: Promise<void> | undefined;

/**
 * An alarm point in a maintenance window now, with an alarm raised all the same: the alarm table,
 * the maintenance windows and the point's editor show their maintenance marks.
 */
async function putAlarmPointInMaintenance(page: Page) {
  const { list } = await callAsConsole<{ list: { id: number; orgId: number; name: string }[] }>(page, fixture.url, "POST", "/list", {
    type: "ALARMPOINT",
    pageSize: 1,
    recursive: true,
  });
  const point = list[0]!;
  const hour = 3_600_000;
  const schedule = { kind: "ONE_OFF", startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date(Date.now() + 6 * hour).toISOString() };
  await callAsConsole(page, fixture.url, "POST", "/maintenance-windows", {
    orgId: point.orgId,
    name: `${point.name} service`,
    alarmPointId: point.id,
    schedule,
  });
  await callAsConsole(page, fixture.url, "POST", "/alarm-trigger", { alarmPointId: point.id, confirmMaintenance: true });
}

async function openEditor(page: Page, clicks: Click[], shows: string) {
  for (const click of clicks) {
    if (typeof click === "string") await page.getByRole("button", { name: click, exact: true }).first().click();
    else await page.locator(click.css).first().click();
  }
  await page.locator(shows).first().waitFor();
}

afterAll(() => {
  if (lesser.length > 0) console.warn(`Moderate and minor accessibility findings:\n${lesser.join("\n")}`);
});

describe.each(VIEWPORTS)("accessibility at $name width ($width px; axe-core, WCAG 2 A and AA)", (viewport) => {
  let page: Page;
  const where = (what: string) => `${what} at ${viewport.width} px`;

  beforeAll(async () => {
    page = await (await fixture.browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })).newPage();
    trackRequests(page);
  });

  it("the login screen", async () => {
    await page.goto(`${fixture.url}/login`);
    await page.locator("#login").waitFor();
    await expectAccessible(page, where("/login"));
  });

  describe("signed in", () => {
    beforeAll(async () => {
      await fixture.signIn(page);
      await (maintenance ??= putAlarmPointInMaintenance(page));
    });

    const titled = SCREENS.map((screen) => [screen.editor ? `${screen.path}, and with its editor open` : screen.path, screen] as const);
    it.each(titled)("%s", async (_, { path, editor, shows = SIDE_PANEL_OR_DIALOG }) => {
      const [, type] = /\{(\w+)\}/.exec(path) ?? [];
      const route = type ? path.replace(`{${type}}`, String(await firstId(page, type))) : path;
      await page.goto(`${fixture.url}${route}`);
      await expectAccessible(page, where(route));
      if (!editor) return;
      await openEditor(page, editor, shows);
      await expectAccessible(page, where(`${route} with its editor open`));
    });

    it.each(Object.entries(OBJECT_EDITORS))("%s/:id with a demo object open", async (route, type) => {
      const id = await firstId(page, type);
      await page.goto(`${fixture.url}${route}/${id}`);
      await expectAccessible(page, where(`${route}/${id}`));
    });

    it("the open language list of the topbar", async () => {
      await page.goto(`${fixture.url}/`);
      await page.locator(".layout-topbar__language").click();
      await page.locator(".p-dropdown-panel").waitFor();
      await expectAccessible(page, where("/ with the language list open"));
      await page.keyboard.press("Escape");
    });
  });
});
