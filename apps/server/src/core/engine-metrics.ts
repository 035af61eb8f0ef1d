import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * What this server instance measures while its engine works: send and claim durations, the time
 * from trigger to an alarm's first message out, and its loops' ticks (the liveness probe reads
 * them). The engine records through the small functions below; modules/metrics serves the registry
 * at /metrics. It lives in core/ because the engine imports no module.
 */
export const engineRegistry = new Registry();

const sendDuration = new Histogram({
  name: "alarm_console_send_duration_seconds",
  help: "Time a channel took to send one message, by channel (device type) and outcome",
  labelNames: ["channel", "outcome"] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [engineRegistry],
});

const triggerToFirstDelivery = new Histogram({
  name: "alarm_console_trigger_to_first_delivery_seconds",
  help: "Time from an alarm's trigger (or its scheduled start) to its first message sent or delivered",
  buckets: [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
  registers: [engineRegistry],
});

const claimDuration = new Histogram({
  name: "alarm_console_claim_duration_seconds",
  help: "Time a claim of due work took (job: alarm steps, outbox messages)",
  labelNames: ["job"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [engineRegistry],
});

const loopTicks = new Counter({
  name: "alarm_console_engine_loop_ticks_total",
  help: "Rounds of each engine loop",
  labelNames: ["job"] as const,
  registers: [engineRegistry],
});

/** Per job: loops running in this process, and the time of the last round (performance.now()). */
const loops = new Map<string, { running: number; lastTickMs: number }>();

new Gauge({
  name: "alarm_console_engine_loop_age_seconds",
  help: "Seconds since each running engine loop last went round",
  labelNames: ["job"] as const,
  registers: [engineRegistry],
  collect() {
    this.reset();
    for (const [job, age] of engineLoopAges()) this.set({ job }, age / 1000);
  },
});

/** Times `send` (a channel's send) and counts its outcome; the outcome of `send` is passed on. */
export async function timeSend<T>(channel: string, send: () => Promise<T>): Promise<T> {
  const stop = sendDuration.startTimer({ channel });
  try {
    const result = await send();
    stop({ outcome: "sent" });
    return result;
  } catch (error) {
    stop({ outcome: "failed" });
    throw error;
  }
}

/** Times a claim of due work by the engine's job `job`. */
export async function timeClaim<T>(job: string, claim: () => Promise<T>): Promise<T> {
  const stop = claimDuration.startTimer({ job });
  try {
    return await claim();
  } finally {
    stop();
  }
}

export const engineLoop = {
  started(job: string) {
    const loop = loops.get(job) ?? { running: 0, lastTickMs: 0 };
    loops.set(job, { running: loop.running + 1, lastTickMs: performance.now() });
  },
  ticked(job: string) {
    loopTicks.inc({ job });
    const loop = loops.get(job);
    if (loop) loop.lastTickMs = performance.now();
  },
  stopped(job: string) {
    const loop = loops.get(job);
    if (loop && --loop.running <= 0) loops.delete(job);
  },
};

/** Loops of the send thread as it last reported them (each thread has its own clock for performance.now()). */
let threadLoops: { ages: [string, number][]; reportedAt: number } = { ages: [], reportedAt: 0 };

/** The send thread's loops and their ages now; the ages go on growing until its next report. */
export function reportThreadLoops(ages: [string, number][]) {
  threadLoops = { ages, reportedAt: Date.now() };
}

/** Milliseconds since each running loop (of this thread and the send thread) last went round, at `nowMs` (performance.now()). */
export function engineLoopAges(nowMs = performance.now()): Map<string, number> {
  const sinceReport = Date.now() - threadLoops.reportedAt;
  return new Map([
    ...threadLoops.ages.map(([job, age]): [string, number] => [job, age + sinceReport]),
    ...[...loops].map(([job, loop]): [string, number] => [job, Math.max(0, nowMs - loop.lastTickMs)]),
  ]);
}

/** Alarms whose first message this instance has counted; bounded, the oldest forgotten first. */
const countedAlarms = new Set<number>();
const COUNTED_ALARMS_KEPT = 10_000;

/**
 * After a message of the alarm's first round was recorded as sent: the first such message of the
 * alarm observes the time from its start (trigger, or scheduled start) to now. Kept in memory, so it
 * costs no statement: two instances sending an alarm's first messages at the same moment, or one
 * restarted mid-way through the first rank, may each count one.
 */
export function recordSentMessage(message: { alarmId: number; round: number; startedAt: Date | string }) {
  if (message.round !== 1 || countedAlarms.has(message.alarmId)) return;
  countedAlarms.add(message.alarmId);
  if (countedAlarms.size > COUNTED_ALARMS_KEPT) countedAlarms.delete(countedAlarms.values().next().value!);
  triggerToFirstDelivery.observe(Math.max(0, (Date.now() - new Date(message.startedAt).getTime()) / 1000));
}
