import { boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { DateRule } from "@alarm/contract";
import { alarmPlans, alarmPoints } from "./alarm-definition.js";
import { organizations } from "./organizations.js";

/**
 * Standby schedules (alarm rotationals) and team media schedules (participant rotationals),
 * docs/glossary.md#schedules. Both kinds share their shape: a schedule, its week groups taking
 * turns week by week from `valid_from`, and each group's rotation events. Each kind has its own
 * tables, so that each is an object type of its own (counted, limited, moved, named by foreign
 * keys) like every other one.
 */

/** The date rule of an event, stored whole: the event's id and version stand for the rule's. */
export type StoredDateRule = Omit<DateRule, "id" | "version">;

const scheduleColumns = () => ({
  id: serial("id").primaryKey(),
  orgId: integer("org_id")
    .notNull()
    .references(() => organizations.id),
  name: text("name").notNull(),
  description: text("description"),
  /** Week 1 starts at the start of this day in the organization's time zone. */
  validFrom: date("valid_from").notNull(),
  version: integer("version").notNull().default(1),
});

const weekGroupColumns = () => ({
  id: serial("id").primaryKey(),
  /** 1 serves week 1 from valid_from, 2 week 2, … */
  orderId: integer("order_id").notNull(),
  version: integer("version").notNull().default(1),
});

const eventColumns = () => ({
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull(),
  name: text("name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  dateRule: jsonb("date_rule").$type<StoredDateRule>().notNull(),
  version: integer("version").notNull().default(1),
});

export const alarmRotationals = pgTable("alarm_rotationals", scheduleColumns(), (table) => [
  index("alarm_rotationals_org_name_idx").on(table.orgId, table.name),
  index("alarm_rotationals_name_idx").on(table.name, table.id),
]);

export const alarmRotationWeekGroups = pgTable(
  "alarm_rotation_week_groups",
  {
    ...weekGroupColumns(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => alarmRotationals.id, { onDelete: "cascade" }),
  },
  (table) => [uniqueIndex("alarm_rotation_week_groups_order_unique").on(table.calendarId, table.orderId)],
);

/** In its weeks and hours, alarm point `alarm_point_id` (each point of the schedule when null) is served by `alarm_plan_id`. */
export const alarmRotationEvents = pgTable(
  "alarm_rotation_events",
  {
    ...eventColumns(),
    weekGroupId: integer("week_group_id")
      .notNull()
      .references(() => alarmRotationWeekGroups.id, { onDelete: "cascade" }),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => alarmRotationals.id, { onDelete: "cascade" }),
    alarmPointId: integer("alarm_point_id").references(() => alarmPoints.id, { onDelete: "restrict" }),
    alarmPlanId: integer("alarm_plan_id")
      .notNull()
      .references(() => alarmPlans.id, { onDelete: "restrict" }),
    standard: boolean("standard").notNull().default(false),
  },
  (table) => [
    index("alarm_rotation_events_group_idx").on(table.weekGroupId, table.orderId),
    index("alarm_rotation_events_calendar_idx").on(table.calendarId),
    index("alarm_rotation_events_point_idx").on(table.alarmPointId),
    index("alarm_rotation_events_plan_idx").on(table.alarmPlanId),
  ],
);

export const participantRotationals = pgTable("participant_rotationals", scheduleColumns(), (table) => [
  index("participant_rotationals_org_name_idx").on(table.orgId, table.name),
  index("participant_rotationals_name_idx").on(table.name, table.id),
]);

export const participantRotationWeekGroups = pgTable(
  "participant_rotation_week_groups",
  {
    ...weekGroupColumns(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => participantRotationals.id, { onDelete: "cascade" }),
  },
  (table) => [uniqueIndex("participant_rotation_week_groups_order_unique").on(table.calendarId, table.orderId)],
);

/** In its weeks and hours, the schedule's participants are reached on their devices of `calling_device_type`. */
export const participantRotationEvents = pgTable(
  "participant_rotation_events",
  {
    ...eventColumns(),
    weekGroupId: integer("week_group_id")
      .notNull()
      .references(() => participantRotationWeekGroups.id, { onDelete: "cascade" }),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => participantRotationals.id, { onDelete: "cascade" }),
    callingDeviceType: text("calling_device_type").notNull(),
    message: text("message"),
  },
  (table) => [
    index("participant_rotation_events_group_idx").on(table.weekGroupId, table.orderId),
    index("participant_rotation_events_calendar_idx").on(table.calendarId),
  ],
);
