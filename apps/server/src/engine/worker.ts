import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Database, queryRows } from "../db/database.js";
import { alarms } from "../db/schema/index.js";
import { ENGINE_CHANNEL } from "./alarm-records.js";
import { stepAlarm } from "./escalation.js";
import type { Outbox } from "./outbox.js";
import { clock } from "../core/clock.js";

/** Longest sleep without a wake-up: a safety net for notifications lost while the database was away. */
const MAX_IDLE_MS = 2_000;
const ERROR_PAUSE_MS = 1_000;
const ALARM_BATCH = 50;
const PARALLEL_STEPS = 4;

/**
 * The engine's loops in one server instance. All state is in PostgreSQL: due alarm steps
 * (`alarms.next_step_at`) and due messages (the outbox) are claimed with FOR UPDATE SKIP LOCKED,
 * so instances share the work and a killed one loses nothing. NOTIFY wakes them at once; otherwise
 * each sleeps until its next due time.
 */
export class EngineWorker {
  private running = false;
  private readonly sleepers = { alarm: new Sleeper(), outbox: new Sleeper() };
  private readonly inFlight = new Set<Promise<void>>();
  private loops: Promise<void>[] = [];
  private unlisten: (() => Promise<void>) | null = null;
  private stopClockWatch: () => void = () => undefined;

  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly concurrency: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start() {
    this.running = true;
    this.database.onReconnect(() => this.wakeAll());
    this.unlisten = await this.database.listen(ENGINE_CHANNEL, (payload) => (payload === "outbox" ? this.sleepers.outbox.wake() : this.wakeAll()));
    this.stopClockWatch = clock.onAdvance(() => this.wakeAll());
    this.loops = [this.loop("alarm", () => this.stepDueAlarms()), this.loop("outbox", () => this.sendDueMessages())];
  }

  async stop() {
    this.running = false;
    this.stopClockWatch();
    this.wakeAll();
    await Promise.all(this.loops);
    await Promise.all(this.inFlight);
    await this.unlisten?.().catch(() => undefined);
  }

  private wakeAll() {
    this.sleepers.alarm.wake();
    this.sleepers.outbox.wake();
  }

  /** Runs `work` until stopped; `work` answers how long until more is due (0: go on at once). */
  private async loop(name: "alarm" | "outbox", work: () => Promise<number>) {
    while (this.running) {
      let waitMs: number;
      try {
        waitMs = await work();
      } catch (error) {
        this.log.warn({ err: error }, `alarm engine (${name}) could not work; trying again`);
        waitMs = ERROR_PAUSE_MS;
      }
      if (waitMs > 0 && this.running) await this.sleepers[name].sleep(Math.min(waitMs, MAX_IDLE_MS));
    }
  }

  private async stepDueAlarms(): Promise<number> {
    const due = await queryRows<{ id: number }>(
      this.database.db,
      sql`select id::int as id from alarms where next_step_at <= ${clock.sqlNow()} order by next_step_at limit ${ALARM_BATCH}`,
    );
    for (let index = 0; index < due.length; index += PARALLEL_STEPS) {
      await Promise.all(due.slice(index, index + PARALLEL_STEPS).map((row) => this.stepOne(row.id)));
    }
    if (due.length === ALARM_BATCH) return 0;
    return this.untilNext(sql`select extract(epoch from min(next_step_at) - ${clock.sqlNow()}) * 1000 as ms from alarms where next_step_at is not null`);
  }

  private async stepOne(alarmId: number) {
    try {
      await this.database.db.transaction(async (tx) => {
        const [alarm] = await tx
          .select()
          .from(alarms)
          .where(and(eq(alarms.id, alarmId), lte(alarms.nextStepAt, clock.now())))
          .for("update", { skipLocked: true });
        if (alarm) await stepAlarm(tx, alarm);
      });
    } catch (error) {
      this.log.error({ err: error, alarmId }, "alarm step failed; it is tried again");
    }
  }

  private async sendDueMessages(): Promise<number> {
    const claimed = await this.outbox.claim(this.concurrency - this.inFlight.size);
    for (const message of claimed) {
      const sending = this.outbox.deliver(message).finally(() => {
        this.inFlight.delete(sending);
        // Refilled in batches: one claim for many sends instead of one claim per finished send.
        if (this.inFlight.size <= this.concurrency / 2) this.sleepers.outbox.wake();
      });
      this.inFlight.add(sending);
    }
    if (claimed.length > 0 || this.inFlight.size >= this.concurrency) return this.inFlight.size >= this.concurrency ? MAX_IDLE_MS : 0;
    return this.untilNext(
      sql`select extract(epoch from least(
            (select min(next_attempt_at) from alarm_notifications where status = 'PENDING'),
            (select min(deadline) from alarm_notifications where status = 'SENDING')) - now()) * 1000 as ms`,
    );
  }

  private async untilNext(query: ReturnType<typeof sql>): Promise<number> {
    const [row] = await queryRows<{ ms: number | string | null }>(this.database.db, query);
    if (row?.ms === null || row?.ms === undefined) return MAX_IDLE_MS;
    return Math.max(1, Math.ceil(Number(row.ms)));
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
