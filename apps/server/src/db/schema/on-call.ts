import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";
import { participants } from "./participants.js";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** "Cover my duty": from `startsAt` to `endsAt` the covering participant is reached instead of the participant. */
export const dutyOverrides = pgTable(
  "duty_overrides",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    participantId: integer("participant_id")
      .notNull()
      .references(() => participants.id, { onDelete: "cascade" }),
    coveringParticipantId: integer("covering_participant_id")
      .notNull()
      .references(() => participants.id, { onDelete: "cascade" }),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    note: text("note"),
    createdBy: text("created_by").notNull(),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("duty_overrides_participant_idx").on(table.participantId, table.endsAt),
    index("duty_overrides_covering_idx").on(table.coveringParticipantId, table.endsAt),
  ],
);

/** A participant's iCalendar feed of duties: the secret address's token, stored hashed; revoking deletes the row. */
export const dutyFeeds = pgTable("duty_feeds", {
  participantId: integer("participant_id")
    .primaryKey()
    .references(() => participants.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: at("created_at").notNull().defaultNow(),
});
