import type { AlarmLiveEvent } from "@alarm/contract";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { LiveHub } from "../core/live-hub.js";
import { useTestApp } from "../../test/test-app.js";

/** A built console in miniature, as the build leaves it: each file with a .br and a .gz beside it. */
const webDist = mkdtempSync(join(tmpdir(), "alarm-web-dist-"));
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-4f2a9c1b.js"></script></head><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`;
const SCRIPT = `export const screens = [${Array.from({ length: 200 }, (_, index) => `"screen number ${index}"`).join(", ")}];`;
/** What the build wrote for each file and encoding: the server sends these bytes, it compresses nothing again. */
const built = new Map<string, Buffer>();
function writeBuilt(path: string, content: string) {
  const variants = { "": Buffer.from(content), ".br": brotliCompressSync(content), ".gz": gzipSync(content) };
  for (const [suffix, bytes] of Object.entries(variants)) {
    writeFileSync(join(webDist, `${path}${suffix}`), bytes);
    built.set(`${path}${suffix}`, bytes);
  }
}
const SUFFIX = { br: ".br", gzip: ".gz" } as const;
mkdirSync(join(webDist, "assets"));
writeBuilt("index.html", INDEX_HTML);
writeBuilt("assets/index-4f2a9c1b.js", SCRIPT);

const ctx = useTestApp({ webDist });

const HASHED_FILE_CACHE = "public, max-age=31536000, immutable";
const decoded = (response: LightMyRequestResponse) => {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  return response.body;
};
const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("the console's files", () => {
  it("are sent as compressed at build time, brotli first, else gzip, else as they are, and named as varying by Accept-Encoding", async () => {
    for (const [accepts, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      [undefined, undefined],
    ] as const) {
      const response = await get("/assets/index-4f2a9c1b.js", accepts);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"], `accepting ${accepts}`).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(SCRIPT);
      expect(response.rawPayload.equals(built.get(`assets/index-4f2a9c1b.js${encoding ? SUFFIX[encoding] : ""}`)!)).toBe(true);
    }
  });

  it("under /assets are kept by browsers for a year, their names change with their content", async () => {
    const response = await get("/assets/index-4f2a9c1b.js", "br");
    expect(response.headers["cache-control"]).toBe(HASHED_FILE_CACHE);
  });

  it("start with index.html, asked for again on every visit, at the root and at client routes", async () => {
    for (const url of ["/", "/index.html", "/alarm-table?tab=0"]) {
      const response = await get(url, "br, gzip");
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(decoded(response), url).toBe(INDEX_HTML);
    }
  });
});

describe("API answers", () => {
  it("of 1 kB and more are compressed when the client accepts it, and decode to the same JSON", async () => {
    const plain = await ctx.call({ method: "GET", url: "/openapi.json" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ["br", "gzip"]) {
      const compressed = await ctx.call({ method: "GET", url: "/openapi.json", headers: { "accept-encoding": encoding } });
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
    }
  });

  it("under 1 kB are sent as they are: compressing would save less than it costs", async () => {
    const response = await ctx.call({ method: "GET", url: "/verify", headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(401);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("the live alarm stream", () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("is not compressed, so each event reaches a browser that accepts compression as it happens", async () => {
    const { token } = await ctx.signIn("admin");
    const aborter = new AbortController();
    const response = await fetch(`${baseUrl}/rest/api/alarms/live`, {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "br, gzip" },
      signal: aborter.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${text}`);
        received += decoder.decode(value, { stream: true });
      }
    };
    await readUntil(": connected");
    const event: AlarmLiveEvent = { type: "alarm", alarmId: 4711, status: "PROCESSING", orgId: 1 };
    await LiveHub.publish(ctx.database.db, event);
    await readUntil('"alarmId":4711');
    expect(received).toContain("event: alarm");
    aborter.abort();
  });
});
