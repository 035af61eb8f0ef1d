import { readFileSync } from "node:fs";
import { cpuMeter } from "./cpu-time.js";
import type { ArrivedMessage } from "./lean-smtp-sink.js";
import { openLoop, percentiles } from "./load.js";

/** How long the emails of a run may take to arrive after its last trigger before they count as missing. */
const DELIVERY_TIMEOUT_MS = 20_000;

/** An alarm pipeline under the engine benchmark's load: the engine (a real server) or the lean reference. */
export type Pipeline = {
  name: string;
  /** The processes whose CPU counts as the pipeline's (PostgreSQL's are added). */
  pids: number[];
  /** Emails one alarm sends. */
  fanOut: number;
  /** Triggers one alarm; answers its id once it is committed. */
  trigger(): Promise<number>;
  /** The alarm an arrived email belongs to, by its Message-ID, for the alarms given. */
  alarmsOfMessages(alarmIds: number[]): Promise<(messageId: string) => number | undefined>;
  /** How many of the alarms' messages the pipeline has recorded as sent. */
  countRecordedSent(alarmIds: number[]): Promise<number>;
  /** Work due and not done yet (messages to send, steps to take): after an overload, the next run waits until it is 0. */
  backlog(): Promise<number>;
};

/** How long an overloaded pipeline is given to catch up before the next run. */
const CATCH_UP_MS = 180_000;

export type RunFigures = { p50: number; p99: number; max: number; count: number; missing: number; alarmIds: number[] };

/**
 * Open-loop load at `perSecond` for `seconds`, then waits until every email of those alarms arrived
 * (or the timeout passed). Latency: trigger sent → first email of the alarm at the SMTP server.
 */
export async function runAt(pipeline: Pipeline, sink: ArrivedMessage[], perSecond: number, seconds: number): Promise<RunFigures> {
  const from = sink.length;
  const sentAt = new Map<number, number>();
  await openLoop(perSecond, seconds, async () => {
    const started = Date.now();
    sentAt.set(await pipeline.trigger(), started);
  });
  const alarmIds = [...sentAt.keys()];
  const expected = alarmIds.length * pipeline.fanOut;
  const waitUntil = Date.now() + DELIVERY_TIMEOUT_MS;
  while (sink.length - from < expected && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  const alarmOf = await pipeline.alarmsOfMessages(alarmIds);
  const first = new Map<number, number>();
  for (let index = from; index < sink.length; index++) {
    const message = sink[index]!;
    const alarmId = message.messageId === undefined ? undefined : alarmOf(message.messageId.replace(/^<|@.*$/g, ""));
    if (alarmId === undefined || !sentAt.has(alarmId)) continue;
    first.set(alarmId, Math.min(first.get(alarmId) ?? Infinity, message.arrivedAt.getTime()));
  }
  const latencies = alarmIds.flatMap((id) => (first.has(id) ? [first.get(id)! - sentAt.get(id)!] : []));
  const figures = { ...percentiles(latencies), missing: alarmIds.length - latencies.length, alarmIds };
  // Overloaded: what it still owes would fall on the next run.
  if (figures.missing > 0 || figures.p99 >= 1000) await catchUp(pipeline);
  return figures;
}

async function catchUp(pipeline: Pipeline) {
  const until = Date.now() + CATCH_UP_MS;
  while ((await pipeline.backlog()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 500));
}

export type CpuFigures = { msPerEmail: number; serverMs: number; postgresMs: number; emails: number };

/**
 * CPU per delivered email at `perSecond`: the pipeline's processes and PostgreSQL's, from the first
 * trigger until every email arrived and is recorded as sent.
 */
export async function cpuPerEmail(pipeline: Pipeline, sink: ArrivedMessage[], perSecond: number, seconds: number): Promise<CpuFigures & RunFigures> {
  const meter = cpuMeter(pipeline.pids);
  const run = await runAt(pipeline, sink, perSecond, seconds);
  const expected = run.alarmIds.length * pipeline.fanOut;
  const waitUntil = Date.now() + DELIVERY_TIMEOUT_MS;
  let recorded = await pipeline.countRecordedSent(run.alarmIds);
  while (recorded < expected && Date.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    recorded = await pipeline.countRecordedSent(run.alarmIds);
  }
  const { serverMs, postgresMs } = meter.read();
  return { ...run, msPerEmail: (serverMs + postgresMs) / Math.max(1, recorded), serverMs, postgresMs, emails: recorded };
}

/** The highest of `rates` (alarms/s, 10 s each, ascending) whose every alarm reached somebody with p99 under 1 s; stops at the first that does not hold. */
export async function highestSustainedRate(pipeline: Pipeline, sink: ArrivedMessage[], rates: number[], say: (line: string) => void): Promise<number> {
  let sustained = 0;
  for (const perSecond of rates) {
    const run = await runAt(pipeline, sink, perSecond, 10);
    const holds = run.missing === 0 && run.p99 < 1000;
    say(
      `${perSecond} alarms/s for 10 s: p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, ${run.missing} without delivery → ${holds ? "holds" : "does not hold"}`,
    );
    if (!holds) break;
    sustained = perSecond;
  }
  return sustained;
}

/** The highest resident memory of a process so far (VmHWM), in MB. */
export function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}

/** The machine's load average over the last minute: above 1.0 on two cores, something else is running and the figures are noisy. */
export function loadAverage(): number {
  return Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
}
