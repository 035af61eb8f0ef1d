import { index, integer, jsonb, pgTable, serial } from "drizzle-orm/pg-core";
import type { CalendarEvent } from "@alarm/contract";
import { participants } from "./participants.js";

/**
 * Entries of a participant's private media schedule. The entry is kept whole as validated JSON:
 * it is always read and evaluated as a unit (by the console's calendar and the alarm engine).
 */
export const participantCalendarEvents = pgTable(
  "participant_calendar_events",
  {
    id: serial("id").primaryKey(),
    participantId: integer("participant_id")
      .notNull()
      .references(() => participants.id, { onDelete: "cascade" }),
    definition: jsonb("definition").$type<Omit<CalendarEvent, "id" | "version">>().notNull(),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("participant_calendar_events_participant_idx").on(table.participantId)],
);
