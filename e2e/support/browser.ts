import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, afterEach, expect } from "vitest";

/** What went wrong in the pages since the last check: content security policy violations and uncaught errors. */
const pageProblems: string[] = [];

/** The problems reported so far, which then no longer fail the test (for a test that causes them on purpose). */
export const takePageProblems = () => pageProblems.splice(0);

/** Each test fails on what its pages reported while it ran; what comes after the last test fails the file. */
function expectNoPageProblems() {
  expect(takePageProblems(), "the console broke its content security policy or threw an error").toEqual([]);
}
afterEach(expectNoPageProblems);
afterAll(expectNoPageProblems);

const VIOLATION = "Content Security Policy violation:";

/**
 * Every page reports each violation of its policy as a console error: Chromium writes none for a
 * refusal the page catches (an eval tried in a try block), the DOM event fires for all of them.
 */
function reportViolations(prefix: string) {
  document.addEventListener("securitypolicyviolation", (event) =>
    console.error(`${prefix} ${event.effectiveDirective} refused ${event.blockedURI}${event.sourceFile ? ` in ${event.sourceFile}:${event.lineNumber}` : ""}`),
  );
}

async function watch(context: BrowserContext) {
  await context.addInitScript(reportViolations, VIOLATION);
  context.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith(VIOLATION)) pageProblems.push(`${message.text()} (page ${message.page()?.url()})`);
  });
  context.on("weberror", (webError) =>
    pageProblems.push(`uncaught error in ${webError.page()?.url() ?? "a page"}: ${webError.error().stack ?? webError.error().message}`),
  );
}

/**
 * Debian's chromium, started the way this machine's closed network needs. Every page opened in it
 * is watched: a content security policy violation or an uncaught error fails the running test.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
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
  // browser.newPage() opens its context through newContext() too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watch(context);
    return context;
  };
  return browser;
}
