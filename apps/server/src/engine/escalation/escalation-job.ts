import { and, asc, eq, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { clock } from "../../core/clock.js";
import { timeClaim } from "../../core/engine-metrics.js";
import { type Database, preparedQuery } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import { untilNext } from "../due-time.js";
import type { AlarmRow } from "../alarm-records.js";
import { stepAlarm } from "./escalation.js";
import { type SharedReaches, startPlainly } from "./plain-start.js";
import { isDatabaseAway } from "../../db/database-away.js";

const ALARM_BATCH = 50;
const PARALLEL_STEPS = 4;

/**
 * The escalation job: every alarm whose `next_step_at` has come takes its next step, each in its own
 * transaction under the alarm's row lock (FOR UPDATE SKIP LOCKED, so instances share the alarms).
 */
export class EscalationJob {
  readonly name = "alarm";

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** The server's zone, for organizations that set none. */
    private readonly timeZone: string,
  ) {}

  /** Steps the due alarms; answers how long until more are due (0: go on at once). */
  async work(): Promise<number> {
    const now = clock.now();
    const rows = await timeClaim(this.name, () => dueAlarms(this.database.db, { now, limit: ALARM_BATCH }));
    const due = rows.flatMap(({ alarm }) => (alarm ? [alarm] : []));
    const reaches: SharedReaches = new Map();
    for (let index = 0; index < due.length; index += PARALLEL_STEPS) {
      await Promise.all(due.slice(index, index + PARALLEL_STEPS).map((alarm) => this.stepOne(alarm, reaches)));
    }
    // None due, or fewer than a batch: how long until the next is (a step sets its alarm's next step minutes ahead, or wakes the engine when it is due at once).
    return due.length === ALARM_BATCH ? 0 : untilNext(rows[0]?.ms);
  }

  /** `read`: the alarm as it was when due, unlocked: a NEW one usually starts without a transaction (plain-start.ts). */
  private async stepOne(read: AlarmRow, reaches: SharedReaches) {
    try {
      if (await startPlainly(this.database.db, read, this.timeZone, reaches)) return;
      await this.database.db.transaction(async (tx) => {
        const [alarm] = await lockDueAlarm(tx, { id: read.id, now: clock.now() });
        if (alarm) await stepAlarm(tx, alarm, this.timeZone);
      });
    } catch (error) {
      // Told by the engine's loop, once a while, not once an alarm.
      if (isDatabaseAway(error)) throw error;
      this.log.error({ err: error, alarmId: read.id }, "alarm step failed; it is tried again");
    }
  }
}

/** Milliseconds until the next step not yet due (null: none), as of `now`. */
const untilNextStep = (now: SQL | Placeholder) =>
  sql<number | string | null>`(select extract(epoch from min(next_step_at) - ${now}::timestamptz) * 1000 from alarms where next_step_at > ${now}::timestamptz)`;

/** The alarm, locked, if its step is still due and no other instance holds it. Prepared: every step runs it. */
const lockDueAlarm = preparedQuery((tx) =>
  tx
    .select()
    .from(alarms)
    .where(and(eq(alarms.id, sql.placeholder("id")), lte(alarms.nextStepAt, sql.placeholder("now"))))
    .for("update", { skipLocked: true })
    .prepare("lock_due_alarm"),
);

/**
 * The due alarms (up to `limit`), oldest step first, each with the milliseconds until the next step
 * not yet due; when none is due, one row with no alarm and those milliseconds: one statement where a
 * claim and a second query for the sleep would be two. The due alarms are read in a lateral join
 * with the limit inside, so PostgreSQL takes them from `alarms_due_idx` (joined the other way round
 * it read and sorted every due alarm: 20 ms with 20,000 due, where this takes 0.3). Unlocked: a step
 * locks its alarm, or guards its one statement by the version read. Prepared: the job runs it on every wake-up.
 */
const dueAlarms = preparedQuery((db) => {
  const due = db
    .select()
    .from(alarms)
    .where(lte(alarms.nextStepAt, sql.placeholder("now")))
    .orderBy(asc(alarms.nextStepAt))
    .limit(sql.placeholder("limit"))
    .as("due");
  return db
    .select({ alarm: due._.selectedFields, ms: untilNextStep(sql.placeholder("now")) })
    .from(sql`(select 1) as one`)
    .leftJoinLateral(due, sql`true`)
    .orderBy(asc(due.nextStepAt))
    .prepare("due_alarms");
});
