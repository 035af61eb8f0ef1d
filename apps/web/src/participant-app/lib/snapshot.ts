import type { Schema } from "../../lib/http";
import { readJson, writeJson, type KeyValueStore } from "./storage";

/** The last answers kept for a phone without a connection. */
export const SNAPSHOT_KEYS = { me: "app.cache.me", alarms: "app.cache.alarms" } as const;

/** An answer of the server, or the last one kept when the server could not be reached. */
export interface Fetched<T> {
  data: T;
  /** When the server gave this answer (ISO). */
  savedAt: string;
  /** True: the server was out of reach and this is the answer kept from `savedAt`. */
  offline: boolean;
}

export function saveSnapshot<T>(store: KeyValueStore, key: string, data: T, now: Date): Fetched<T> {
  const savedAt = now.toISOString();
  writeJson(store, key, { savedAt, data });
  return { data, savedAt, offline: false };
}

/** The kept answer, checked against the schema (an older app version may have kept another shape). */
export function readSnapshot<T>(store: KeyValueStore, key: string, schema: Schema<T>): Fetched<T> | null {
  const value = readJson(store, key);
  if (typeof value !== "object" || value === null) return null;
  const { savedAt, data } = value as Record<string, unknown>;
  if (typeof savedAt !== "string") return null;
  const parsed = schema.safeParse(data);
  return parsed.success ? { data: parsed.data, savedAt, offline: true } : null;
}

/**
 * Fetches and keeps the answer; when the server is out of reach (`transient`), answers the kept
 * one instead, marked offline. Without a kept answer the failure stands.
 */
export async function fetchWithSnapshot<T>(
  store: KeyValueStore,
  key: string,
  schema: Schema<T>,
  fetch: () => Promise<T>,
  transient: (error: unknown) => boolean,
  now: () => Date = () => new Date(),
): Promise<Fetched<T>> {
  try {
    return saveSnapshot(store, key, await fetch(), now());
  } catch (error) {
    if (!transient(error)) throw error;
    const kept = readSnapshot(store, key, schema);
    if (!kept) throw error;
    return kept;
  }
}

export function clearSnapshots(store: KeyValueStore): void {
  for (const key of Object.values(SNAPSHOT_KEYS)) store.removeItem(key);
}
