import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";

/**
 * How many objects of each type an organization holds directly, kept by triggers (see the
 * migration organization_object_counters); read-only for the application.
 */
export const orgObjectCounts = pgTable(
  "org_object_counts",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    objectType: text("object_type").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.objectType] })],
);
