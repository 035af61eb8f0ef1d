import { sql } from "drizzle-orm";
import { timeClaim } from "../../core/engine-metrics.js";
import type { Db } from "../../db/database.js";
import { MAX_IDLE_MS, millisecondsUntil, untilNext } from "../due-time.js";
import type { ClaimedMessage } from "./compose.js";
import type { Outbox } from "./outbox.js";

/**
 * The outbox job: keeps up to `concurrency` sends going, claiming due messages in batches as sends
 * finish; `wake` runs its loop again when half the sends are done, unless the last claim found
 * fewer messages than it asked for: then new ones announce themselves (NOTIFY) or come due at the
 * time the loop sleeps until, and a finished send has nothing to claim.
 */
/**
 * Messages claimed at triggers are taken while fewer than this many times `concurrency` sends are
 * going: beyond, the sends wait in memory while their claims' deadlines run, so the triggers queue
 * them in the database instead, for the claims to take as sends finish.
 */
const HAND_OFF_BACKLOG = 4;

export class OutboxJob {
  readonly name = "outbox";
  private readonly inFlight = new Set<Promise<void>>();
  private drained = false;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly concurrency: number,
    private readonly wake: () => void,
  ) {}

  /** Starts the due sends; answers how long until more are due (0: go on at once). */
  async work(): Promise<number> {
    const wanted = this.concurrency - this.inFlight.size;
    const { messages: claimed, nextDueMs } = await timeClaim(this.name, () => this.outbox.claim(wanted));
    this.drained = claimed.length < wanted;
    this.take(claimed);
    if (!this.drained) return this.inFlight.size >= this.concurrency ? MAX_IDLE_MS : 0;
    // The claim said when the next message comes due; an empty claim says nothing.
    if (claimed.length > 0) return untilNext(nextDueMs);
    return millisecondsUntil(
      this.db,
      sql`select extract(epoch from least(
            (select min(next_attempt_at) from alarm_notifications where status = 'PENDING'),
            (select min(deadline) from alarm_notifications where status = 'SENDING')) - now()) * 1000 as ms`,
    );
  }

  /** Whether triggers may claim messages for it now (TriggerStarts). */
  takesHandOffs(): boolean {
    return this.inFlight.size < this.concurrency * HAND_OFF_BACKLOG;
  }

  /**
   * Sends messages claimed for this instance: by the job's own claim, or by a trigger's statement
   * (TriggerStarts), which may take the sends beyond `concurrency` for a moment; the next claims
   * then wait until they are done.
   */
  take(messages: ClaimedMessage[]) {
    for (const message of messages) {
      const sending = this.outbox.deliver(message).finally(() => {
        this.inFlight.delete(sending);
        // Refilled in batches: one claim for many sends instead of one claim per finished send.
        if (!this.drained && this.inFlight.size <= this.concurrency / 2) this.wake();
      });
      this.inFlight.add(sending);
    }
  }

  /** Waits for the sends still going, for at most `graceMs`; then cuts and hands back the rest. */
  async stop(graceMs: number) {
    const finished = Promise.all(this.inFlight);
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<"grace over">((resolve) => (timer = setTimeout(() => resolve("grace over"), graceMs)));
    if ((await Promise.race([finished, graceOver])) === "grace over") this.outbox.abortSends();
    clearTimeout(timer);
    await finished;
  }
}
