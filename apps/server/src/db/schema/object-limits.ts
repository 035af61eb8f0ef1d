import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";

/** At most `maxCount` objects of `objectType` in an organization and its sub-organizations. */
export const objectLimits = pgTable(
  "object_limits",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    objectType: text("object_type").notNull(),
    maxCount: integer("max_count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.objectType] })],
);
