import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { clock } from "../../core/clock.js";
import { timeClaim } from "../../core/engine-metrics.js";
import { type Database, preparedQuery, preparedStatement } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import { untilNext } from "../due-time.js";
import { stepAlarm } from "./escalation.js";
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
    const rows = await timeClaim(this.name, () => dueAlarms(this.database.db, { now: clock.now().toISOString(), limit: ALARM_BATCH }));
    const due = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    for (let index = 0; index < due.length; index += PARALLEL_STEPS) {
      await Promise.all(due.slice(index, index + PARALLEL_STEPS).map((id) => this.stepOne(id)));
    }
    if (due.length === ALARM_BATCH) return 0;
    // A step sets its alarm's next step minutes ahead, or wakes the engine when it is due at once.
    return untilNext(rows.find((row) => row.id === null)?.ms);
  }

  private async stepOne(alarmId: number) {
    try {
      await this.database.db.transaction(async (tx) => {
        const [alarm] = await lockDueAlarm(tx, { id: alarmId, now: clock.now() });
        if (alarm) await stepAlarm(tx, alarm, this.timeZone);
      });
    } catch (error) {
      // Told by the engine's loop, once a while, not once an alarm.
      if (isDatabaseAway(error)) throw error;
      this.log.error({ err: error, alarmId }, "alarm step failed; it is tried again");
    }
  }
}

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
 * The due alarms (up to `limit`), and in one more row (id null) the milliseconds until the next step
 * not yet due: one statement where a claim and a second query for the sleep would be two.
 */
const dueAlarms = preparedStatement<{ id: number | null; ms: number | string | null }>(
  "due_alarms",
  () => sql`with due as (
        select id from alarms where next_step_at <= ${sql.placeholder("now")}::timestamptz order by next_step_at limit ${sql.placeholder("limit")}
      )
      select id::int as id, null::float8 as ms from due
      union all
      select null, extract(epoch from min(next_step_at) - ${sql.placeholder("now")}::timestamptz) * 1000 from alarms where next_step_at > ${sql.placeholder("now")}::timestamptz`,
);
