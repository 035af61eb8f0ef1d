import { APP_TYPES, type AppType, type GeoLocation } from "@alarm/contract";
import { ApiError } from "../../lib/api-error";
import { readJson, writeJson, type KeyValueStore } from "./storage";

export const QUEUE_KEY = "app.queue";

/** An alarm the phone could not send: sent again, with the same request id, once the server can be reached. */
export type QueuedAlarm =
  | { kind: "trigger"; requestId: string; appType: AppType; text?: string; location?: GeoLocation; queuedAt: string }
  | { kind: "sos"; requestId: string; text?: string; location?: GeoLocation; queuedAt: string };

/** What became of a queued alarm when the queue was sent. */
export type FlushOutcome =
  | { item: QueuedAlarm; result: "sent"; alarmId: number }
  /** The server refused it (the app was removed, the session has no participant): it leaves the queue. */
  | { item: QueuedAlarm; result: "refused"; error: unknown };

/**
 * Failures after which the alarm may still reach the server later: no connection, no answer in
 * time, or a server (or a proxy in front of it) that is down. The request id makes a resend of an
 * alarm that did arrive harmless.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === "NETWORK" || error.code === "TIMEOUT" || error.status >= 500 || error.status === 0;
}

function isLocation(value: unknown): value is GeoLocation {
  if (typeof value !== "object" || value === null) return false;
  const { latitude, longitude } = value as Record<string, unknown>;
  return typeof latitude === "number" && typeof longitude === "number";
}

function isQueued(value: unknown): value is QueuedAlarm {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  if (typeof item.requestId !== "string" || typeof item.queuedAt !== "string") return false;
  if (item.text !== undefined && typeof item.text !== "string") return false;
  if (item.location !== undefined && !isLocation(item.location)) return false;
  if (item.kind === "sos") return true;
  return item.kind === "trigger" && APP_TYPES.includes(item.appType as AppType);
}

/**
 * Alarms raised while offline, kept in localStorage so that a closed app sends them on its next
 * start. Sent oldest first; a failure that may pass stops the round and keeps the rest.
 */
export class OfflineQueue {
  private readonly listeners = new Set<() => void>();
  private items: QueuedAlarm[];
  private flushing: Promise<FlushOutcome[]> | null = null;

  constructor(
    private readonly store: KeyValueStore,
    private readonly key = QUEUE_KEY,
  ) {
    this.items = this.read();
  }

  private read(): QueuedAlarm[] {
    const value = readJson(this.store, this.key);
    return Array.isArray(value) ? value.filter(isQueued) : [];
  }

  list = (): readonly QueuedAlarm[] => this.items;

  /** Adds an alarm; one already queued under the same request id is not added twice. */
  add(item: QueuedAlarm): void {
    if (this.items.some((queued) => queued.requestId === item.requestId)) return;
    this.save([...this.items, item]);
  }

  remove(requestId: string): void {
    const rest = this.items.filter((item) => item.requestId !== requestId);
    if (rest.length !== this.items.length) this.save(rest);
  }

  clear(): void {
    this.save([]);
  }

  /** Reads the stored queue again (another tab of the app changed it). */
  reload(): void {
    this.items = this.read();
    this.changed();
  }

  /**
   * Sends the queued alarms one after the other. A round already running is joined rather than
   * started twice (an 'online' event and the start of the app may come together); its outcomes go
   * to the caller that started it, a joining caller gets none, so each sent alarm is told of once.
   */
  flush(send: (item: QueuedAlarm) => Promise<{ alarmId: number }>): Promise<FlushOutcome[]> {
    if (this.flushing) return this.flushing.then(() => []);
    this.flushing = this.sendAll(send).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendAll(send: (item: QueuedAlarm) => Promise<{ alarmId: number }>): Promise<FlushOutcome[]> {
    const outcomes: FlushOutcome[] = [];
    for (const item of [...this.items]) {
      try {
        const { alarmId } = await send(item);
        outcomes.push({ item, result: "sent", alarmId });
      } catch (error) {
        if (isTransient(error) || (error instanceof ApiError && error.status === 401)) break;
        outcomes.push({ item, result: "refused", error });
      }
      this.remove(item.requestId);
    }
    return outcomes;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private save(items: QueuedAlarm[]): void {
    this.items = items;
    writeJson(this.store, this.key, items);
    this.changed();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
