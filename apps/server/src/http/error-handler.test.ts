import { connect } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app.js";
import { ConnectionErrors } from "../db/connection-errors.js";
import { registerErrorHandler } from "./error-handler.js";

const ctx = useTestApp();

describe("Fastify's own errors answer {code, reason}", () => {
  const post = async (url: string, payload: string | Buffer, contentType = "application/json") => {
    const { token } = await ctx.signIn("admin");
    return ctx.call({ method: "POST", url, token, payload, headers: { "content-type": contentType } });
  };

  it.each([
    ["malformed JSON", () => post("/list", '{"type": "USER",'), 400, "VALIDATION"],
    ["an empty JSON body", () => post("/list", ""), 400, "VALIDATION"],
    ["a __proto__ key", () => post("/list", '{"type": "USER", "__proto__": {"admin": true}}'), 400, "VALIDATION"],
    ["a body over 1 MB", () => post("/list", JSON.stringify({ type: "USER", filterValue: "x".repeat(1_100_000) })), 413, "PAYLOAD_TOO_LARGE"],
    ["an unsupported media type", () => post("/list", "<list/>", "application/xml"), 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["an unknown route", () => ctx.call({ method: "GET", url: "/no-such-route" }), 404, "NOT_FOUND"],
    ["a known path with another method", () => ctx.call({ method: "PATCH", url: "/list" }), 404, "NOT_FOUND"],
    ["a path that is not valid URL encoding", () => ctx.call({ method: "GET", url: "/users/%E0%A4%A" }), 400, "VALIDATION"],
    ["a path parameter longer than the router takes", () => ctx.call({ method: "DELETE", url: `/alarmplans/${"1".repeat(500)}` }), 414, "VALIDATION"],
  ])("%s", async (_, send, status, code) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ code, reason: expect.any(String) });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers 431 HEADERS_TOO_LARGE to headers beyond Node's limit, before Fastify sees the request", async () => {
    const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1");
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.write(`GET /rest/api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"y".repeat(20_000)}\r\n\r\n`);
    });
    const [head, body] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain("Content-Type: application/json");
    expect(head).toContain("x-content-type-options: nosniff");
    expect(JSON.parse(body!)).toEqual({ code: "HEADERS_TOO_LARGE", reason: expect.any(String) });
  });

  it("maps the statuses plugins set to the fitting codes", async () => {
    const app = Fastify();
    registerErrorHandler(app, new ConnectionErrors());
    for (const status of [403, 405, 409, 413, 415, 418]) {
      app.get(`/${status}`, async () => {
        throw Object.assign(new Error(`status ${status}`), { statusCode: status });
      });
    }
    const codes: Record<number, string> = {};
    for (const status of [403, 405, 409, 413, 415, 418]) {
      const response = await app.inject({ method: "GET", url: `/${status}` });
      expect(response.statusCode).toBe(status);
      expect(response.json().reason).toBe(`status ${status}`);
      codes[status] = response.json().code;
    }
    expect(codes).toEqual({
      403: "ACCESS_DENIED",
      405: "METHOD_NOT_ALLOWED",
      409: "CONFLICT",
      413: "PAYLOAD_TOO_LARGE",
      415: "UNSUPPORTED_MEDIA_TYPE",
      418: "VALIDATION",
    });
    await app.close();
  });
});
