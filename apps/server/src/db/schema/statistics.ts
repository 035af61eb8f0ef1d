import { sql } from "drizzle-orm";
import { bigserial, boolean, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { AlarmStatus } from "@alarm/contract";
import { users } from "./users.js";

const hour = () => timestamp("hour", { withTimezone: true, mode: "date" }).notNull();
const folded = () => boolean("compacted").notNull().default(false);

/**
 * Alarms per organization, hour triggered (UTC) and status now, with the sums that give the mean
 * time to first accept and to end. Database triggers on `alarms` append a row per change (-1 for the
 * old state, +1 for the new), so the figures are exact at every instant and writers never wait on
 * one another; the rollup job folds the rows of one key into one (`compacted`). Readers sum.
 */
export const alarmStats = pgTable(
  "alarm_stats",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orgId: integer("org_id").notNull(),
    hour: hour(),
    status: text("status").$type<AlarmStatus>().notNull(),
    alarms: integer("alarms").notNull(),
    accepted: integer("accepted").notNull(),
    secondsToAccept: doublePrecision("seconds_to_accept").notNull(),
    ended: integer("ended").notNull(),
    secondsToEnd: doublePrecision("seconds_to_end").notNull(),
    compacted: folded(),
  },
  (table) => [
    index("alarm_stats_org_hour_idx").on(table.orgId, table.hour),
    index("alarm_stats_hour_idx").on(table.hour),
    index("alarm_stats_unfolded_idx")
      .on(table.orgId, table.hour, table.status)
      .where(sql`not ${table.compacted}`),
    index("alarm_stats_unfolded_hour_idx")
      .on(table.hour)
      .where(sql`not ${table.compacted}`),
  ],
);

/** Messages to devices per organization, hour created (UTC) and device type: all, delivered, failed; kept like `alarm_stats`. */
export const notificationStats = pgTable(
  "notification_stats",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orgId: integer("org_id").notNull(),
    hour: hour(),
    deviceType: text("device_type").notNull(),
    total: integer("total").notNull(),
    delivered: integer("delivered").notNull(),
    failed: integer("failed").notNull(),
    compacted: folded(),
  },
  (table) => [
    index("notification_stats_org_hour_idx").on(table.orgId, table.hour),
    index("notification_stats_hour_idx").on(table.hour),
    index("notification_stats_unfolded_idx")
      .on(table.orgId, table.hour, table.deviceType)
      .where(sql`not ${table.compacted}`),
    index("notification_stats_unfolded_hour_idx")
      .on(table.hour)
      .where(sql`not ${table.compacted}`),
  ],
);

const day = () => date("day", { mode: "string" }).notNull();

/**
 * The rows of `alarm_stats` the rollup job has folded, summed per UTC day: a long period reads one
 * row per organization, day and status, and only its partial first and last days by the hour.
 */
export const alarmStatsDaily = pgTable(
  "alarm_stats_daily",
  {
    orgId: integer("org_id").notNull(),
    day: day(),
    status: text("status").$type<AlarmStatus>().notNull(),
    alarms: integer("alarms").notNull(),
    accepted: integer("accepted").notNull(),
    secondsToAccept: doublePrecision("seconds_to_accept").notNull(),
    ended: integer("ended").notNull(),
    secondsToEnd: doublePrecision("seconds_to_end").notNull(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.day, table.status] }), index("alarm_stats_daily_day_idx").on(table.day)],
);

/** The folded rows of `notification_stats` per UTC day, like `alarm_stats_daily`. */
export const notificationStatsDaily = pgTable(
  "notification_stats_daily",
  {
    orgId: integer("org_id").notNull(),
    day: day(),
    deviceType: text("device_type").notNull(),
    total: integer("total").notNull(),
    delivered: integer("delivered").notNull(),
    failed: integer("failed").notNull(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.day, table.deviceType] }), index("notification_stats_daily_day_idx").on(table.day)],
);

/** A user's arrangement of the dashboard, as the JSON text the console sent (docs/glossary.md#console-settings). */
export const userWidgets = pgTable("user_widgets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  widgets: text("widgets").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
