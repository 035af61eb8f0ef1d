import type { Database, Db, Executor } from "../../db/database.js";
import type { AlarmRow } from "../alarm-records.js";
import { insertAlarm, type InsertedAlarm, type NewAlarm } from "../lifecycle/alarm-creation.js";
import { type FirstRankStart, startAlarmAtFirstRank } from "../lifecycle/alarm-start.js";
import type { ClaimedAtTrigger } from "../outbox/compose.js";
import { nextStepIn, rankStart, rankWaitMinutes } from "./escalation.js";
import { asNotified, type FirstRankRead, phraseColumns, rankMessages, type RankReach, reachRank } from "./recipients.js";

/**
 * Whom the first ranks reach, shared by the alarms of one wake-up of the escalation job: under load
 * it takes many alarms of the same point at once, whose first rank is the same people, read once.
 * Keyed by what the reach depends on: the organization (holidays), the rank, and whether people
 * not checked in are skipped.
 */
export type SharedReaches = Map<string, Promise<RankReach>>;

/** What the start of an alarm depends on: it need not be written yet. */
type StartingAlarm = Pick<AlarmRow, "orgId" | "status" | "mediaProcessingType" | "mediaUsageType" | "plan" | "localAcknowledgeTime">;

/**
 * The usual first step of an alarm, without the stepping transaction: a NEW alarm whose plan asks no
 * standby schedule, whose first rank reaches somebody with nothing for the timeline on how (no cover,
 * replacement, team device or check-in): the rank's people read, then one statement starts the alarm
 * and notifies them (startAlarmAtFirstRank). Any other step goes the transaction's way (stepAlarm):
 * false, with nothing written. The statement is guarded by the version read, so a second instance or
 * an operator's change in between leaves it nothing to do.
 */
export async function startPlainly(db: Db, alarm: AlarmRow, timeZone: string, reaches: SharedReaches = new Map()): Promise<boolean> {
  const start = await plainStart(db, alarm, timeZone, reaches);
  if (!start) return false;
  await startAlarmAtFirstRank(db, { alarmId: alarm.id, version: alarm.version, ...start });
  return true;
}

/**
 * A new alarm written already started at its first rank when it can start plainly (as startPlainly
 * would start it a moment later), in the statement that writes it: the trigger of an instance that
 * runs the engine saves the engine's wake-up, its read of the alarm and its statement. Any other
 * alarm is written as it is, for the engine to take. `claimSeconds` (TriggerStarts): its due messages
 * are claimed too, returned as `claimed`, for the caller to hand to the outbox once committed.
 */
export async function insertStartedAlarm(
  tx: Executor,
  alarm: NewAlarm,
  timeZone: string,
  claimSeconds: number | null = null,
  firstRank?: FirstRankRead,
): Promise<InsertedAlarm> {
  // An incident's follower alerts nobody; plainStart refuses any other alarm that is not a plain NEW one.
  const start = alarm.incident?.follows ? null : await plainStart(tx, { ...alarm.values, status: alarm.status }, timeZone, new Map(), firstRank);
  return insertAlarm(tx, { ...alarm, start: start ? { ...start, claimSeconds } : undefined });
}

/** This instance's outbox (in the send thread or here), as it takes messages claimed at a trigger. */
export type OutboxHandOff = {
  /** Whether it takes messages now: not while a send thread starts again, nor with a backlog of sends (OutboxJob.takesHandOffs). */
  ready(): boolean;
  take(claimed: ClaimedAtTrigger): void;
};

/**
 * Whether a trigger writes its alarm already started (insertStartedAlarm), and whether that
 * statement also claims the rank's due messages for this instance's outbox, handed to it at once.
 *
 * A trigger starts its alarm when this instance runs the engine and no statement waits for one of
 * the pool's connections. Under load the engine's wake-ups start the alarms in batches whose first
 * rank is read once (SharedReaches), where a trigger would read it for each alarm, and keep the
 * triggers' answers quick: at full speed a trigger that always started its alarm was taken at 301/s,
 * against 513/s leaving it to the engine (README, "Benchmarks"). The embedded database has no pool:
 * its triggers always start their alarms.
 *
 * The claim at the trigger saves the outbox its wake-up and its claim: the messages are written
 * SENDING with their deadline, as the claim writes them, and should this instance die before
 * sending them, another takes them once the deadline passed, as after any claim.
 */
export class TriggerStarts {
  private handOff: OutboxHandOff | null = null;

  /** `sendTimeoutSeconds`: how long a claim lasts (the outbox's). */
  constructor(
    private readonly engineRuns: boolean,
    private readonly database: Pick<Database, "poolUse">,
    private readonly sendTimeoutSeconds: number,
  ) {}

  /** Whether a trigger starts its alarm now. */
  now(): boolean {
    return this.engineRuns && (this.database.poolUse?.().waiting ?? 0) === 0;
  }

  /** How long the claim lasts of the due messages of an alarm started now; null: they are queued, this instance's outbox cannot take them now. */
  claimSeconds(): number | null {
    return this.handOff?.ready() ? this.sendTimeoutSeconds : null;
  }

  /** The engine's outbox takes the messages claimed at triggers from now on (null: no longer, it stops). */
  sendTo(handOff: OutboxHandOff | null) {
    this.handOff = handOff;
  }

  /**
   * Gives the messages claimed by a committed statement to the outbox. Should it have stopped in
   * between, they stay claimed until their deadline, then another instance sends them.
   */
  hand(claimed: ClaimedAtTrigger | null | undefined) {
    if (claimed) this.handOff?.take(claimed);
  }
}

/** The start at the first rank of a NEW alarm that can start plainly (startPlainly); null for any other. */
async function plainStart(
  db: Executor,
  alarm: StartingAlarm,
  timeZone: string,
  reaches: SharedReaches = new Map(),
  firstRank?: FirstRankRead,
): Promise<Omit<FirstRankStart, "claimSeconds"> | null> {
  if (alarm.status !== "NEW" || alarm.mediaProcessingType === "ALL_AT_ONCE" || alarm.plan.standbyScheduleId !== undefined) return null;
  const rank = alarm.plan.ranks[0];
  if (!rank) return null;
  const key = JSON.stringify([alarm.orgId, rank, alarm.plan.skipCheckedOut]);
  let reaching = reaches.get(key);
  if (!reaching) reaches.set(key, (reaching = reachRank(db, alarm, rank, timeZone, firstRank)));
  const reach = await reaching;
  if (reach.reached.length === 0 || reach.steps.length > 0) return null;
  const waitMinutes = rankWaitMinutes(alarm, 0);
  return {
    nextStepAt: nextStepIn(waitMinutes).toISOString(),
    rank: rank.orderId,
    round: 1,
    ...rankMessages(alarm, reach, waitMinutes * 60),
    ...phraseColumns(rankStart(rank.orderId, reach.reached.map(asNotified))),
  };
}
