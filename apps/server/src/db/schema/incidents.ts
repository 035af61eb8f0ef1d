import type { GroupingKeyPart, IncidentKind } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.js";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Grouping rules of an organization, inherited by the organizations below it: alarms of the points
 * (and integration keys) they name whose `groupBy` fields are equal join one incident while alarms
 * keep coming within `windowMinutes` of each other.
 */
export const groupingRules = pgTable(
  "grouping_rules",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    alarmPointIds: jsonb("alarm_point_ids").$type<number[]>().notNull().default([]),
    integrationKeyIds: jsonb("integration_key_ids").$type<number[]>().notNull().default([]),
    groupBy: jsonb("group_by").$type<GroupingKeyPart[]>().notNull().default([]),
    windowMinutes: integer("window_minutes").notNull(),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("grouping_rules_org_idx").on(table.orgId, table.id)],
);

/**
 * Alarms that belong together: the lead alarm alerts, the others are recorded under it (alarms.incident_id)
 * and follow its status. Open while `endedAt` is null; it takes new alarms while its last came within the
 * window (`acceptsUntil`). A FLOOD incident (no rule) groups an organization's alarms while their rate is over
 * the flood threshold, and sends its people one summary a minute (`summarizedCount`, `summarizedAt`).
 */
export const incidents = pgTable(
  "incidents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    kind: text("kind").$type<IncidentKind>().notNull(),
    ruleId: integer("rule_id"),
    ruleName: text("rule_name"),
    groupKey: text("group_key").notNull(),
    leadAlarmId: bigint("lead_alarm_id", { mode: "number" }).notNull(),
    priority: integer("priority").notNull(),
    alarmCount: integer("alarm_count").notNull().default(1),
    openedAt: at("opened_at").notNull(),
    lastAlarmAt: at("last_alarm_at").notNull(),
    acceptsUntil: at("accepts_until").notNull(),
    endedAt: at("ended_at"),
    liftedAt: at("lifted_at"),
    liftedBy: text("lifted_by"),
    summarizedCount: integer("summarized_count").notNull().default(1),
    summarizedAt: at("summarized_at"),
  },
  (table) => [
    index("incidents_open_idx")
      .on(table.orgId, table.groupKey)
      .where(sql`${table.endedAt} is null`),
    uniqueIndex("incidents_lead_unique").on(table.leadAlarmId),
    index("incidents_org_opened_idx").on(table.orgId, table.openedAt),
  ],
);

/**
 * A chattering alarm point (ISA-18.2: the same alarm three or more times within a minute): while its
 * alarms keep coming within a minute of each other, they fold into its open alarm as repeats.
 */
export const chatteringPoints = pgTable(
  "chattering_points",
  {
    alarmPointId: integer("alarm_point_id").primaryKey(),
    orgId: integer("org_id").notNull(),
    since: at("since").notNull(),
    lastEventAt: at("last_event_at").notNull(),
    foldedCount: integer("folded_count").notNull().default(0),
  },
  (table) => [index("chattering_points_org_idx").on(table.orgId, table.lastEventAt)],
);
