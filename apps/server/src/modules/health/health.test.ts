import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app.js";

const ctx = useTestApp();

describe("system routes", () => {
  it("reports the database as up without sign-in", async () => {
    const response = await ctx.call({ method: "GET", url: "/health" });
    expect(response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("serves an OpenAPI 3.1 document naming every auth call with its schemas", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/rest/api/openapi.json" })).json();
    expect(document.openapi).toBe("3.1.0");
    for (const path of [
      "/auth",
      "/refresh",
      "/verify",
      "/logout",
      "/generate-qr-url",
      "/reset-2fa-status",
      "/user-2fa-status",
      "/ui-columns-order/is-allowed",
      "/locale",
      "/users/change-password",
    ]) {
      expect(Object.keys(document.paths)).toContain(`/rest/api${path}`);
    }
    expect(document.paths["/rest/api/auth"].post.requestBody.content["application/json"].schema).toBeDefined();
    const docs = await ctx.app.inject({ method: "GET", url: "/rest/api/docs" });
    expect(docs.statusCode).toBeLessThan(400);
  });

  it("answers unknown API routes with NOT_FOUND in the error shape", async () => {
    const response = await ctx.call({ method: "GET", url: "/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });
});
