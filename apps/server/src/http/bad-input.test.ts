import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app.js";

const ctx = useTestApp();

const BEYOND_DATABASE = 2 ** 31;

describe("bad input answers 4xx, never 500", () => {
  it.each([
    ["a path id", { method: "GET", url: `/users/${BEYOND_DATABASE}` }],
    ["a query id", { method: "POST", url: `/history/by-alarm?alarmId=${BEYOND_DATABASE}`, payload: {} }],
    ["a body id", { method: "POST", url: "/list", payload: { type: "USER", parentOrgId: BEYOND_DATABASE } }],
    ["an id in a list", { method: "POST", url: "/list/multi", payload: { type: "USER", parentOrgIds: [1, BEYOND_DATABASE] } }],
    ["a version", { method: "PUT", url: "/organizations", payload: { id: 1, version: BEYOND_DATABASE, name: "Total system" } }],
    ["a page number", { method: "POST", url: "/list", payload: { type: "USER", currentPage: 2 ** 40 } }],
  ] as const)("refuses %s beyond the database's integer range with 400 VALIDATION", async (_, request) => {
    const { token } = await ctx.signIn("admin");
    const response = await ctx.call({ ...request, token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", reason: expect.any(String) });
  });

  it("takes the largest id the database holds, and answers it as not found", async () => {
    const { token } = await ctx.signIn("admin");
    const response = await ctx.call({ method: "GET", url: `/users/${BEYOND_DATABASE - 1}`, token });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });

  it.each([
    [
      "a NUL in a plain-text body",
      { method: "POST", url: "/table-filters", payload: '"filter\\u0000"', headers: { "content-type": "application/json" } },
      "body",
    ],
    ["a NUL in a path", { method: "GET", url: "/users/find-by-login/ad%00min" }, "login"],
    ["a NUL in a query", { method: "GET", url: "/user-2fa-status?userLogin=ad%00min" }, "userLogin"],
    [
      "an unpaired surrogate deep in a body",
      { method: "POST", url: "/list", payload: { type: "USER", filterValue: "half \ud83d of an emoji" } },
      "filterValue",
    ],
    ["a NUL in a key of a body", { method: "POST", url: "/list", payload: { type: "USER", nested: { "k\u0000": 1 } } }, "nested.k\u0000"],
  ] as const)("refuses %s with 400 INVALID_TEXT", async (_, request, field) => {
    const { token } = await ctx.signIn("admin");
    const response = await ctx.call({ ...request, token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ field, code: "INVALID_TEXT" }] });
  });

  /** A body whose `nested` field holds arrays `depth` deep, so the body itself is `depth` + 1 deep. */
  const nestedBody = (depth: number) => `{"type":"USER","nested":${"[".repeat(depth)}${"]".repeat(depth)}}`;

  it.each([
    ["a console call", "/list"],
    ["the import of a configuration document", "/import-export/import?orgId=1&dryRun=true"],
    ["a generic webhook, before its key is checked", "/rest/integrations/webhook?key=0123456789abcdef"],
    ["a gateway webhook, before its signature is checked", "/gateway/status"],
  ])("refuses JSON nested 5,000 deep in %s with 400 VALIDATION", async (_, url) => {
    const { token } = await ctx.signIn("admin");
    const response = await ctx.call({ method: "POST", url, token, payload: nestedBody(5000), headers: { "content-type": "application/json" } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      reason: "The body is nested deeper than 64 levels",
      details: [{ field: "body", code: "TOO_DEEP" }],
    });
  });

  it("reads JSON 64 levels deep, brackets inside strings not counted, and leaves it to the call's schema", async () => {
    const { token } = await ctx.signIn("admin");
    const bracketsInText = JSON.stringify(`${"[".repeat(70)}"[[`);
    const body = nestedBody(63).replace('"USER"', `"USER","filterValue":${bracketsInText}`);
    const response = await ctx.call({ method: "POST", url: "/list", token, payload: body, headers: { "content-type": "application/json" } });
    expect(response.json()).toMatchObject({ code: "VALIDATION", details: [{ field: "nested", code: "UNKNOWN_FIELD" }] });
  });

  it("refuses dashboard widgets whose JSON text is nested too deep", async () => {
    const { token } = await ctx.signIn("admin");
    const response = await ctx.call({ method: "PUT", url: "/widgets", token, payload: { widgets: `{"lines":${"[".repeat(5000)}${"]".repeat(5000)}}` } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: "widgets", code: "TOO_DEEP" })]);
  });

  it("says the limit of text that is too long, so the console can say it in the user's language", async () => {
    const { token } = await ctx.signIn("admin");
    const plan = { name: "x".repeat(201), orgId: 1, mediaProcessingType: "BY_RANK", mediaUsageType: "ALL", ranks: [] };
    const response = await ctx.call({ method: "POST", url: "/alarmplans", token, payload: plan });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe("VALIDATION");
    expect(response.json().details).toContainEqual(expect.objectContaining({ field: "name", code: "TOO_LONG", limit: 200 }));
  });

  it("keeps whole surrogate pairs, and stores nothing of a refused text", async () => {
    const { token } = await ctx.signIn("admin");
    expect(
      (await ctx.call({ method: "POST", url: "/table-filters", token, payload: '"alarms 🔔"', headers: { "content-type": "application/json" } })).statusCode,
    ).toBe(200);
    await ctx.call({ method: "POST", url: "/table-filters", token, payload: '"broken \\ud800"', headers: { "content-type": "application/json" } });
    expect((await ctx.call({ method: "GET", url: "/table-filters", token })).body).toContain("alarms 🔔");
  });
});
