import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who changed what and when. Rows of the configuration tables are written by the trigger
 * `audit_row_change` (migration 20261127151435_audit_log) in the transaction of the change, so a
 * change rolled back leaves no entry; sign-ins and alarm answers are written by the server. One
 * transaction is one change (`tx_id`): an alarm plan's row, ranks and entries together.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    txId: bigint("tx_id", { mode: "number" }).notNull(),
    /** The organization the object belongs to (for child rows, their parent's). */
    orgId: integer("org_id"),
    /** Null for changes the server made on its own (first start, demo data, the engine). */
    actorUserId: integer("actor_user_id"),
    actorLogin: text("actor_login"),
    address: text("address"),
    userAgent: text("user_agent"),
    /** INSERT, UPDATE, DELETE for rows; SIGN_IN, SIGN_IN_FAILED, ALARM_QUIT … for events. */
    action: text("action").notNull(),
    /** The table of a row, or the kind of object an event is about (users, alarms). */
    objectType: text("object_type").notNull(),
    objectId: text("object_id"),
    /** For a row belonging to another (a participant's device): that one's table and id. */
    parentType: text("parent_type"),
    parentId: text("parent_id"),
    /** The row before and after the change, secrets left out. */
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_org_at_idx").on(table.orgId, table.at),
    index("audit_log_object_idx").on(table.objectType, table.objectId),
    index("audit_log_parent_idx").on(table.parentType, table.parentId),
    index("audit_log_actor_idx").on(table.actorUserId, table.at),
  ],
);
