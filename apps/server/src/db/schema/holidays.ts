import { boolean, date, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";

/** Holidays of an organization: whole days, once or every year; inherited by its sub-organizations. */
export const holidays = pgTable(
  "holidays",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    title: text("title").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    recurring: boolean("recurring").notNull().default(false),
    active: boolean("active").notNull().default(true),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("holidays_org_start_idx").on(table.orgId, table.startDate)],
);
