import type { GeoLocation } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { alarmPlans, alarmPoints } from "./alarm-definition.js";
import { organizations } from "./organizations.js";
import { participants } from "./participants.js";
import { users } from "./users.js";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A predefined alarm app (docs/glossary.md#automation-and-integrations): one per organization and app type; `icon` is JSON text. */
export const predefinedApps = pgTable(
  "predefined_apps",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    appType: text("app_type").notNull(),
    systemId: text("system_id"),
    alarmPlanId: integer("alarm_plan_id").references(() => alarmPlans.id, { onDelete: "set null" }),
    icon: text("icon").notNull(),
    version: integer("version").notNull().default(1),
  },
  (table) => [uniqueIndex("predefined_apps_org_type_idx").on(table.orgId, table.appType)],
);

/** The alarm point a lone worker's missed check-in or SOS triggers; organizations below inherit it. */
export const loneWorkerSettings = pgTable("lone_worker_settings", {
  orgId: integer("org_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  alarmPointId: integer("alarm_point_id").references(() => alarmPoints.id, { onDelete: "set null" }),
  graceMinutes: integer("grace_minutes").notNull().default(2),
  version: integer("version").notNull().default(1),
});

/**
 * A lone worker's session, kept by the engine: `next_check_in_at` plus the grace is its due time,
 * claimed with FOR UPDATE SKIP LOCKED so one instance raises one alarm per miss.
 */
export const loneWorkerSessions = pgTable(
  "lone_worker_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    participantId: integer("participant_id")
      .notNull()
      .references(() => participants.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    task: text("task").notNull(),
    status: text("status").notNull().default("RUNNING"),
    startedAt: at("started_at").notNull(),
    expectedEndAt: at("expected_end_at").notNull(),
    endedAt: at("ended_at"),
    checkInMinutes: integer("check_in_minutes").notNull(),
    graceMinutes: integer("grace_minutes").notNull(),
    lastCheckInAt: at("last_check_in_at").notNull(),
    nextCheckInAt: at("next_check_in_at").notNull(),
    misses: integer("misses").notNull().default(0),
    lastLocation: jsonb("last_location").$type<GeoLocation>(),
    lastAlarmId: bigint("last_alarm_id", { mode: "number" }),
  },
  (table) => [
    uniqueIndex("lone_worker_sessions_running_idx")
      .on(table.participantId)
      .where(sql`status = 'RUNNING'`),
    index("lone_worker_sessions_due_idx")
      .on(table.nextCheckInAt)
      .where(sql`status = 'RUNNING'`),
    index("lone_worker_sessions_org_idx").on(table.orgId, table.startedAt),
  ],
);

/** Shift presence: a participant checked in is at work; plans may skip those checked out. */
export const participantPresence = pgTable("participant_presence", {
  participantId: integer("participant_id")
    .primaryKey()
    .references(() => participants.id, { onDelete: "cascade" }),
  checkedIn: boolean("checked_in").notNull(),
  since: at("since").notNull(),
});

/** Requests of the app that raised an alarm: a queued request sent again answers the same alarm. */
export const appTriggerRequests = pgTable(
  "app_trigger_requests",
  {
    requestId: uuid("request_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    alarmId: bigint("alarm_id", { mode: "number" }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("app_trigger_requests_created_idx").on(table.createdAt)],
);
