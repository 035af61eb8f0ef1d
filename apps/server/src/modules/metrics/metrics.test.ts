import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAlarmPoint, createParticipant, trigger, waitForMessages } from "../../../test/alarm-fixtures.js";
import { useMailingTestApp } from "../../../test/test-app.js";
import { alarms } from "../../db/schema/index.js";
import { parseSamples, sampleSum } from "./prometheus-text.test-support.js";

const TOKEN = "scrape-token-for-the-metrics-test";
const ctx = useMailingTestApp({ metrics: { access: "token", token: TOKEN } });
let admin: string;

beforeAll(async () => {
  admin = (await ctx.signIn("admin")).token;
});

async function scrapeText() {
  const response = await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}
const scrape = async () => parseSamples(await scrapeText());

/** Debian's prometheus package has promtool (.ci/run and npm test install it): the check fails, never skips, without it. */
const PROMTOOL = process.env.PROMTOOL_BIN ?? "/usr/bin/promtool";

/** `promtool check metrics` of an exposition: its exit code and what it said. */
function promtoolCheck(exposition: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(PROMTOOL, ["check", "metrics"]);
    let output = "";
    const collect = (chunk: Buffer) => (output += String(chunk));
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("error", (error) => reject(new Error(`promtool is missing at ${PROMTOOL} (apt-get install prometheus, or set PROMTOOL_BIN): ${error.message}`)));
    child.once("close", (code) => resolve({ code, output }));
    child.stdin.end(exposition);
  });
}

/** Scrapes until `check` holds: a send is counted just after it is written, so a scrape may come a moment early. */
async function scrapeUntil(check: (samples: ReturnType<typeof parseSamples>) => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const samples = await scrape();
    if (check(samples) || Date.now() - started > timeoutMs) return samples;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("GET /metrics", () => {
  it("refuses a scrape without the token or with another one", async () => {
    const without = await ctx.app.inject({ method: "GET", url: "/metrics" });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ code: "UNAUTHORIZED" });
    expect(without.headers["www-authenticate"]).toBe("Bearer");
    const wrong = await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}-not` } });
    expect(wrong.statusCode).toBe(401);
  });

  it("moves the alarm, message, send, delivery, claim and request figures while an alarm goes out by email", async () => {
    const before = await scrape();
    const participant = await createParticipant(ctx.call, admin, { devices: [{ type: "EMAIL", address: "metrics@alarm.test" }] });
    // All at once: not a plain start, so the engine's escalation job claims and starts it (a plain one starts at its trigger).
    const pointId = await createAlarmPoint(ctx.call, admin, { ranks: [{ participantIds: [participant.id] }], plan: { mediaProcessingType: "ALL_AT_ONCE" } });
    const alarm = await trigger(ctx.call, admin, { alarmPointId: pointId });
    expect(alarm.status).toBe("NEW");
    await waitForMessages(ctx.database.db, alarm.id, 1);
    const firstDeliveries = (samples: ReturnType<typeof parseSamples>) => sampleSum(samples, "alarm_console_trigger_to_first_delivery_seconds_count") ?? 0;
    const after = await scrapeUntil((samples) => firstDeliveries(samples) > firstDeliveries(before));
    const [stored] = await ctx.database.db.select({ status: alarms.status }).from(alarms).where(eq(alarms.id, alarm.id));

    const moved = (name: string, labels: Record<string, string> = {}) => (sampleSum(after, name, labels) ?? 0) - (sampleSum(before, name, labels) ?? 0);
    expect(moved("alarm_console_open_alarms")).toBe(1);
    expect(moved("alarm_console_open_alarms", { status: stored!.status })).toBe(1);
    expect(moved("alarm_console_open_alarm_messages", { channel: "EMAIL", state: "SENT" })).toBe(1);
    expect(moved("alarm_console_send_duration_seconds_count", { channel: "EMAIL", outcome: "sent" })).toBe(1);
    expect(moved("alarm_console_send_duration_seconds_sum", { channel: "EMAIL" })).toBeGreaterThan(0);
    expect(moved("alarm_console_trigger_to_first_delivery_seconds_count")).toBe(1);
    expect(moved("alarm_console_claim_duration_seconds_count", { job: "outbox" })).toBeGreaterThan(0);
    expect(moved("alarm_console_claim_duration_seconds_count", { job: "alarm" })).toBeGreaterThan(0);
    expect(moved("alarm_console_engine_loop_ticks_total", { job: "outbox" })).toBeGreaterThan(0);
    expect(moved("alarm_console_http_request_duration_seconds_count", { method: "POST", route: "/rest/api/alarm-trigger", status: "200" })).toBe(1);
  });

  it("reports the outbox, the engine's loops, the event loop and, on PostgreSQL, the pool", async () => {
    const samples = await scrape();
    expect(sampleSum(samples, "alarm_console_outbox_oldest_due_seconds")).toBeGreaterThanOrEqual(0);
    expect(sampleSum(samples, "alarm_console_engine_loop_age_seconds", { job: "outbox" })).toBeLessThan(60);
    expect(sampleSum(samples, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sampleSum(samples, "nodejs_active_handles_all_types")).toBeGreaterThan(0);
    expect(sampleSum(samples, "nodejs_active_handles_total")).toBeUndefined();
    expect(sampleSum(samples, "alarm_console_scrape_errors_total")).toBeUndefined();
    const pool = sampleSum(samples, "alarm_console_database_pool_connections", { state: "max" });
    expect(pool).toBe(ctx.database.kind === "postgres" ? 5 : undefined);
  });

  it("passes promtool's check of a real scrape (no gauge named like a counter)", async () => {
    const { code, output } = await promtoolCheck(await scrapeText());
    expect(output).toBe("");
    expect(code).toBe(0);
  });
});
