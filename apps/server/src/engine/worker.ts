import type { FastifyBaseLogger } from "fastify";
import { clock } from "../core/clock.js";
import { engineLoop } from "../core/engine-metrics.js";
import type { Database } from "../db/database.js";
import { isDatabaseAway } from "../db/database-away.js";
import { ENGINE_CHANNEL } from "./alarm-records.js";
import { MAX_IDLE_MS } from "./due-time.js";

const ERROR_PAUSE_MS = 1_000;
/** While the database is away, each job looks again this often: it resumes soon after a failover. */
const AWAY_PAUSE_MS = 200;
/** The payloads of the engine's NOTIFYs: the names of the jobs they wake (wakeEngine, the outbox's wake-up). */
const WAKE_PAYLOADS: ReadonlySet<string> = new Set(["alarm", "outbox", "follow-up"]);

/** One of the engine's jobs (escalation/, outbox/): `work` does what is due and answers how long until more is (0: at once). */
export type EngineJob = { readonly name: string; work(): Promise<number>; stop?(graceMs: number): Promise<void> };

/**
 * Runs the engine's jobs in one server instance, each in a loop of its own. All state is in
 * PostgreSQL: due alarm steps (`alarms.next_step_at`) and due messages (the outbox) are claimed with
 * FOR UPDATE SKIP LOCKED, so instances share the work and a killed one loses nothing. NOTIFY wakes
 * them at once; otherwise each sleeps until its next due time.
 */
export class EngineWorker {
  private running = false;
  private readonly sleepers = new Map<string, Sleeper>();
  private jobs: EngineJob[] = [];
  private loops: Promise<void>[] = [];
  private unlisten: (() => Promise<void>) | null = null;
  private stopClockWatch: () => void = () => undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Wakes the loop of the job named `name`. */
  wake(name: string) {
    this.sleepers.get(name)?.wake();
  }

  async start(jobs: EngineJob[]) {
    this.running = true;
    this.jobs = jobs;
    for (const job of jobs) this.sleepers.set(job.name, new Sleeper());
    this.database.onReconnect(() => this.wakeAll());
    // A NOTIFY names the job it is for ("alarm", "outbox"): an alarm triggered wakes its escalation
    // only, not every job's queries, and a job that runs in the other thread (the send thread's
    // outbox) wakes nothing here. An unknown payload wakes them all.
    this.unlisten = await this.database.listen(ENGINE_CHANNEL, (payload) => {
      if (this.sleepers.has(payload)) this.wake(payload);
      else if (!WAKE_PAYLOADS.has(payload)) this.wakeAll();
    });
    this.stopClockWatch = clock.onAdvance(() => this.wakeAll());
    this.loops = jobs.map((job) => this.loop(job));
  }

  /** Runs one more job from now on (the outbox, when the send thread gave up). */
  add(job: EngineJob) {
    if (!this.running || this.sleepers.has(job.name)) return;
    this.jobs.push(job);
    this.sleepers.set(job.name, new Sleeper());
    this.loops.push(this.loop(job));
  }

  /** Claims nothing more, lets the work in hand finish; a job's sends still going after `graceMs` are handed back. */
  async stop(graceMs: number) {
    this.running = false;
    this.stopClockWatch();
    this.wakeAll();
    await Promise.all(this.loops);
    await Promise.all(this.jobs.map((job) => job.stop?.(graceMs)));
    await this.unlisten?.().catch(() => undefined);
  }

  private wakeAll() {
    for (const sleeper of this.sleepers.values()) sleeper.wake();
  }

  /** Runs the job until stopped. */
  private async loop(job: EngineJob) {
    const sleeper = this.sleepers.get(job.name)!;
    engineLoop.started(job.name);
    while (this.running) {
      engineLoop.ticked(job.name);
      let waitMs: number;
      try {
        waitMs = await job.work();
      } catch (error) {
        if (isDatabaseAway(error)) {
          this.database.connectionErrors.heard(error as Error);
          waitMs = AWAY_PAUSE_MS;
        } else {
          this.log.warn({ err: error }, `alarm engine (${job.name}) could not work; trying again`);
          waitMs = ERROR_PAUSE_MS;
        }
      }
      if (waitMs > 0 && this.running) await sleeper.sleep(Math.min(waitMs, MAX_IDLE_MS));
    }
    engineLoop.stopped(job.name);
  }
}

/** A sleep that a wake-up ends early; a wake-up while awake makes the next sleep return at once. */
class Sleeper {
  private pending = false;
  private wakeUp: (() => void) | null = null;

  wake() {
    if (this.wakeUp) this.wakeUp();
    else this.pending = true;
  }

  sleep(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
