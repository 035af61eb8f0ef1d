import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

describe("table filters", () => {
  it("are kept per user as plain text and can be forgotten", async () => {
    const first = await ctx.userWith([]);
    const second = await ctx.userWith([]);
    const text = JSON.stringify({ all: { status: "NEW" } });
    const saved = await ctx.call({ method: "POST", url: "/table-filters", token: first.token, payload: text, headers: { "content-type": "text/plain" } });
    expect(saved.json()).toEqual({ value: text });
    expect((await ctx.call({ method: "GET", url: "/table-filters", token: first.token })).json()).toEqual({ value: text });
    expect((await ctx.call({ method: "GET", url: "/table-filters", token: second.token })).json()).toEqual({ value: null });
    await ctx.call({ method: "DELETE", url: "/table-filters", token: first.token });
    expect((await ctx.call({ method: "GET", url: "/table-filters", token: first.token })).json()).toEqual({ value: null });
  });

  it("refuses a text over 64 KiB without storing it", async () => {
    const { token } = await ctx.userWith([]);
    const response = await ctx.call({ method: "POST", url: "/table-filters", token, payload: "x".repeat(70_000), headers: { "content-type": "text/plain" } });
    expect(response.statusCode).toBe(400);
    expect((await ctx.call({ method: "GET", url: "/table-filters", token })).json()).toEqual({ value: null });
  });
});
