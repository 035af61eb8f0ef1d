import type { AlarmLiveEvent } from "@alarm/contract";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "../db/database.js";

export const LIVE_CHANNEL = "alarm_live";

/**
 * Changes of alarms, sent with NOTIFY in the transaction that made them (so they arrive only after
 * commit) and heard by every instance: server-sent events reach browsers whichever instance did the work.
 */
export class LiveHub {
  private readonly listeners = new Set<(event: AlarmLiveEvent) => void>();
  private readonly gapListeners = new Set<() => void>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {
    database.onReconnect(() => this.gapListeners.forEach((listener) => listener()));
  }

  /**
   * Called when the LISTEN connection is back after the database went away (a failover): events of
   * the meantime are lost, so whoever shows them must read afresh.
   */
  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  async start() {
    this.unlisten = await this.database.listen(LIVE_CHANNEL, (payload) => {
      const event = JSON.parse(payload) as AlarmLiveEvent;
      for (const listener of this.listeners) listener(event);
    });
  }

  async stop() {
    await this.unlisten?.();
    this.listeners.clear();
  }

  subscribe(listener: (event: AlarmLiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  static async publish(executor: Executor, event: AlarmLiveEvent) {
    await executor.execute(sql`select ${liveNotice(event)}`);
  }
}

/** The NOTIFY that publishes `event`, as an expression to put into a statement that does more. */
export function liveNotice(event: AlarmLiveEvent) {
  return sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`;
}
