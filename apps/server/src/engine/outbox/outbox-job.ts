import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { MAX_IDLE_MS, millisecondsUntil } from "../due-time.js";
import type { Outbox } from "./outbox.js";

/**
 * The outbox job: keeps up to `concurrency` sends going, claiming due messages in batches as sends
 * finish; `wake` runs its loop again when half the sends are done.
 */
export class OutboxJob {
  readonly name = "outbox";
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly concurrency: number,
    private readonly wake: () => void,
  ) {}

  /** Starts the due sends; answers how long until more are due (0: go on at once). */
  async work(): Promise<number> {
    const claimed = await this.outbox.claim(this.concurrency - this.inFlight.size);
    for (const message of claimed) {
      const sending = this.outbox.deliver(message).finally(() => {
        this.inFlight.delete(sending);
        // Refilled in batches: one claim for many sends instead of one claim per finished send.
        if (this.inFlight.size <= this.concurrency / 2) this.wake();
      });
      this.inFlight.add(sending);
    }
    if (claimed.length > 0 || this.inFlight.size >= this.concurrency) return this.inFlight.size >= this.concurrency ? MAX_IDLE_MS : 0;
    return millisecondsUntil(
      this.db,
      sql`select extract(epoch from least(
            (select min(next_attempt_at) from alarm_notifications where status = 'PENDING'),
            (select min(deadline) from alarm_notifications where status = 'SENDING')) - now()) * 1000 as ms`,
    );
  }

  /** Waits for the sends still going. */
  async stop() {
    await Promise.all(this.inFlight);
  }
}
