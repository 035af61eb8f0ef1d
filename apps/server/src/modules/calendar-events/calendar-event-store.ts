import type { CalendarEntry } from "@alarm/contract";
import { and, eq } from "drizzle-orm";
import { notFound, staleVersion } from "../../core/errors.js";
import type { Executor } from "../../db/database.js";
import type { alarmPointCalendarEvents, participantCalendarEvents } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";

type CalendarTable = typeof participantCalendarEvents | typeof alarmPointCalendarEvents;
type StoredEntry = Omit<CalendarEntry, "id" | "version"> & { kind: string };

/**
 * The rows of one kind of calendar (a participant's private schedule, an alarm point's calendar):
 * each entry belongs to one owner and keeps its definition as JSON with a version. The owner's
 * visibility is the caller's business; this keeps an entry to its owner and its version.
 */
export class CalendarEventStore<Event extends StoredEntry> {
  private readonly owner;

  constructor(private readonly table: CalendarTable) {
    this.owner = "participantId" in table ? table.participantId : table.alarmPointId;
  }

  async events(db: Executor, ownerId: number): Promise<(Event & { id: number; version: number })[]> {
    const { table } = this;
    const rows = await db
      .select({ id: table.id, version: table.version, definition: table.definition })
      .from(table)
      .where(eq(this.owner, ownerId))
      .orderBy(table.id);
    return rows.map((row) => ({ ...(row.definition as unknown as Event), id: row.id, version: row.version }));
  }

  /** Creates the entry (no id) or changes it at its current version (409 when stale). */
  async save(tx: Executor, ownerId: number, change: { id?: number | null | undefined; version?: number | undefined }, definition: Event) {
    // The definition's JSON column is typed after one calendar's events; both keep their own kind's fields.
    const stored = definition as never;
    if (!change.id) {
      const owner = "participantId" in this.table ? { participantId: ownerId } : { alarmPointId: ownerId };
      await tx.insert(this.table).values({ ...owner, definition: stored } as never);
      return;
    }
    await this.ownEvent(tx, ownerId, change.id);
    const updated = await updateVersioned(tx, this.table, change.id, change.version ?? -1, { definition: stored });
    if (!updated) throw staleVersion();
  }

  async remove(tx: Executor, ownerId: number, eventId: number) {
    await this.ownEvent(tx, ownerId, eventId);
    await tx.delete(this.table).where(eq(this.table.id, eventId));
  }

  private async ownEvent(db: Executor, ownerId: number, eventId: number) {
    const [row] = await db
      .select({ id: this.table.id })
      .from(this.table)
      .where(and(eq(this.table.id, eventId), eq(this.owner, ownerId)));
    if (!row) throw notFound("Calendar event");
  }
}
