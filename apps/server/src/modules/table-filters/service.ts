import { TABLE_FILTERS_MAX_LENGTH } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import { fieldError } from "../../core/errors.js";
import type { Db } from "../../db/database.js";
import { tableFilters } from "../../db/schema/index.js";

/** The console's saved table filters, one text per user. */
export class TableFilterService {
  constructor(private readonly db: Db) {}

  async read(userId: number) {
    const [row] = await this.db.select({ value: tableFilters.value }).from(tableFilters).where(eq(tableFilters.userId, userId));
    return { value: row?.value ?? null };
  }

  async save(userId: number, value: string) {
    if (value.length > TABLE_FILTERS_MAX_LENGTH) throw fieldError("body", `At most ${TABLE_FILTERS_MAX_LENGTH} characters`, "TOO_LONG");
    await this.db
      .insert(tableFilters)
      .values({ userId, value })
      .onConflictDoUpdate({ target: tableFilters.userId, set: { value, updatedAt: sql`now()` } });
    return { value };
  }

  async clear(userId: number) {
    await this.db.delete(tableFilters).where(eq(tableFilters.userId, userId));
  }
}
