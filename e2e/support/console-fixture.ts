import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.js";
import { signIn } from "./console.js";
import { callAsConsole } from "./fixtures.js";
import { type RunningServer, startServer } from "./server.js";

export type Credentials = { login: string; password: string };

/** The administrator of every server the fixture starts (its ADMIN_PASSWORD), unless a file's environment says otherwise. */
export const ADMIN: Credentials = { login: "admin", password: "admin-password-1" };

/** Environment variables of the server process; one set to undefined is left out. */
export type ServerEnvironment = Record<string, string | undefined>;

export type ConsoleOptions = {
  /**
   * The server's environment, over ADMIN_PASSWORD; a function when a value is known only once an
   * earlier hook of the file has run (the address of a mail sink started there).
   */
  env?: ServerEnvironment | (() => ServerEnvironment);
  /** The page's browser context, a 1440 × 900 desktop unless it says otherwise (viewport, time zone, locale, downloads). */
  context?: BrowserContextOptions;
  /** Whom the page signs in as, the administrator by default; false leaves it blank, signed in as nobody. */
  signIn?: Credentials | false;
  /** Called with the page before it signs in: for listeners that must hear the sign-in too. */
  beforeSignIn?: (page: Page) => void;
};

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

export type ConsoleFixture = {
  readonly server: RunningServer;
  /** The server's address, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  readonly browser: Browser;
  /** The context of the page. */
  readonly context: BrowserContext;
  /** The console's page, signed in as the options say. */
  readonly page: Page;
  /** A call to the server with the page's token (see callAsConsole): anything but 200 fails the test. */
  api<T = unknown>(method: ApiMethod, path: string, data?: unknown): Promise<T>;
  /** Signs a page in through the login screen, and waits until the dashboard shows. */
  signIn(page: Page, who?: Credentials): Promise<void>;
  /** Another console page, in a browser context of its own (a second desk), signed in. */
  signedInPage(who?: Credentials, context?: BrowserContextOptions): Promise<Page>;
};

const DESKTOP = { width: 1440, height: 900 };

/**
 * The setup of a browser test file: its own server on a fresh database, a browser, and a console page
 * signed in; all stopped after the file. vitest runs beforeAll hooks in the order they are registered
 * and afterAll hooks in the reverse order, so call it at the top of the file: the file's own beforeAll,
 * registered after it, can then seed through `api`. A service the server needs (a mail sink) is
 * started by a hook registered before it, and so stops after the server.
 */
export function useSignedInConsole(options: ConsoleOptions = {}): ConsoleFixture {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    const env = typeof options.env === "function" ? options.env() : options.env;
    server = await startServer(definedOnly({ ADMIN_PASSWORD: ADMIN.password, ...env }));
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, ...options.context });
    page = await context.newPage();
    options.beforeSignIn?.(page);
    if (options.signIn !== false) await fixture.signIn(page, options.signIn);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const fixture: ConsoleFixture = {
    get server() {
      return ready(server, "server");
    },
    get url() {
      return ready(server, "server").url;
    },
    get browser() {
      return ready(browser, "browser");
    },
    get context() {
      return ready(context, "context");
    },
    get page() {
      return ready(page, "page");
    },
    api: <T>(method: ApiMethod, path: string, data?: unknown) => callAsConsole<T>(fixture.page, fixture.url, method, path, data),
    async signIn(page, who = ADMIN) {
      await signIn(page, fixture.url, who.login, who.password);
      await page.waitForURL(`${fixture.url}/`);
    },
    async signedInPage(who = ADMIN, contextOptions = {}) {
      const page = await (await fixture.browser.newContext({ viewport: DESKTOP, ...contextOptions })).newPage();
      await fixture.signIn(page, who);
      return page;
    },
  };
  return fixture;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The console fixture's ${what} exists only from its beforeAll hook until its afterAll hook`);
  return value;
}

function definedOnly(env: ServerEnvironment): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
