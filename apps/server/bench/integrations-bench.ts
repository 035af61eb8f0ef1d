import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CreatedIntegrationKey } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/database.js";
import { createAlarmPoint, createParticipant } from "../test/alarm-fixtures.js";
import { httpCall, signIn } from "../test/http-call.js";
import { spawnScript, spawnServer } from "../test/server-process.js";
import { startSmtpSink } from "../test/smtp-sink.js";
import { createBenchDatabase } from "./bench-database.js";
import { closedLoop } from "./load.js";

const PASSWORD = "bench-password-1";
const CLIENTS = 32;
const SECONDS = 5;

/** Rules an event must all pass: none suppresses it, the last sets its priority. */
const benchRules = (routeTo: number) => [
  ...Array.from({ length: 10 }, (_, index) => ({
    name: `Pattern ${index}`,
    conditions: [{ type: "TEXT", field: "SUMMARY", mode: "REGEX", value: `^(disk|memory) (full|low) on db-${index}\\d*$` }],
    actions: [{ type: "SUPPRESS" }],
  })),
  ...Array.from({ length: 5 }, (_, index) => ({
    name: `Info ${index}`,
    conditions: [{ type: "SEVERITY", severities: ["info"] }],
    actions: [{ type: "SUPPRESS" }],
  })),
  ...Array.from({ length: 4 }, (_, index) => ({
    name: `Label ${index}`,
    conditions: [{ type: "TEXT", field: "LABEL", label: "source", mode: "EQUALS", value: `db-${index}` }],
    actions: [{ type: "ROUTE", alarmPointId: routeTo }],
  })),
  {
    name: "Working days",
    conditions: [{ type: "TIME", weekdays: [1, 2, 3, 4, 5, 6, 7], from: "00:00", to: "00:00", holidays: "EXCLUDE" }],
    actions: [{ type: "SET_PRIORITY", priority: 2 }],
  },
];

const event = (routingKey: string, dedupKey: string) => ({
  routing_key: routingKey,
  event_action: "trigger",
  dedup_key: dedupKey,
  payload: { summary: "CPU above 90 % on web-1", source: "web-1", severity: "critical", custom_details: { cpu: 93, host: "web-1" } },
});

/**
 * The Events API v2 endpoint of a real server process on PostgreSQL, at full speed (32 clients):
 * new alarms (each event its own dedup key; 202 means the alarm is committed) and repeats folding
 * into one open alarm, beside a bare Fastify endpoint that validates the same body and does one INSERT.
 */
export async function integrationsBenchmark() {
  const baseline = await measureEndpoint({});
  // The same with the engine off: what the endpoint itself costs, without the escalations and emails of the alarms it raises.
  await measureEndpoint({ ENGINE: "0" }, baseline);
}

async function measureEndpoint(env: Record<string, string>, knownBaseline?: number): Promise<number> {
  const bench = await createBenchDatabase();
  const sink = await startSmtpSink({ parse: false });
  const dataDir = mkdtempSync(join(tmpdir(), "alarm-bench-"));
  const server = await spawnServer({ DATABASE_URL: bench.url, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, SMTP_URL: sink.url, LOG_LEVEL: "error", ...env });
  try {
    const call = httpCall(server.url);
    const token = await signIn(call, "admin", PASSWORD);
    const person = await createParticipant(call, token, { devices: [{ type: "EMAIL", address: "bench@alarm.test" }] });
    const pointId = await createAlarmPoint(call, token, { ranks: [{ participantIds: [person.id], waitTime: 60 }] });
    const created = await call({
      method: "POST",
      url: `/alarm-points/${pointId}/integration-keys`,
      token,
      payload: { kind: "EVENTS_API_V2", name: "Bench", ratePerMinute: 100_000 },
    });
    if (created.statusCode !== 200) throw new Error(created.body);
    const { secret } = created.json<CreatedIntegrationKey>();

    let sequence = 0;
    const post = (url: string, body: object, expected: number) => async () => {
      const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (response.status !== expected) throw new Error(`${response.status} ${await response.text()}`);
    };
    const newAlarm = () => post(`${server.url}/rest/integrations/v2/enqueue`, event(secret, `bench-${++sequence}`), 202)();
    const repeat = post(`${server.url}/rest/integrations/v2/enqueue`, event(secret, "bench-repeat"), 202);

    await closedLoop(8, 2, newAlarm);
    const alarmsBefore = await alarmCount(bench.database.db);
    const newAlarms = await closedLoop(CLIENTS, SECONDS, newAlarm);
    const durable = (await alarmCount(bench.database.db)) - alarmsBefore;
    await repeat();
    const repeats = await closedLoop(CLIENTS, SECONDS, repeat);
    const baseline = knownBaseline ?? (await bareRate(bench.url, event(secret, "bare")));
    // The engine-off run also measures new alarms through twenty alarm rules that each event must pass.
    const throughRules =
      env.ENGINE === "0"
        ? await (async () => {
            for (const rule of benchRules(pointId)) {
              const response = await call({ method: "POST", url: "/alarm-rules", token, payload: { orgId: 1, ...rule } });
              if (response.statusCode !== 200) throw new Error(response.body);
            }
            return closedLoop(CLIENTS, SECONDS, newAlarm);
          })()
        : null;

    const engine = env.ENGINE === "0" ? "engine off" : "engine on, each alarm mailed";
    console.log(`\nIntegrations: PagerDuty Events API v2, ${CLIENTS} clients at full speed for ${SECONDS} s (${engine})`);
    console.log(`  new alarms (202, alarm committed): ${newAlarms.toFixed(0)}/s (${durable} alarms in the database)`);
    console.log(`  repeats folding into one open alarm: ${repeats.toFixed(0)}/s`);
    console.log(`  bare Fastify, same body validated + one INSERT: ${baseline.toFixed(0)}/s`);
    console.log(`  ratio new alarms / baseline: ${(newAlarms / baseline).toFixed(2)} (goal ≥ 0.5); repeats / baseline: ${(repeats / baseline).toFixed(2)}`);
    if (throughRules !== null) {
      console.log(
        `  new alarms through ${benchRules(pointId).length} alarm rules (regular expressions, severities, times with holidays): ${throughRules.toFixed(0)}/s, ${(throughRules / newAlarms).toFixed(2)} of the rate without rules`,
      );
    }
    return baseline;
  } finally {
    await server.stop();
    await sink.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function alarmCount(db: Parameters<typeof queryRows>[0]) {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from alarms`);
  return row!.count;
}

async function bareRate(databaseUrl: string, body: object): Promise<number> {
  const bare = await spawnScript("apps/server/bench/bare-trigger-server.ts", { DATABASE_URL: databaseUrl, BARE_BODY: "pagerduty" });
  try {
    const fire = async () => {
      const response = await fetch(`${bare.url}/trigger`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (response.status !== 200) throw new Error(await response.text());
    };
    await closedLoop(8, 1, fire);
    return await closedLoop(CLIENTS, SECONDS, fire);
  } finally {
    await bare.stop();
  }
}
