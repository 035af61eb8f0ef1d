import type { RecurrenceRule, RuleAction, RuleCondition } from "@alarm/contract";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { alarmPoints } from "./alarm-definition.js";
import { organizations } from "./organizations.js";
import { users } from "./users.js";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Alarm rules of an organization, evaluated by `position` on each event another system sends. A
 * ROUTE action names an alarm point inside its JSON; the GIN index finds the rules that name one.
 */
export const alarmRules = pgTable(
  "alarm_rules",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    description: text("description"),
    enabled: boolean("enabled").notNull().default(true),
    position: integer("position").notNull(),
    conditions: jsonb("conditions").$type<RuleCondition[]>().notNull(),
    actions: jsonb("actions").$type<RuleAction[]>().notNull(),
    regexTimeouts: integer("regex_timeouts").notNull().default(0),
    lastRegexTimeoutAt: at("last_regex_timeout_at"),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("alarm_rules_org_position_idx").on(table.orgId, table.position),
    index("alarm_rules_name_idx").on(table.name, table.id),
    index("alarm_rules_actions_idx").using("gin", table.actions),
  ],
);

/**
 * A planned time in which events of an alarm point (or of every point of an organization and the
 * organizations below it) are recorded without alerting anybody: once from `startsAt` to `endsAt`,
 * or at each occurrence of `recurrence`. `endedEarlyAt` ends the occurrence running at that instant.
 */
export const maintenanceWindows = pgTable(
  "maintenance_windows",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    alarmPointId: integer("alarm_point_id").references(() => alarmPoints.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    recurrence: jsonb("recurrence").$type<RecurrenceRule>(),
    endedEarlyAt: at("ended_early_at"),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("maintenance_windows_org_idx").on(table.orgId),
    index("maintenance_windows_point_idx").on(table.alarmPointId),
    index("maintenance_windows_name_idx").on(table.name, table.id),
  ],
);

/**
 * An alarm point shelved by an operator (ISA-18.2): until `shelvedUntil` its alarms are recorded
 * but alert nobody. One row per point; a row whose time has passed is simply no longer in force.
 */
export const alarmPointShelves = pgTable(
  "alarm_point_shelves",
  {
    alarmPointId: integer("alarm_point_id")
      .primaryKey()
      .references(() => alarmPoints.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    shelvedAt: at("shelved_at").notNull().defaultNow(),
    shelvedUntil: at("shelved_until").notNull(),
    reason: text("reason").notNull(),
    shelvedByUserId: integer("shelved_by_user_id").references(() => users.id, { onDelete: "set null" }),
    shelvedBy: text("shelved_by").notNull(),
  },
  (table) => [index("alarm_point_shelves_org_idx").on(table.orgId, table.shelvedUntil)],
);
