import { type SQL, sql } from "drizzle-orm";

/**
 * The one clock the server's due times are read from: alarms' next steps, escalation waits,
 * repeats, scheduled alarms and link expiry. It is the system time; only a server in test mode
 * (`TEST_CLOCK`) lets tests move it forward, so that waits pass without waiting.
 * Message sending (retries, timeouts, contact limits) and sign-in throttles go by the database's now().
 */
export class Clock {
  private offsetMs = 0;
  private movable = false;
  private readonly listeners = new Set<() => void>();

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** `now()` as an SQL value, in place of the database's now(). */
  sqlNow(): SQL {
    return sql`${this.now().toISOString()}::timestamptz`;
  }

  /** Called when the server runs in test mode; before it, `advance` refuses. */
  allowAdvance() {
    this.movable = true;
  }

  /** Moves the clock forward (test mode only) and tells those waiting for due times. */
  advance(ms: number) {
    if (!this.movable) throw new Error("The clock moves only in test mode (TEST_CLOCK)");
    if (!(ms >= 0)) throw new Error("The clock moves only forward");
    this.offsetMs += ms;
    for (const listener of this.listeners) listener();
  }

  /** `listener` runs after every advance; answers how to stop listening. */
  onAdvance(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const clock = new Clock();
