import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../src/db/database.js";
import { SERVER_BUSY_RETRY_SECONDS } from "../src/http/overload-guard.js";
import { createAlarmPoint, createParticipant } from "../test/alarm-fixtures.js";
import { httpCall, signIn } from "../test/http-call.js";
import { type ServerProcess, spawnScript, spawnServer } from "../test/server-process.js";
import { createBenchDatabase } from "./bench-database.js";
import { startLeanSmtpSink } from "./lean-smtp-sink.js";
import { closedLoop } from "./load.js";
import { cpuPerEmail, highestSustainedRate, loadAverage, peakMemoryMb, type Pipeline, runAt } from "./pipeline-load.js";
import { statementCounter } from "./statement-counts.js";

const FAN_OUT = 10;
const PASSWORD = "bench-password-1";
/** The rate both pipelines hold, at which their CPU per email is compared. */
const CPU_RATE = 50;
const CPU_SECONDS = 20;
/** Turns of each pipeline, taken turn about; the median is compared: one turn on a stretch the machine was slower moves it less than the mean. */
const CPU_TURNS = 3;
/** Tried in turn, 10 s each, until one does not hold. */
const RATES = [50, 100, 150, 200, 300, 400, 600, 800, 1000, 1200, 1600, 2000];

/** Triggers the engine refused as SERVER_BUSY (its database queue full) and the bench sent again. */
const refusals = { count: 0 };
const say = (line: string) => console.log(`  ${line}`);
const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

/**
 * The engine end to end against a lean reference pipeline on the same cores, the same database, the
 * same open-loop load and the same SMTP server (bench/lean-pipeline.ts): CPU per delivered email
 * (server and PostgreSQL), the highest rate holding first-delivery p99 under 1 s, p99 at half the
 * lean pipeline's highest rate, the trigger call beside a bare Fastify + INSERT, and the server's peak
 * memory through the whole run. Ends with one line of ratios for scripts to read.
 */
export async function engineBenchmark() {
  console.log(`\nEngine against the lean pipeline: trigger → ${FAN_OUT} emails at the SMTP server per alarm`);
  const load = await calmMachine();
  say(`load average at the start: ${load}${load > 1 ? " — above 1.0: something else runs on this machine, the figures are noisy" : ""}`);
  const bench = await createBenchDatabase();
  const sink = await startLeanSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), "alarm-bench-"));
  const statements = await statementCounter(bench.database.db);
  const leanProcess = await spawnScript("apps/server/bench/lean-pipeline.ts", { DATABASE_URL: bench.url, SMTP_URL: sink.url, FAN_OUT: String(FAN_OUT) });
  const server = await spawnServer({ DATABASE_URL: bench.url, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, SMTP_URL: sink.url, LOG_LEVEL: "error" });
  try {
    const lean = leanPipeline(leanProcess, bench.database.db);
    const engine = await engineUnderLoad(server, bench.database.db);
    // Warm-up: connections open, code compiled, as in a running server.
    for (const pipeline of [lean, engine]) await runAt(pipeline, sink.messages, CPU_RATE, 5);

    console.log(`\n CPU per delivered email at ${CPU_RATE} alarms/s, ${CPU_SECONDS} s each, the two taken turn about ${CPU_TURNS} times (the median compared)`);
    const cpu = { lean: [] as number[], engine: [] as number[] };
    for (let round = 0; round < CPU_TURNS; round++) {
      for (const pipeline of [lean, engine]) {
        await statements.reset(round === 0);
        const figures = await cpuPerEmail(pipeline, sink.messages, CPU_RATE, CPU_SECONDS);
        cpu[pipeline.name as keyof typeof cpu].push(figures.msPerEmail);
        say(
          `${pipeline.name}: ${fixed(figures.msPerEmail, 3)} ms per email (server ${fixed(figures.serverMs / figures.emails, 3)}, PostgreSQL ${fixed(figures.postgresMs / figures.emails, 3)}; ` +
            `${figures.emails} emails), first email p50 ${fixed(figures.p50, 1)} ms, p99 ${fixed(figures.p99, 1)} ms`,
        );
        if (round === 0) for (const line of await statements.perEmail(figures.emails)) say(`  ${line}`);
      }
    }
    say(`peak memory at ${CPU_RATE} alarms/s (VmHWM): server ${peakMemoryMb(server.child.pid!)} MB, lean pipeline ${peakMemoryMb(leanProcess.child.pid!)} MB`);
    // ENGINE_BENCH_CPU_ONLY=1: stop here, as when profiling the engine at the rate both pipelines hold (SERVER_PROFILE_DIR).
    if (process.env.ENGINE_BENCH_CPU_ONLY) return;

    console.log("\n Lean pipeline (one statement per alarm, one SMTP connection with PIPELINING, one statement marking sent)");
    const leanSustained = await highestSustainedRate(lean, sink.messages, RATES, say);
    const halfRate = Math.max(CPU_RATE, leanSustained / 2);
    const leanAtHalf = await runAt(lean, sink.messages, halfRate, 20);
    say(
      `highest rate with p99 < 1 s: ${leanSustained} alarms/s; at half of it, ${halfRate} alarms/s for 20 s: p50 ${fixed(leanAtHalf.p50, 1)} ms, p99 ${fixed(leanAtHalf.p99, 1)} ms`,
    );
    await leanProcess.stop();

    console.log("\n Engine (a server process: sign-in, alarm plan, on-call resolution, timeline, outbox, SMTP pool)");
    // In the lean pipeline's order, the ladder first: half the lean pipeline's rate overloads the
    // engine here, and what an overload leaves behind (statistics to fold, a grown heap) would fall on
    // the rates tried after it, as it falls on no rate of the lean pipeline's.
    const engineSustained = await highestSustainedRate(engine, sink.messages, RATES, say);
    const engineAtHalf = await runAt(engine, sink.messages, halfRate, 20);
    say(
      `highest rate with p99 < 1 s: ${engineSustained} alarms/s; at ${halfRate} alarms/s for 20 s: p50 ${fixed(engineAtHalf.p50, 1)} ms, p99 ${fixed(engineAtHalf.p99, 1)} ms, ${engineAtHalf.missing} without delivery`,
    );
    const triggerRate = await closedLoop(32, 5, async () => void (await engine.trigger()));
    const bare = await bareTriggerRate(bench.url);
    const peak = peakMemoryMb(server.child.pid!);
    say(`POST /alarm-trigger at full speed (32 clients) while the engine works: ${triggerRate.toFixed(0)}/s; bare Fastify + one INSERT: ${bare.toFixed(0)}/s`);
    say(`server peak memory over the whole run, overload included (VmHWM): ${peak} MB; triggers refused as SERVER_BUSY and sent again: ${refusals.count}`);

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratios = {
      cpu: median(cpu.engine) / median(cpu.lean),
      sustained: engineSustained / leanSustained,
      p99: engineAtHalf.p99 / leanAtHalf.p99,
      trigger: triggerRate / bare,
    };
    // Alarms without an email by the timeout count as later than any: the ratio is then more than the one shown.
    const late = engineAtHalf.missing > 0 ? ` (${engineAtHalf.missing} alarms without an email: more)` : "";
    console.log("\n Ratios (engine / lean; goals in brackets)");
    say(`CPU per delivered email: ${fixed(median(cpu.engine), 3)} / ${fixed(median(cpu.lean), 3)} ms (medians) = ${fixed(ratios.cpu)} (≤ 2.0)`);
    say(`highest rate with p99 < 1 s: ${engineSustained} / ${leanSustained} alarms/s = ${fixed(ratios.sustained)} (≥ 0.5)`);
    say(`p99 at ${halfRate} alarms/s: ${fixed(engineAtHalf.p99, 1)} / ${fixed(leanAtHalf.p99, 1)} ms = ${fixed(ratios.p99)}${late} (≤ 2.0)`);
    say(`trigger call / bare endpoint: ${fixed(ratios.trigger)} (≥ 0.5); peak memory ${peak} MB (< 250)`);
    console.log(
      `engine ratios: cpu/email ${fixed(ratios.cpu)}, sustained ${fixed(ratios.sustained)}, p99 ${fixed(ratios.p99)}, trigger ${fixed(ratios.trigger)}, peak ${peak} MB`,
    );
  } finally {
    await server.stop();
    await leanProcess.stop();
    await sink.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits (up to two minutes) for the load average of the last minute to fall below 1.0: the work before this bench, a build or another bench, is still in it. */
async function calmMachine(): Promise<number> {
  const until = Date.now() + 120_000;
  while (loadAverage() >= 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5_000));
  return loadAverage();
}

function leanPipeline(process: ServerProcess, db: Db): Pipeline {
  return {
    name: "lean",
    pids: [process.child.pid!],
    fanOut: FAN_OUT,
    async trigger() {
      const response = await fetch(`${process.url}/trigger`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ alarmPointId: 1 }),
      });
      if (response.status !== 200) throw new Error(await response.text());
      return ((await response.json()) as { id: number }).id;
    },
    // Its Message-IDs are lean-<alarm>-<message>@bench.
    alarmsOfMessages: async () => (messageId) => (messageId.startsWith("lean-") ? Number(messageId.split("-")[1]) : undefined),
    async countRecordedSent(alarmIds) {
      const [row] = await queryRows<{ sent: number }>(
        db,
        sql`select count(*)::int as sent from lean_messages where alarm_id = any(${`{${alarmIds.join(",")}}`}::bigint[]) and status = 'SENT'`,
      );
      return row!.sent;
    },
    async backlog() {
      const [row] = await queryRows<{ left: number }>(db, sql`select count(*)::int as left from lean_messages where status = 'PENDING'`);
      return row!.left;
    },
  };
}

async function engineUnderLoad(server: ServerProcess, db: Db): Promise<Pipeline> {
  const call = httpCall(server.url);
  const token = await signIn(call, "admin", PASSWORD);
  const people = [];
  for (let index = 0; index < FAN_OUT; index++)
    people.push(await createParticipant(call, token, { devices: [{ type: "EMAIL", address: `bench${index}@alarm.test` }] }));
  const pointId = await createAlarmPoint(call, token, { ranks: [{ participantIds: people.map((p) => p.id), waitTime: 60 }] });
  const ofAlarms = (alarmIds: number[]) => sql`alarm_id = any(${`{${alarmIds.join(",")}}`}::bigint[])`;
  return {
    name: "engine",
    pids: [server.child.pid!],
    fanOut: FAN_OUT,
    // As a real sender does, a trigger refused as SERVER_BUSY (http/overload-guard.ts) is sent again after the wait it is told;
    // its latency counts from its first try.
    async trigger() {
      for (;;) {
        const response = await call({ method: "POST", url: "/alarm-trigger", token, payload: { alarmPointId: pointId } });
        if (response.statusCode === 200) return response.json<{ id: number }>().id;
        if (response.statusCode !== 503 || response.json<{ code: string }>().code !== "SERVER_BUSY") throw new Error(response.body);
        refusals.count += 1;
        await new Promise((resolve) => setTimeout(resolve, SERVER_BUSY_RETRY_SECONDS * 1000));
      }
    },
    async alarmsOfMessages(alarmIds) {
      const rows = await queryRows<{ messageId: string; alarmId: number }>(
        db,
        sql`select message_id as "messageId", alarm_id::int as "alarmId" from alarm_notifications where ${ofAlarms(alarmIds)}`,
      );
      const alarmOf = new Map(rows.map((row) => [row.messageId, row.alarmId]));
      return (messageId) => alarmOf.get(messageId);
    },
    async countRecordedSent(alarmIds) {
      const [row] = await queryRows<{ sent: number }>(
        db,
        sql`select count(*)::int as sent from alarm_notifications where ${ofAlarms(alarmIds)} and status in ('SENT', 'DELIVERED')`,
      );
      return row!.sent;
    },
    async backlog() {
      const [row] = await queryRows<{ left: number }>(
        db,
        sql`select (select count(*) from alarm_notifications where status in ('PENDING', 'SENDING') and next_attempt_at <= now())
                 + (select count(*) from alarms where next_step_at <= now()) as left`,
      );
      return Number(row!.left);
    },
  };
}

async function bareTriggerRate(databaseUrl: string): Promise<number> {
  const bare = await spawnScript("apps/server/bench/bare-trigger-server.ts", { DATABASE_URL: databaseUrl });
  try {
    const fire = async () => {
      const response = await fetch(`${bare.url}/trigger`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ alarmPointId: 1 }),
      });
      if (response.status !== 200) throw new Error(await response.text());
    };
    await closedLoop(8, 1, fire);
    return await closedLoop(32, 5, fire);
  } finally {
    await bare.stop();
  }
}
