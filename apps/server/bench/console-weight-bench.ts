import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { createAlarmPoint, createParticipant, trigger } from "../test/alarm-fixtures.js";
import { httpCall, signIn } from "../test/http-call.js";
import { spawnServer } from "../test/server-process.js";
import { createBenchDatabase } from "./bench-database.js";

const PASSWORD = "bench-password-1";
const ROUNDS = 5;
const ALARMS = 10;
/** The network counts as settled when nothing was asked or answered for this long. */
const QUIET_MS = 500;
/** The built console, or another build to compare (WEB_DIST). */
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL("../../web/dist", import.meta.url));

type Load = { bytes: number; scriptBytes: number; requests: number; interactiveMs: number };
type Screen = { name: string; path: string; ready: string; signedIn?: boolean };

/** What a user waits for: the login form's user field, and the alarm table's first page of rows. */
const LOGIN: Screen = { name: "login page", path: "/login", ready: "#login" };
const ALARM_TABLE: Screen = { name: "alarm table", path: "/alarm-table?tab=0", ready: ".alarm-table tbody tr:not(.p-datatable-emptymessage)", signedIn: true };
/** The participant app's sign-in on a phone, beside the console's login page. */
const APP_SIGN_IN: Screen = { name: "app sign-in", path: "/app/", ready: "#login" };

/**
 * The console as a new user meets it, in headless Chromium against the built console (apps/web/dist)
 * served by a real server process: bytes transferred (bodies as sent plus headers) and the time from
 * navigation start until the screen can be used, for the login page with an empty cache and for the
 * alarm table loaded afresh by a signed-in user (signed in through the form, then the cache cleared),
 * each also on a repeat visit with the cache kept. Long-lived streams (the live alarm feed) are not counted.
 */
export async function consoleWeightBenchmark() {
  if (!existsSync(join(webDist, "index.html"))) throw new Error(`no built console in ${webDist}: run \`npm run build -w apps/web\` first`);
  const bench = await createBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "alarm-bench-"));
  const server = await spawnServer({ DATABASE_URL: bench.url, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "error", WEB_DIST: webDist });
  const browser = await launchChromium();
  try {
    await fillAlarmTable(server.url);
    const results: { screen: Screen; cold: Load; repeat: Load }[] = [];
    for (const screen of [LOGIN, APP_SIGN_IN, ALARM_TABLE]) {
      const cold: Load[] = [];
      const repeat: Load[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        if (screen.signedIn) await signInThroughForm(page, server.url);
        cold.push(await measureLoad(page, `${server.url}${screen.path}`, screen.ready, { clearCache: true }));
        repeat.push(await measureLoad(page, `${server.url}${screen.path}`, screen.ready, { clearCache: false }));
        await context.close();
      }
      results.push({ screen, cold: median(cold), repeat: median(repeat) });
    }

    console.log(`\nThe console in headless Chromium (built console, server on 127.0.0.1, no network throttling), median of ${ROUNDS} fresh browser profiles`);
    console.log("transferred: response bodies as sent (compressed if they were) plus headers; interactive: navigation start until the screen can be used");
    console.log("screen       | transferred | of it JS   | requests | interactive | repeat visit | repeat interactive");
    for (const { screen, cold, repeat } of results) {
      console.log(
        `${screen.name.padEnd(12)} | ${kB(cold.bytes).padEnd(11)} | ${kB(cold.scriptBytes).padEnd(10)} | ${String(cold.requests).padEnd(8)} | ${`${cold.interactiveMs.toFixed(0)} ms`.padEnd(11)} | ${kB(repeat.bytes).padEnd(12)} | ${repeat.interactiveMs.toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A full first page of running alarms, so the table measured is the one an operator sees. */
async function fillAlarmTable(baseUrl: string) {
  const call = httpCall(baseUrl);
  const token = await signIn(call, "admin", PASSWORD);
  const watcher = await createParticipant(call, token, { devices: [{ type: "APP", address: "console" }] });
  const pointId = await createAlarmPoint(call, token, { ranks: [{ participantIds: [watcher.id], waitTime: 60 }] });
  for (let index = 0; index < ALARMS; index++) await trigger(call, token, { alarmPointId: pointId });
}

async function signInThroughForm(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.locator("#login").fill("admin");
  await page.locator("#password").fill(PASSWORD);
  await page.locator("#password").press("Enter");
  await page.waitForURL(`${baseUrl}/`);
}

/** Loads `url` in the page, counting what the network carried until it settled. */
async function measureLoad(page: Page, url: string, ready: string, { clearCache }: { clearCache: boolean }): Promise<Load> {
  const network = await watchNetwork(page.context(), page);
  if (clearCache) await network.cdp.send("Network.clearBrowserCache");
  await page.goto(url, { waitUntil: "commit" });
  const interactiveMs = await page
    .waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        const usable = element?.checkVisibility() && !element.matches(":disabled") && !document.querySelector("[aria-busy=true]");
        // Milliseconds since this document's navigation started.
        return usable ? performance.now() : 0;
      },
      ready,
      { polling: "raf", timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  await network.settled();
  await network.cdp.detach();
  return { ...network.totals(), interactiveMs };
}

/** Chromium's own account of the bytes received per request (Network.loadingFinished: headers plus the encoded body). */
async function watchNetwork(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const open = new Set<string>();
  let bytes = 0;
  let scriptBytes = 0;
  let requests = 0;
  let lastActivity = Date.now();
  // Only the new document and what it asks for: the previous page's requests may still be ending.
  let loaderId: string | undefined;
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Document") loaderId ??= event.loaderId;
    if (event.loaderId !== loaderId) return;
    lastActivity = Date.now();
    types.set(event.requestId, event.type ?? "Other");
    urls.set(event.requestId, event.request.url);
    open.add(event.requestId);
  });
  // A stream stays open as long as the page: it is not waited for.
  cdp.on("Network.responseReceived", (event) => {
    if (event.response.mimeType === "text/event-stream") open.delete(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (!types.has(event.requestId)) return;
    lastActivity = Date.now();
    open.delete(event.requestId);
    requests++;
    bytes += event.encodedDataLength;
    if (types.get(event.requestId) === "Script") scriptBytes += event.encodedDataLength;
  });
  cdp.on("Network.loadingFailed", (event) => {
    lastActivity = Date.now();
    open.delete(event.requestId);
  });
  return {
    cdp,
    totals: () => ({ bytes, scriptBytes, requests }),
    async settled() {
      const deadline = Date.now() + 30_000;
      while (open.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the network did not settle: ${[...open].map((id) => urls.get(id)).join(", ")} still open`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Each figure's median over the rounds (bytes are the same in every round unless something varies). */
function median(loads: Load[]): Load {
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    bytes: middle(loads.map((load) => load.bytes)),
    scriptBytes: middle(loads.map((load) => load.scriptBytes)),
    requests: middle(loads.map((load) => load.requests)),
    interactiveMs: middle(loads.map((load) => load.interactiveMs)),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toLocaleString("en", { maximumFractionDigits: 1, minimumFractionDigits: 1 })} kB`;
