import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/database.js";
import { createAlarmPoint, createParticipant } from "../test/alarm-fixtures.js";
import { httpCall, signIn } from "../test/http-call.js";
import { spawnScript, spawnServer } from "../test/server-process.js";
import { createBenchDatabase } from "./bench-database.js";
import { type ArrivedMessage, startLeanSmtpSink } from "./lean-smtp-sink.js";
import { closedLoop, openLoop, percentiles } from "./load.js";
import { ms } from "./measure.js";

const FAN_OUT = 10;
const PASSWORD = "bench-password-1";

/**
 * The engine end to end: a real server process on PostgreSQL sending email over SMTP to a lean
 * SMTP server on 127.0.0.1 that records arrival times. Trigger-to-first-delivery latency at 50 alarms/s, the
 * highest rate that keeps p99 under 1 s, a bare Fastify + INSERT baseline, and the server's peak memory.
 */
export async function engineBenchmark() {
  const bench = await createBenchDatabase();
  const sink = await startLeanSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), "alarm-bench-"));
  const server = await spawnServer({
    DATABASE_URL: bench.url,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    SMTP_URL: sink.url,
    LOG_LEVEL: "error",
  });
  try {
    const call = httpCall(server.url);
    const token = await signIn(call, "admin", PASSWORD);
    const people = [];
    for (let index = 0; index < FAN_OUT; index++)
      people.push(await createParticipant(call, token, { devices: [{ type: "EMAIL", address: `bench${index}@alarm.test` }] }));
    const pointId = await createAlarmPoint(call, token, { ranks: [{ participantIds: people.map((p) => p.id), waitTime: 60 }] });

    const sentAt = new Map<number, number>();
    const fire = async () => {
      const started = Date.now();
      const response = await call({ method: "POST", url: "/alarm-trigger", token, payload: { alarmPointId: pointId } });
      if (response.statusCode !== 200) throw new Error(response.body);
      sentAt.set(response.json<{ id: number }>().id, started);
    };
    const firstDeliveries = async (ids: number[]) => {
      await waitForFirstDeliveries(bench.database.db, sink.messages, ids, 20_000);
      return latencies(await firstArrivals(bench.database.db, sink.messages, ids), sentAt);
    };

    // Warm-up at the measured rate: connections to PostgreSQL and the SMTP server open, code compiled, as in a running server.
    await openLoop(50, 5, () => fire());
    await waitForFirstDeliveries(bench.database.db, sink.messages, [...sentAt.keys()], 20_000);
    const rate = async (perSecond: number, seconds: number) => {
      const before = new Set(sentAt.keys());
      await openLoop(perSecond, seconds, () => fire());
      return firstDeliveries([...sentAt.keys()].filter((id) => !before.has(id)));
    };

    const at50 = await rate(50, 30);
    console.log(`\nEngine: trigger → first email at the SMTP server, ${FAN_OUT} participants per alarm`);
    console.log(
      `  50 alarms/s for 30 s (${at50.count} alarms, ${at50.count * FAN_OUT} emails): p50 ${ms(at50.p50)}, p99 ${ms(at50.p99)}, max ${ms(at50.max)}, ${at50.missing} without delivery`,
    );
    console.log(`  server peak memory so far (VmHWM, warm-up and 50 alarms/s): ${peakMemoryMb(server.child.pid!)} MB`);

    let sustained = 50;
    for (const perSecond of [60, 70, 80, 100, 150, 200, 300, 400]) {
      const result = await rate(perSecond, 10);
      const holds = result.missing === 0 && result.p99 < 1000;
      console.log(
        `  ${perSecond} alarms/s for 10 s: p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.missing} without delivery → ${holds ? "holds" : "does not hold"}`,
      );
      if (!holds) break;
      sustained = perSecond;
    }
    const apiMax = await closedLoop(32, 5, fire);
    const baseline = await bareTriggerRate(bench.url, pointId);
    const peak = peakMemoryMb(server.child.pid!);
    console.log(`  highest sustained rate with p99 < 1 s: ${sustained} alarms/s (${sustained * FAN_OUT} emails/s)`);
    console.log(`  POST /alarm-trigger at full speed (32 clients): ${apiMax.toFixed(0)}/s; bare Fastify + one INSERT: ${baseline.toFixed(0)}/s`);
    console.log(`  ratio sustained / baseline: ${(sustained / baseline).toFixed(2)}; trigger API / baseline: ${(apiMax / baseline).toFixed(2)}`);
    console.log(`  server peak memory over the whole run, overload included (VmHWM): ${peak} MB`);
  } finally {
    await server.stop();
    await sink.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function bareTriggerRate(databaseUrl: string, pointId: number): Promise<number> {
  const bare = await spawnScript("apps/server/bench/bare-trigger-server.ts", { DATABASE_URL: databaseUrl });
  try {
    const fire = async () => {
      const response = await fetch(`${bare.url}/trigger`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ alarmPointId: pointId }),
      });
      if (response.status !== 200) throw new Error(await response.text());
    };
    await closedLoop(8, 1, fire);
    return await closedLoop(32, 5, fire);
  } finally {
    await bare.stop();
  }
}

type SinkMessages = ArrivedMessage[];

async function firstArrivals(db: Parameters<typeof queryRows>[0], messages: SinkMessages, alarmIds: number[]) {
  const rows = await queryRows<{ messageId: string; alarmId: number }>(
    db,
    sql`select message_id as "messageId", alarm_id::int as "alarmId" from alarm_notifications where alarm_id = any(${`{${alarmIds.join(",")}}`}::bigint[])`,
  );
  const alarmOf = new Map(rows.map((row) => [row.messageId, row.alarmId]));
  const first = new Map<number, number>(alarmIds.map((id) => [id, Infinity]));
  for (const message of messages) {
    const alarmId = alarmOf.get(message.messageId?.replace(/^<|@.*$/g, "") ?? "");
    if (alarmId !== undefined) first.set(alarmId, Math.min(first.get(alarmId)!, message.arrivedAt.getTime()));
  }
  return first;
}

async function waitForFirstDeliveries(db: Parameters<typeof queryRows>[0], messages: SinkMessages, alarmIds: number[], timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const first = await firstArrivals(db, messages, alarmIds);
    if ([...first.values()].every(Number.isFinite)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function latencies(first: Map<number, number>, sentAt: Map<number, number>) {
  const values: number[] = [];
  let missing = 0;
  for (const [alarmId, arrived] of first) {
    if (Number.isFinite(arrived)) values.push(arrived - sentAt.get(alarmId)!);
    else missing++;
  }
  return { ...percentiles(values), missing };
}

function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kilobytes / 1024);
}
