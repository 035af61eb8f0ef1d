import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "./database.js";

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Optimistic concurrency: applies `change` only while the row still has `version`, and counts the
 * version up. Answers false when someone else changed the row first.
 */
export async function updateVersioned<T extends VersionedTable>(db: Executor, table: T, id: number, version: number, change: PgUpdateSetSource<T>) {
  const rows = await db
    .update(table)
    .set({ ...change, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  return rows.length > 0;
}
