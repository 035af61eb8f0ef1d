import type { GeoLocation } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { clock } from "../../core/clock.js";
import { liveNotice } from "../../core/live-hub.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { millisecondsUntil } from "../due-time.js";
import type { EngineJob } from "../worker.js";
import { isDatabaseAway } from "../../db/database-away.js";

/** A running session whose check-in is overdue by more than its grace, claimed under its row lock. */
export type MissedCheckIn = {
  id: number;
  orgId: number;
  participantId: number;
  participantName: string;
  userLogin: string | null;
  task: string;
  nextCheckInAt: string;
  checkInMinutes: number;
  lastLocation: GeoLocation | null;
};

/**
 * What the misses of one batch read once and share, keyed by the module (its organizations'
 * settings): a wave's misses are mostly of one organization.
 */
export type MissBatch = Map<string, Promise<unknown>>;

/** Raises the lone-worker alarm of a missed check-in within `tx`, answering its id (the module's, handed in by app.ts). */
export type MissedCheckInAlarm = (tx: Executor, missed: MissedCheckIn, batch: MissBatch) => Promise<number>;

/** Overdue sessions claimed in one transaction (raiseBatch). */
const CLAIM = 20;
/**
 * A wave (the first batch came back full) goes on in batches side by side, each on a connection of
 * its own, as the escalation job steps alarms (PARALLEL_STEPS): one batch at a time spent most of a
 * wave waiting on its round trips (README, "Benchmarks"). SKIP LOCKED gives each its own sessions,
 * as it does to instances. At most WAVE_ROUNDS rounds per pass.
 */
const PARALLEL_BATCHES = 4;
const WAVE_ROUNDS = 3;
/** A session whose alarm cannot be raised (no lone-worker point) is tried again after this long. */
const RETRY_MS = 60_000;
const overdue = sql`s.next_check_in_at + make_interval(mins => s.grace_minutes)`;

/**
 * The lone-worker job: a running session whose check-in is overdue by more than its grace raises the
 * organization's lone-worker alarm point once, and awaits the next check-in an interval later (so a
 * worker who stays silent raises one alarm per interval). The session is claimed with FOR UPDATE SKIP
 * LOCKED and moved on in the same transaction as the alarm: instances never raise a miss twice, and
 * a restart forgets nothing.
 */
export class LoneWorkerJob implements EngineJob {
  readonly name = "lone-worker";

  constructor(
    private readonly db: Db,
    private readonly raise: MissedCheckInAlarm,
    private readonly log: FastifyBaseLogger,
  ) {}

  async work(): Promise<number> {
    // Most passes find a miss or none: one batch first.
    let full = (await this.raiseBatch()) === CLAIM;
    for (let round = 0; full && round < WAVE_ROUNDS; round++) {
      const claimed = await Promise.all(Array.from({ length: PARALLEL_BATCHES }, () => this.raiseBatch()));
      full = claimed.every((count) => count === CLAIM);
    }
    if (full) return 0;
    return millisecondsUntil(
      this.db,
      sql`select extract(epoch from min(${overdue}) - ${clock.sqlNow()}) * 1000 as ms from lone_worker_sessions s where s.status = 'RUNNING'`,
    );
  }

  /**
   * Claims overdue sessions no other instance holds and raises their alarms; answers how many. The
   * batch is first tried as one: should a miss fail to raise its alarm, it is rolled back and tried
   * again with each alarm in a savepoint, so that the failure leaves the others (two round trips
   * per miss that the usual batch, where none fails, saves).
   */
  private async raiseBatch(): Promise<number> {
    try {
      return await this.db.transaction((tx) => this.raiseClaimed(tx, false));
    } catch (error) {
      if (!(error instanceof MissNotRaised)) throw error;
      return this.db.transaction((tx) => this.raiseClaimed(tx, true));
    }
  }

  private async raiseClaimed(tx: Executor, inSavepoints: boolean): Promise<number> {
    const claimed = await queryRows<MissedCheckIn>(
      tx,
      sql`select s.id, s.org_id as "orgId", s.participant_id as "participantId", p.name || ' ' || p.surname as "participantName", u.login as "userLogin",
                 s.task, s.next_check_in_at as "nextCheckInAt", s.check_in_minutes as "checkInMinutes", s.last_location as "lastLocation"
          from lone_worker_sessions s join participants p on p.id = s.participant_id left join users u on u.id = s.user_id
          where s.status = 'RUNNING' and ${overdue} <= ${clock.sqlNow()}
          order by s.next_check_in_at limit ${CLAIM}
          for update of s skip locked`,
    );
    const batch: MissBatch = new Map();
    for (const missed of claimed) await (inSavepoints ? this.raiseMissAlone(tx, missed, batch) : this.raiseMiss(tx, missed, batch));
    return claimed.length;
  }

  /** One miss: its alarm, the session moved on to the next check-in. A failure to raise the alarm fails the batch (MissNotRaised). */
  private async raiseMiss(tx: Executor, missed: MissedCheckIn, batch: MissBatch) {
    let alarmId: number;
    try {
      alarmId = await this.raise(tx, missed, batch);
    } catch (error) {
      if (isDatabaseAway(error)) throw error;
      throw new MissNotRaised(error);
    }
    await moveOn(tx, missed, raisedAlarm(missed, alarmId));
  }

  /** The same, its alarm in a savepoint: a failure is logged and the session tried again a minute later. */
  private async raiseMissAlone(tx: Executor, missed: MissedCheckIn, batch: MissBatch) {
    try {
      const alarmId = await tx.transaction((savepoint) => this.raise(savepoint, missed, batch));
      await moveOn(tx, missed, raisedAlarm(missed, alarmId));
    } catch (error) {
      if (isDatabaseAway(error)) throw error;
      this.log.error({ err: error, loneWorkerSessionId: missed.id }, "missed lone-worker check-in could not raise its alarm; tried again in a minute");
      await moveOn(tx, missed, sql`next_check_in_at = ${new Date(clock.now().getTime() + RETRY_MS)}`);
    }
  }
}

/** A miss of a batch tried as one could not raise its alarm. */
class MissNotRaised extends Error {
  constructor(cause: unknown) {
    super("A missed check-in could not raise its alarm", { cause });
  }
}

/** The session's change once its miss raised `alarmId`: one miss more, the next check-in an interval from now. */
const raisedAlarm = (missed: MissedCheckIn, alarmId: number) =>
  sql`misses = misses + 1, last_alarm_id = ${alarmId}, next_check_in_at = ${new Date(clock.now().getTime() + missed.checkInMinutes * 60_000)}`;

/** The session moved on and the monitors told (at commit), in one statement. */
function moveOn(tx: Executor, missed: MissedCheckIn, change: SQL) {
  const notice = liveNotice({ type: "lone-worker", sessionId: missed.id, orgId: missed.orgId, participantId: missed.participantId });
  return tx.execute(sql`with moved as (update lone_worker_sessions set ${change} where id = ${missed.id}) select ${notice}`);
}
