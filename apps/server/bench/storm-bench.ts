import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/database.js";
import { createParticipant } from "../test/alarm-fixtures.js";
import { httpCall, signIn } from "../test/http-call.js";
import { spawnServer } from "../test/server-process.js";
import { startSmtpSink } from "../test/smtp-sink.js";
import { createBenchDatabase } from "./bench-database.js";
import { closedLoop } from "./load.js";

const PASSWORD = "bench-password-1";
const POINTS = 200;
const CLIENTS = 16;
const SECONDS = 5;

/**
 * The intake during an alarm storm (issue 36): alarms of 200 points from the alarm panel at full
 * speed (16 clients), on a real server process and PostgreSQL, with the engine mailing what alerts.
 * Once with grouping (a rule per organization, flood protection, chatter folding) and once without
 * (the same server with FLOOD_ALARMS=0, CHATTER_ALARMS=0 and no rule): the ratio is what grouping
 * costs each alarm's trigger call, and the messages show what it spares the people on duty.
 */
export async function stormBenchmark() {
  const without = await storm(false);
  const withGrouping = await storm(true);
  console.log(`\nAlarm storm: ${POINTS} points, alarm panel triggers, ${CLIENTS} clients at full speed for ${SECONDS} s, engine on`);
  for (const [name, figures] of [
    ["without grouping", without],
    ["with grouping", withGrouping],
  ] as const) {
    console.log(
      `  ${name}: ${figures.rate.toFixed(0)} alarms/s taken in; ${figures.alarms} alarms, ${figures.folded} chattering repeats folded, ${figures.incidents} incidents, ${figures.messages} messages`,
    );
  }
  console.log(`  ratio intake with / without grouping: ${(withGrouping.rate / without.rate).toFixed(2)}`);
  console.log(`  messages with / without grouping: ${withGrouping.messages} / ${without.messages}`);
}

async function storm(grouping: boolean) {
  const bench = await createBenchDatabase();
  const sink = await startSmtpSink({ parse: false });
  const dataDir = mkdtempSync(join(tmpdir(), "alarm-bench-"));
  const env: Record<string, string> = grouping ? { FLOOD_ALARMS: "10", CHATTER_ALARMS: "3" } : {};
  const server = await spawnServer({ DATABASE_URL: bench.url, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, SMTP_URL: sink.url, LOG_LEVEL: "error", ...env });
  try {
    const call = httpCall(server.url);
    const token = await signIn(call, "admin", PASSWORD);
    const person = await createParticipant(call, token, { devices: [{ type: "EMAIL", address: "control-room@alarm.test" }] });
    const plan = await call({
      method: "POST",
      url: "/alarmplans",
      token,
      payload: { name: "Control room", orgId: 1, ranks: [{ waitTime: 60, entries: [{ participantId: person.id }] }] },
    });
    const planId = plan.json<{ id: number }>().id;
    const points: number[] = [];
    for (let index = 0; index < POINTS; index++) {
      const created = await call({ method: "POST", url: "/alarmpoints", token, payload: { name: `Breaker ${index + 1}`, orgId: 1, alarmPlanId: planId } });
      points.push(created.json<{ id: number }>().id);
    }
    if (grouping) {
      // Half the points under a rule; the other half meet the flood protection.
      const rule = await call({
        method: "POST",
        url: "/grouping-rules",
        token,
        payload: { orgId: 1, name: "Substation", alarmPointIds: points.slice(0, POINTS / 2) },
      });
      if (rule.statusCode !== 200) throw new Error(rule.body);
    }
    let sequence = 0;
    const trigger = async () => {
      const pointId = points[sequence++ % POINTS]!;
      const response = await fetch(`${server.url}/rest/api/alarm-trigger`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ alarmPointId: pointId }),
      });
      if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
    };
    const rate = await closedLoop(CLIENTS, SECONDS, trigger);
    // Let the engine send what it will.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const [figures] = await queryRows<{ alarms: number; folded: number; incidents: number; messages: number }>(
      bench.database.db,
      sql`select (select count(*)::int from alarms) as alarms,
                 (select count(*)::int from alarm_history where phrase->>'key' = 'CHATTERING_REPEAT') as folded,
                 (select count(*)::int from incidents) as incidents,
                 (select count(*)::int from alarm_notifications where status in ('SENT', 'DELIVERED')) as messages`,
    );
    return { rate, ...figures! };
  } finally {
    await server.stop();
    await sink.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
