import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { clock } from "../../core/clock.js";
import { timeClaim } from "../../core/engine-metrics.js";
import { type Database, preparedQuery, queryRows } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import { millisecondsUntil } from "../due-time.js";
import { stepAlarm } from "./escalation.js";

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
    const due = await timeClaim(this.name, () =>
      queryRows<{ id: number }>(this.database.db, sql`select id::int as id from alarms where next_step_at <= ${clock.sqlNow()} order by next_step_at limit ${ALARM_BATCH}`),
    );
    for (let index = 0; index < due.length; index += PARALLEL_STEPS) {
      await Promise.all(due.slice(index, index + PARALLEL_STEPS).map((row) => this.stepOne(row.id)));
    }
    if (due.length === ALARM_BATCH) return 0;
    return millisecondsUntil(
      this.database.db,
      sql`select extract(epoch from min(next_step_at) - ${clock.sqlNow()}) * 1000 as ms from alarms where next_step_at is not null`,
    );
  }

  private async stepOne(alarmId: number) {
    try {
      await this.database.db.transaction(async (tx) => {
        const [alarm] = await lockDueAlarm(tx, { id: alarmId, now: clock.now() });
        if (alarm) await stepAlarm(tx, alarm, this.timeZone);
      });
    } catch (error) {
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
