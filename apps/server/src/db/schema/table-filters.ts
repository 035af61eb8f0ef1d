import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** The console's saved table filters of one user, kept as the text the console sends. */
export const tableFilters = pgTable("table_filters", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
