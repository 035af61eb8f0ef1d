import type { SQL } from "drizzle-orm";
import { type Db, queryRows } from "../db/database.js";

/** Longest sleep without a wake-up: a safety net for notifications lost while the database was away. */
export const MAX_IDLE_MS = 2_000;

/** How long to sleep until `ms` from now (null: nothing due, sleep the longest). */
export function untilNext(ms: number | string | null | undefined): number {
  if (ms === null || ms === undefined) return MAX_IDLE_MS;
  return Math.max(1, Math.ceil(Number(ms)));
}

/** How long until the next due row, from a query answering `ms`. */
export async function millisecondsUntil(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ ms: number | string | null }>(db, query);
  return untilNext(row?.ms);
}
