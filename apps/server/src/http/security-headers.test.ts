import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app.js";
import { API_POLICY, PAGE_POLICY } from "./security-headers.js";

/** A built console in miniature: index.html loading its script from a file, as Vite writes it. */
const webDist = mkdtempSync(join(tmpdir(), "alarm-web-dist-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(
  join(webDist, "index.html"),
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webDist, "assets/index.js"), "console.log('console');");

const ctx = useTestApp({ webDist });

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...sources]) => [name, sources]),
  );

function expectSecurityHeaders(response: LightMyRequestResponse, policy: string, what: string) {
  expect(response.headers["content-security-policy"], what).toBe(policy);
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(response.headers["x-frame-options"], what).toBe("DENY");
  expect(response.headers["referrer-policy"], what).toBe("no-referrer");
}

/** Every <script> of a page loads a file: none carries code of its own. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes, body]) => !/\bsrc=/.test(attributes!) || body!.trim() !== "");

describe("security headers", () => {
  it("keep the console's and the documentation's scripts to files of this server, and nobody may frame them", () => {
    const page = directives(PAGE_POLICY);
    expect(page.get("script-src")).toEqual(["'self'"]);
    expect(page.get("default-src")).toEqual(["'self'"]);
    expect(page.get("object-src")).toEqual(["'none'"]);
    expect(page.get("frame-ancestors")).toEqual(["'none'"]);
    const api = directives(API_POLICY);
    expect(api.get("default-src")).toEqual(["'none'"]);
    expect(api.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("are sent with the console's page, its client routes and its static files", async () => {
    for (const url of ["/", "/alarms/table", "/assets/index.js"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, PAGE_POLICY, url);
    }
  });

  it("are sent with API answers and errors of every kind", async () => {
    const admin = await ctx.signIn("admin");
    const calls = [
      { method: "GET", url: "/verify", token: admin.token, status: 200 },
      { method: "GET", url: "/verify", status: 401 },
      { method: "POST", url: "/auth", payload: { login: 3 }, status: 400 },
      { method: "GET", url: "/rest/api/no-such-route", status: 404 },
      { method: "GET", url: "/rest/admin/instructions/download?path=1%2Fnone.pdf", token: admin.token, status: 404 },
      { method: "GET", url: "/rest/api/openapi.json", status: 200 },
    ] as const;
    for (const { status, ...call } of calls) {
      const response = await ctx.call(call);
      expect(response.statusCode, call.url).toBe(status);
      expectSecurityHeaders(response, API_POLICY, `${call.method} ${call.url}`);
    }
  });

  it("give the API documentation the page policy, and it runs no inline script", async () => {
    const docs = await ctx.call({ method: "GET", url: "/rest/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expectSecurityHeaders(docs, PAGE_POLICY, "docs");
    expect(docs.body).toContain("swagger-initializer.js");
    expect(inlineScripts(docs.body)).toEqual([]);
    const initializer = await ctx.call({ method: "GET", url: "/rest/api/docs/static/swagger-initializer.js" });
    expect(initializer.statusCode).toBe(200);
    expectSecurityHeaders(initializer, PAGE_POLICY, "swagger-initializer.js");
  });

  it("leave the answer page its own policy without scripts, and still forbid framing and referrers", async () => {
    const page = await ctx.call({ method: "GET", url: "/respond/forged-token", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const policy = directives(String(page.headers["content-security-policy"]));
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.has("script-src")).toBe(false);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.body).not.toMatch(/<script/i);
  });

  it("are sent with the pre-listen audio, which the console's policy lets it play", async () => {
    const { token } = await ctx.signIn("admin");
    const link = await ctx.call({
      method: "POST",
      url: "/alarmpoints/text-prelisten-link",
      token,
      payload: JSON.stringify("Fire alarm"),
      headers: { "content-type": "application/json" },
    });
    expect(link.statusCode, link.body).toBe(200);
    const audio = await ctx.call({ method: "GET", url: link.json().link });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/wav");
    expectSecurityHeaders(audio, API_POLICY, "audio");
    expect(directives(API_POLICY).get("media-src")).toEqual(["'self'"]);
    expect(directives(PAGE_POLICY).get("media-src")).toContain("'self'");
  });
});
