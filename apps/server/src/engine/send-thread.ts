import { pathToFileURL } from "node:url";
import { parentPort, Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import type { MetricObjectWithValues, MetricValue } from "prom-client";
import { type ChannelDependencies, createChannels } from "../channels/index.js";
import { type Config, loadConfig } from "../config.js";
import { engineLoopAges, engineRegistry, reportThreadLoops } from "../core/engine-metrics.js";
import { connectPostgres, type Db } from "../db/database.js";
import { handBack } from "./lifecycle/message-status.js";
import { type ClaimedAtTrigger, claimedMessages } from "./outbox/compose.js";
import { Outbox } from "./outbox/outbox.js";
import { OutboxJob } from "./outbox/outbox-job.js";
import { receiverOf } from "./lifecycle/receive.js";
import { responseTokensOf } from "./response-token.js";
import { EngineWorker } from "./worker.js";

type ThreadMetrics = MetricObjectWithValues<MetricValue<string>>[];
type ToThread = { type: "stop"; graceMs: number } | { type: "metrics"; id: number } | { type: "send"; claimed: ClaimedAtTrigger[] };
type FromThread =
  | { type: "started" }
  | { type: "failed"; message: string }
  | { type: "loops"; ages: [string, number][]; takesHandOffs: boolean }
  | { type: "metrics"; id: number; metrics: ThreadMetrics }
  | { type: "stopped" };

/** The thread reports its loops this often; the liveness probe adds the time since. */
const LOOP_REPORT_MS = 1_000;
const SEND_THREAD_POOL = 5;
const METRICS_WAIT_MS = 2_000;
const RESTART_PAUSE_MS = 1_000;
/**
 * The thread's old generation: it keeps about 23 MB alive at rest (the channels' code), and without
 * a limit of its own its garbage grows the process before it is collected. At 64 MB its collector
 * took a third of the thread's time under load (npm run bench -- engine); at 128, a tenth. Should it
 * ever run out, it dies and starts again like any crash.
 */
const HEAP_LIMIT_MB = 128;
/** The main thread's gauge already includes the send thread's loops, from their reports. */
const REPORTED_ELSEWHERE = new Set(["alarm_console_engine_loop_age_seconds"]);

/**
 * The outbox in a thread of its own: composing and sending messages is most of the engine's work,
 * and in the server's main thread it competed with the requests and the escalation for one core.
 * The thread is one more engine instance in the process (its own connections, NOTIFY listener and
 * channels), so what holds for several instances holds for it. PostgreSQL only: the embedded
 * database lives in the main thread.
 */
export class SendThread {
  private readonly metricRequests = new Map<number, (metrics: ThreadMetrics) => void>();
  private nextRequest = 0;
  private worker: Worker | null = null;
  private exited: (() => void) | null = null;
  private stopping = false;
  private running = false;
  private takesHandOffs = false;
  /** Claimed messages to hand over at the end of this turn of the event loop. */
  private handing: ClaimedAtTrigger[] = [];

  private constructor(
    private readonly entry: string,
    private readonly log: FastifyBaseLogger,
    private readonly giveUp: () => void,
  ) {}

  /**
   * Starts the thread from `entry` and waits until its outbox runs; rejects when it cannot start.
   * Should it later die and not start again, `giveUp` is called: the caller sends without it.
   */
  static async start(entry: string, log: FastifyBaseLogger, giveUp: () => void): Promise<SendThread> {
    const thread = new SendThread(entry, log, giveUp);
    await thread.run();
    return thread;
  }

  private run(): Promise<void> {
    // From the sources (npm run dev:server) the thread registers tsx itself: loader hooks of the main thread do not reach it.
    const fromSources = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(this.entry).href)}); })`;
    const options = { resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } };
    const worker = this.entry.endsWith(".ts") ? new Worker(fromSources, { eval: true, ...options }) : new Worker(this.entry, options);
    this.worker = worker;
    this.running = true;
    let started = false;
    return new Promise((resolve, reject) => {
      worker.on("message", (message: FromThread) => {
        if (message.type === "started") {
          started = true;
          resolve();
        } else if (message.type === "failed") reject(new Error(message.message));
        else this.received(message);
      });
      worker.on("error", (error) => (started ? this.log.error({ err: error }, "the send thread failed") : reject(error)));
      worker.on("exit", (code) => {
        this.running = false;
        this.takesHandOffs = false;
        reportThreadLoops([]);
        this.exited?.();
        if (!started) return reject(new Error(`the send thread ended before it started (exit code ${code})`));
        if (this.stopping) return;
        // What it had claimed comes due again at its deadline, sent by the new thread or another instance.
        this.log.error({ code }, "the send thread ended unexpectedly; starting it again");
        setTimeout(() => {
          this.run().catch((error: unknown) => {
            this.log.error({ err: error }, "the send thread could not start again: sending from the main thread");
            this.giveUp();
          });
        }, RESTART_PAUSE_MS).unref();
      });
    });
  }

  /** The thread's measurements, to be added to the main thread's; none when it does not answer. */
  metrics(): Promise<ThreadMetrics> {
    const id = this.nextRequest++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => answer([]), METRICS_WAIT_MS);
      const answer = (metrics: ThreadMetrics) => {
        clearTimeout(timer);
        this.metricRequests.delete(id);
        resolve(metrics);
      };
      this.metricRequests.set(id, answer);
      this.post({ type: "metrics", id });
    });
  }

  /** Whether the thread runs now (it starts again after a crash) and, as it last reported, takes messages claimed at triggers. */
  get ready(): boolean {
    return this.running && !this.stopping && this.takesHandOffs;
  }

  /**
   * Hands the thread's outbox messages claimed for it (TriggerStarts), those of one turn of the event
   * loop together: waking the thread is most of what a hand-off costs (a tenth of the main thread's
   * time at 50 alarms a second, one message each), and under load many triggers end in one turn.
   */
  send(claimed: ClaimedAtTrigger) {
    this.handing.push(claimed);
    if (this.handing.length === 1) setImmediate(() => this.handOver());
  }

  /** Lets the sends in hand finish within `graceMs` (the rest is handed back), then ends the thread. */
  async stop(graceMs: number) {
    this.stopping = true;
    if (!this.running) return;
    this.handOver();
    const exited = new Promise<void>((resolve) => (this.exited = resolve));
    this.post({ type: "stop", graceMs });
    await exited;
  }

  private handOver() {
    if (this.handing.length === 0) return;
    this.post({ type: "send", claimed: this.handing });
    this.handing = [];
  }

  private post(message: ToThread) {
    this.worker?.postMessage(message);
  }

  private received(message: FromThread) {
    if (message.type === "loops") {
      reportThreadLoops(message.ages);
      this.takesHandOffs = message.takesHandOffs;
    } else if (message.type === "metrics") this.metricRequests.get(message.id)?.(message.metrics);
  }
}

/** What the channels need of modules, made in the thread (main.ts knows the modules). */
export type SendThreadDependencies = (config: Config, db: Db) => Pick<ChannelDependencies, "speech" | "push">;

/** The thread's side: one engine with the outbox job only, until the main thread says stop. */
export async function runSendThread(dependencies: SendThreadDependencies) {
  const port = parentPort!;
  const send = (message: FromThread) => port.postMessage(message);
  const config = loadConfig();
  const log = pino({ level: config.logLevel, name: "send-thread" });
  try {
    const database = connectPostgres(config.databaseUrl!, SEND_THREAD_POOL);
    database.tellConnectionErrorsTo(log);
    const channels = await createChannels({ config, db: database.db, receive: receiverOf(database.db), log, ...dependencies(config, database.db) });
    const outbox = new Outbox(database.db, channels, config, responseTokensOf(database.db), log);
    const worker = new EngineWorker(database, log);
    const outboxJob = new OutboxJob(database.db, outbox, config.engine.concurrency, () => worker.wake("outbox"));
    await worker.start([outboxJob]);
    let stopping = false;
    const report = () => send({ type: "loops", ages: [...engineLoopAges()], takesHandOffs: outboxJob.takesHandOffs() });
    const reporting = setInterval(report, LOOP_REPORT_MS);
    report();
    send({ type: "started" });
    port.on("message", async (message: ToThread) => {
      if (message.type === "send") {
        const messages = message.claimed.flatMap(claimedMessages);
        if (!stopping) return outboxJob.take(messages);
        // Handed while stopping: due again at once, for another instance or this one after its restart (else at their deadline).
        return void Promise.all(messages.map((claimed) => handBack(database.db, claimed))).catch(() => undefined);
      }
      if (message.type === "metrics")
        send({ type: "metrics", id: message.id, metrics: (await engineRegistry.getMetricsAsJSON()).filter((metric) => !REPORTED_ELSEWHERE.has(metric.name)) });
      if (message.type !== "stop") return;
      stopping = true;
      clearInterval(reporting);
      await worker.stop(message.graceMs);
      await Promise.all([...new Set(channels.values())].map((channel) => channel.close?.()));
      await database.close();
      send({ type: "stopped" });
      port.close();
    });
  } catch (error) {
    log.error({ err: error }, "the send thread could not start");
    send({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}
