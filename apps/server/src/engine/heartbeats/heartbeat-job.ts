import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { clock } from "../../core/clock.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { millisecondsUntil } from "../due-time.js";
import type { EngineJob } from "../worker.js";
import { isDatabaseAway } from "../../db/database-away.js";

/** A heartbeat key whose ping did not come in time, claimed under its row lock. */
export type OverdueHeartbeat = { id: number; orgId: number; alarmPointId: number; name: string; heartbeatMinutes: number };

/**
 * Raises the alarm of a missed heartbeat within `tx` and answers its id. Raising alarms belongs to
 * the modules, so app.ts hands it in (the engine imports no module).
 */
export type MissedHeartbeatAlarm = (tx: Executor, key: OverdueHeartbeat) => Promise<number>;

/** Overdue keys handled in one pass before the loop yields. */
const BATCH = 50;
/** A key whose alarm cannot be raised (its point has no plan) is tried again after this long. */
const RETRY_MS = 60_000;

/** Unrevoked heartbeat keys of alarm points that still exist, whose next ping is awaited. */
const awaited = sql`from integration_keys k join alarm_points p on p.id = k.alarm_point_id and not p.deleted
                    where k.heartbeat_due_at is not null and k.revoked_at is null`;

/**
 * The heartbeat job: a key whose ping is overdue (`heartbeat_due_at` passed, on the one clock)
 * triggers its alarm point once. The key is claimed with FOR UPDATE SKIP LOCKED and, in the same
 * transaction, the alarm is raised and the due time cleared, so instances never raise it twice and
 * none repeats it until the next ping re-arms the key. Due times live in the database: a restart
 * neither forgets nor resets them.
 */
export class HeartbeatJob implements EngineJob {
  readonly name = "heartbeats";

  constructor(
    private readonly db: Db,
    private readonly raise: MissedHeartbeatAlarm,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Raises the alarms of overdue keys; answers how long until the next key is due (0: go on at once). */
  async work(): Promise<number> {
    for (let count = 0; count < BATCH; count++) {
      if (!(await this.raiseNext())) {
        return millisecondsUntil(this.db, sql`select extract(epoch from min(k.heartbeat_due_at) - ${clock.sqlNow()}) * 1000 as ms ${awaited}`);
      }
    }
    return 0;
  }

  /** Claims the most overdue key that no other instance holds and raises its alarm; false when none is left. */
  private raiseNext(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [key] = await queryRows<OverdueHeartbeat>(
        tx,
        sql`select k.id, p.org_id as "orgId", k.alarm_point_id as "alarmPointId", k.name, k.heartbeat_minutes as "heartbeatMinutes"
            ${awaited} and k.heartbeat_due_at <= ${clock.sqlNow()}
            order by k.heartbeat_due_at limit 1
            for update of k skip locked`,
      );
      if (!key) return false;
      try {
        // A savepoint: a failed trigger leaves the claim in place to be pushed back below.
        const alarmId = await tx.transaction((savepoint) => this.raise(savepoint, key));
        await tx.execute(sql`update integration_keys set heartbeat_alarm_id = ${alarmId}, heartbeat_due_at = null where id = ${key.id}`);
      } catch (error) {
        if (isDatabaseAway(error)) throw error;
        this.log.error({ err: error, integrationKeyId: key.id }, "missed heartbeat could not raise its alarm; tried again in a minute");
        await tx.execute(sql`update integration_keys set heartbeat_due_at = ${new Date(clock.now().getTime() + RETRY_MS)} where id = ${key.id}`);
      }
      return true;
    });
  }
}
