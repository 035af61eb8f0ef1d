import { type ConsequentialTriggerType, MAX_CONSEQUENTIAL_CHAIN, type Phrase } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../core/errors.js";
import { type Db, type Executor, queryRows } from "../../db/database.js";
import { recordHistory } from "../alarm-records.js";
import { MAX_IDLE_MS } from "../due-time.js";
import type { EngineJob } from "../worker.js";
import { isDatabaseAway } from "../../db/database-away.js";

/** A follow-up alarm due: alarm `alarmId` reached `triggerType`, which consequential trigger `consequentialId` waits for. */
export type FollowUpFiring = { id: number; alarmId: number; consequentialId: number; triggerType: ConsequentialTriggerType; initiatorName: string };

/**
 * Raises the follow-up alarm of a firing within `tx` and answers it. Raising alarms belongs to the
 * modules, so app.ts hands it in (the engine imports no module).
 */
export type FollowUpAlarm = (tx: Executor, firing: FollowUpFiring) => Promise<{ id: number; name: string }>;

/** Firings handled in one pass before the loop yields. */
const BATCH = 50;

/**
 * The follow-up job: a status change that fires consequential triggers writes their firings in its
 * own transaction (engine/alarm-records.ts); this job takes each (FOR UPDATE SKIP LOCKED) and, in
 * one transaction, raises the follow-up alarm, notes it on the initiator's timeline and deletes the
 * firing. A crash at any point leaves either both or neither, so each fires exactly once. A chain of
 * follow-ups that comes back to an alarm point already in it, or grows too long, is cut.
 */
export class FollowUpJob implements EngineJob {
  readonly name = "follow-up";

  constructor(
    private readonly db: Db,
    private readonly raise: FollowUpAlarm,
    private readonly log: FastifyBaseLogger,
  ) {}

  async work(): Promise<number> {
    // Firings are written with a wake-up; the longest sleep catches one whose wake-up was lost.
    if (!(await this.anyWaiting())) return MAX_IDLE_MS;
    for (let count = 0; count < BATCH; count++) {
      if (!(await this.fireNext())) return MAX_IDLE_MS;
    }
    return 0;
  }

  /** Whether any firing waits, asked outside a transaction so that an idle wake-up opens none. */
  private async anyWaiting(): Promise<boolean> {
    const [row] = await queryRows<{ waiting: boolean }>(this.db, sql`select exists(select 1 from consequential_firings) as waiting`);
    return row?.waiting === true;
  }

  private fireNext(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [firing] = await queryRows<FollowUpFiring & { name: string | null; chain: number[] }>(
        tx,
        sql`select f.id::int as id, f.alarm_id::int as "alarmId", f.consequential_id as "consequentialId", f.trigger_type as "triggerType",
                   a.name as "initiatorName", c.name, ${chainOf(sql`f.alarm_id`)} as chain
            from consequential_firings f join alarms a on a.id = f.alarm_id left join alarm_points c on c.id = f.consequential_id and not c.deleted
            order by f.id limit 1 for update of f skip locked`,
      );
      if (!firing) return false;
      const trigger: Phrase = { key: firing.triggerType };
      const note = await this.raiseOrCut(tx, firing, trigger);
      await recordHistory(tx, firing.alarmId, { kind: "FOLLOW_UP", detail: note });
      await tx.execute(sql`delete from consequential_firings where id = ${firing.id}`);
      return true;
    });
  }

  /** Raises the follow-up unless it would close a loop or lengthen a chain too far; answers what the initiator's timeline says. */
  private async raiseOrCut(tx: Executor, firing: FollowUpFiring & { name: string | null; chain: number[] }, trigger: Phrase): Promise<Phrase> {
    const name = firing.name ?? `#${firing.consequentialId}`;
    if (firing.name === null) return { key: "FOLLOW_UP_NOT_RAISED", params: { trigger, name, reason: "the consequential trigger was deleted" } };
    const loops = firing.chain.includes(firing.consequentialId) || new Set(firing.chain).size < firing.chain.length;
    if (loops) return { key: "FOLLOW_UP_LOOP_CUT", params: { trigger, name } };
    if (firing.chain.length >= MAX_CONSEQUENTIAL_CHAIN) return { key: "FOLLOW_UP_CHAIN_TOO_LONG", params: { trigger, name, length: firing.chain.length } };
    try {
      // A savepoint: a follow-up that cannot be raised (its point has no plan) leaves the note.
      const raised = await tx.transaction((savepoint) => this.raise(savepoint, firing));
      return { key: "FOLLOW_UP_RAISED", params: { trigger, name: raised.name, alarmId: raised.id } };
    } catch (error) {
      if (isDatabaseAway(error)) throw error;
      if (!(error instanceof AppError)) this.log.error({ err: error, alarmId: firing.alarmId }, "a follow-up alarm could not be raised");
      return { key: "FOLLOW_UP_NOT_RAISED", params: { trigger, name, reason: error instanceof AppError ? error.message : "an internal error" } };
    }
  }
}

/** The alarm points of an alarm and of the alarms that raised it, nearest first. */
function chainOf(alarmId: ReturnType<typeof sql>) {
  return sql`(with recursive chain(id, point_id, initiator_id, depth) as (
      select id, alarm_point_id, initiator_alarm_id, 1 from alarms where id = ${alarmId}
      union all
      select a.id, a.alarm_point_id, a.initiator_alarm_id, chain.depth + 1 from alarms a join chain on a.id = chain.initiator_id
      where chain.depth <= ${MAX_CONSEQUENTIAL_CHAIN}
    ) select coalesce(array_agg(point_id order by depth) filter (where point_id is not null), '{}') from chain)`;
}
