import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, takePageProblems } from "./support/browser.js";
import { signIn } from "./support/console.js";
import { type RunningServer, startServer } from "./support/server.js";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the watched pages have reported problems matching `expected`, and takes them. */
async function expectReported(expected: unknown[]) {
  const reported: string[] = [];
  await expect
    .poll(() => {
      reported.push(...takePageProblems());
      return reported;
    })
    .toEqual(expected);
}

describe("the console under its content security policy", () => {
  it("is served without inline script, under a policy that allows scripts only from this server", async () => {
    const response = (await page.goto(`${server.url}/login`))!;
    const policy = response.headers()["content-security-policy"]!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(([, attributes, body]) => !/\bsrc="\/assets\//.test(attributes!) || body!.trim() !== "")).toEqual([]);
    await signIn(page, server.url, "admin", "admin");
    await page.getByRole("navigation").getByText("Alarm table", { exact: true }).waitFor();
  });

  it("refuses a script injected into the page, and a browser test fails on it", async () => {
    await page.addScriptTag({ content: "window.injected = true;" }).catch(() => undefined);
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
    await expectReported([expect.stringContaining("script-src-elem refused inline")]);
  });

  it("fails a browser test on an error the page does not catch", async () => {
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error("uncaught in the console"))));
    await expectReported([expect.stringContaining("uncaught in the console")]);
  });

  it("cannot be shown in a frame of another page", async () => {
    const framing = await (await browser.newContext()).newPage();
    await framing.setContent(`<iframe src="${server.url}/login"></iframe>`);
    const frame = (await (await framing.locator("iframe").elementHandle())!.contentFrame())!;
    // Chromium puts its error page in place of a document that refuses to be framed.
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.locator("#login").count()).toBe(0);
  });

  it("shows the API documentation under its policy", async () => {
    const openapi = (await (await fetch(`${server.url}/rest/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const tags = new Set(Object.values(openapi.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? [])));
    await page.goto(`${server.url}/rest/api/docs/`);
    await page.locator(".opblock").first().waitFor();
    // Swagger UI renders only the operations near the screen: scroll through and collect the tags shown.
    const shown = new Set<string>();
    const atBottom = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    for (let scrolled = 0; scrolled < 300 && !(await atBottom()); scrolled++) {
      for (const tag of await page.locator(".opblock-tag").allTextContents()) shown.add(tag.trim());
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    expect(tags.size).toBeGreaterThan(20);
    expect([...shown].sort()).toEqual([...tags].sort());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(".opblock-summary", { hasText: "/rest/api/verify" }).first().click();
    await page.locator(".opblock-body").first().waitFor();
  });
});
