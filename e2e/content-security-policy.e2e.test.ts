import { describe, expect, it } from "vitest";
import { takePageProblems } from "./support/browser.js";
import { signIn } from "./support/console.js";
import { useSignedInConsole } from "./support/console-fixture.js";

// The first test signs in itself, as admin with the default password.
const fixture = useSignedInConsole({ env: { ADMIN_PASSWORD: undefined }, signIn: false });

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
    const response = (await fixture.page.goto(`${fixture.url}/login`))!;
    const policy = response.headers()["content-security-policy"]!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(([, attributes, body]) => !/\bsrc="\/assets\//.test(attributes!) || body!.trim() !== "")).toEqual([]);
    await signIn(fixture.page, fixture.url, "admin", "admin");
    await fixture.page.getByRole("navigation").getByText("Alarm table", { exact: true }).waitFor();
  });

  it("refuses a script injected into the fixture.page, and a browser test fails on it", async () => {
    await fixture.page.addScriptTag({ content: "window.injected = true;" }).catch(() => undefined);
    expect(await fixture.page.evaluate(() => "injected" in window)).toBe(false);
    await expectReported([expect.stringContaining("script-src-elem refused inline")]);
  });

  it("fails a browser test on an error the page does not catch", async () => {
    await fixture.page.evaluate(() => setTimeout(() => Promise.reject(new Error("uncaught in the console"))));
    await expectReported([expect.stringContaining("uncaught in the console")]);
  });

  it("cannot be shown in a frame of another page", async () => {
    const framing = await (await fixture.browser.newContext()).newPage();
    await framing.setContent(`<iframe src="${fixture.url}/login"></iframe>`);
    const frame = (await (await framing.locator("iframe").elementHandle())!.contentFrame())!;
    // Chromium puts its error page in place of a document that refuses to be framed.
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.locator("#login").count()).toBe(0);
  });

  it("shows the API documentation under its policy", async () => {
    const openapi = (await (await fetch(`${fixture.url}/rest/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const tags = new Set(Object.values(openapi.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? [])));
    await fixture.page.goto(`${fixture.url}/rest/api/docs/`);
    await fixture.page.locator(".opblock").first().waitFor();
    // Swagger UI renders only the operations near the screen: scroll through and collect the tags shown.
    const shown = new Set<string>();
    const atBottom = () => fixture.page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
    for (let scrolled = 0; scrolled < 300 && !(await atBottom()); scrolled++) {
      for (const tag of await fixture.page.locator(".opblock-tag").allTextContents()) shown.add(tag.trim());
      await fixture.page.mouse.wheel(0, 600);
      await fixture.page.waitForTimeout(50);
    }
    expect(tags.size).toBeGreaterThan(20);
    expect([...shown].sort()).toEqual([...tags].sort());
    await fixture.page.evaluate(() => window.scrollTo(0, 0));
    await fixture.page.locator(".opblock-summary", { hasText: "/rest/api/verify" }).first().click();
    await fixture.page.locator(".opblock-body").first().waitFor();
  });
});
