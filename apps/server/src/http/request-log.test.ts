import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { prepareFirstStart } from "../bootstrap/first-start.js";
import { loadConfig } from "../config.js";
import type { Database } from "../db/database.js";
import { TEST_PASSWORD } from "../../test/factories.js";
import { createTestDatabase } from "../../test/test-database.js";
import { REDACTED, redactedUrl } from "./request-log.js";

let app: FastifyInstance;
let database: Database;
/** Every line the built app logged. */
const logLines: string[] = [];

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "alarm-log-test-"));
  database = await createTestDatabase();
  await prepareFirstStart(database.db, { adminPassword: TEST_PASSWORD, demoData: false });
  const config = { ...loadConfig({ LOG_LEVEL: "info", DATA_DIR: dataDir }), authFailureDelayMs: 0 };
  app = await buildApp(config, database, { write: (line) => logLines.push(line) });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const loggedUrls = () =>
  logLines
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
    .filter((entry) => entry.msg === "incoming request")
    .map((entry) => entry.req!.url);

describe("the request log", () => {
  it("shows no integration key, in the query or in a heartbeat address, and no duty feed token", async () => {
    const secrets = { query: "0123456789abcdef0123456789abcdef", heartbeat: "fedcba9876543210fedcba9876543210", feed: "feed-token-0123456789abcdef" };
    logLines.length = 0;
    await app.inject({ method: "POST", url: `/rest/integrations/alertmanager?key=${secrets.query}`, payload: {} });
    await app.inject({ method: "GET", url: `/rest/integrations/heartbeat/${secrets.heartbeat}` });
    await app.inject({ method: "GET", url: `/rest/api/duty-feed/${secrets.feed}.ics` });
    const log = logLines.join("\n");
    for (const [what, secret] of Object.entries(secrets)) expect(log, what).not.toContain(secret);
    expect(loggedUrls()).toEqual([
      `/rest/integrations/alertmanager?key=${REDACTED}`,
      `/rest/integrations/heartbeat/${REDACTED}`,
      `/rest/api/duty-feed/${REDACTED}`,
    ]);
  });

  it("shows no integration key whose parameter or path is percent-encoded, cased or padded otherwise", async () => {
    const secrets = ["a1".repeat(16), "b2".repeat(16), "c3".repeat(16), "d4".repeat(16), "e5".repeat(16), "f6".repeat(16)];
    const urls = [
      `/rest/integrations/alertmanager?k%65y=${secrets[0]}`,
      `/rest/integrations/heartbe%61t/${secrets[1]}`,
      `/rest/integrations/alertmanager?key%00=${secrets[2]}`,
      `/rest/integrations/webhook?summary=Disk+full&K%45y+=${secrets[3]}`,
      `/rest/integrations/HEARTBEAT/${secrets[4]}`,
      `/rest/integrations/heartbeat%2F${secrets[5]}`,
    ];
    logLines.length = 0;
    for (const url of urls) await app.inject({ method: "POST", url, payload: {} });
    const log = logLines.join("\n");
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(loggedUrls()).toEqual([
      `/rest/integrations/alertmanager?k%65y=${REDACTED}`,
      `/rest/integrations/heartbe%61t/${REDACTED}`,
      `/rest/integrations/alertmanager?key%00=${REDACTED}`,
      `/rest/integrations/webhook?summary=Disk+full&K%45y+=${REDACTED}`,
      `/rest/integrations/HEARTBEAT/${REDACTED}`,
      `/rest/integrations/${REDACTED}`,
    ]);
  });

  it("shows no signed token of an answer link, a pre-listen link or a voice callback", async () => {
    const { token } = (await app.inject({ method: "POST", url: "/rest/api/auth", payload: { login: "admin", password: TEST_PASSWORD } })).json();
    const prelisten = await app.inject({
      method: "POST",
      url: "/rest/api/alarmpoints/text-prelisten-link",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify("Fire alarm"),
    });
    const link: string = prelisten.json().link;
    const secrets = { answer: "answer-token-0123456789", file: "file-token-0123456789", voice: "voice-token-0123456789", prelisten: link.split("/").pop()! };
    logLines.length = 0;

    await app.inject({ method: "GET", url: `/rest/api/respond/${secrets.answer}?answer=accept`, headers: { accept: "text/html" } });
    await app.inject({
      method: "POST",
      url: `/rest/api/respond/${secrets.answer}`,
      payload: "answer=accept",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await app.inject({ method: "GET", url: `/rest/api/respond/${secrets.file}/files/7` });
    expect((await app.inject({ method: "GET", url: link })).statusCode).toBe(200);
    await app.inject({ method: "POST", url: `/rest/api/gateway/voice-input?call=9&token=${secrets.voice}`, payload: { digits: "1" } });

    const log = logLines.join("\n");
    for (const [what, secret] of Object.entries(secrets)) expect(log, what).not.toContain(secret);
    expect(loggedUrls()).toEqual([
      `/rest/api/respond/${REDACTED}?answer=accept`,
      `/rest/api/respond/${REDACTED}`,
      `/rest/api/respond/${REDACTED}/files/7`,
      `/rest/api/alarmpoints/prelisten/${REDACTED}`,
      `/rest/api/gateway/voice-input?call=9&token=${REDACTED}`,
    ]);
  });

  it("keeps every other URL as it was asked for", () => {
    for (const url of [
      "/rest/api/alarms/12",
      "/rest/admin/instructions/download?path=3%2Fplan.pdf",
      "/login?next=/respond",
      "/rest/api/list?tokens=1",
      "/rest/api/keys?monkey=1&%zz=2",
      "/heartbeat",
    ]) {
      expect(redactedUrl(url)).toBe(url);
    }
  });
});
