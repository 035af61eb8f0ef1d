import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const organizations = pgTable(
  "organizations",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => organizations.id),
    name: text("name").notNull(),
    description: text("description"),
    /** IANA zone; when null the nearest ancestor's, else the server's TIME_ZONE (core/organization-time-zone.ts). */
    timeZone: text("time_zone"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("organizations_parent_idx").on(table.parentId, table.name)],
);
