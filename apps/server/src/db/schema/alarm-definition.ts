import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { AlarmIcon, CalendarEvent } from "@alarm/contract";
import { organizations } from "./organizations.js";
import { participantGroups, participants } from "./participants.js";
import { alarmRotationals } from "./rotation-schedules.js";

/** Who is alerted, in ranks. */
export const alarmPlans = pgTable(
  "alarm_plans",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    description: text("description"),
    mediaProcessingType: text("media_processing_type").notNull().default("BY_RANK"),
    mediaUsageType: text("media_usage_type").notNull().default("ALL"),
    /** Participants not checked in for their shift (participant_presence) are passed over. */
    skipCheckedOut: boolean("skip_checked_out").notNull().default(false),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("alarm_plans_org_name_idx").on(table.orgId, table.name), index("alarm_plans_name_idx").on(table.name, table.id)],
);

/** One rank of a plan (docs/glossary.md#alarm-definition): alerted together, given `waitTime` minutes to accept. */
export const alarmPlanRanks = pgTable(
  "alarm_plan_ranks",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => alarmPlans.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    waitTime: integer("wait_time").notNull(),
  },
  (table) => [uniqueIndex("alarm_plan_ranks_plan_order_unique").on(table.planId, table.orderId)],
);

/** A participant or a participant group in one rank. */
export const alarmPlanEntries = pgTable(
  "alarm_plan_entries",
  {
    id: serial("id").primaryKey(),
    rankId: integer("rank_id")
      .notNull()
      .references(() => alarmPlanRanks.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => alarmPlans.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    participantId: integer("participant_id").references(() => participants.id),
    participantGroupId: integer("participant_group_id").references(() => participantGroups.id),
  },
  (table) => [
    index("alarm_plan_entries_rank_idx").on(table.rankId, table.orderId),
    index("alarm_plan_entries_participant_idx").on(table.participantId),
    index("alarm_plan_entries_group_idx").on(table.participantGroupId),
    index("alarm_plan_entries_plan_idx").on(table.planId),
    check("alarm_plan_entries_one_kind", sql`(${table.participantId} is null) <> (${table.participantGroupId} is null)`),
  ],
);

/** An uploaded instruction file; the bytes live on disk under the instructions directory at `path`. */
export const instructionFiles = pgTable(
  "instruction_files",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    path: text("path").notNull(),
    type: text("type").notNull(),
    size: integer("size").notNull(),
    contentType: text("content_type").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("instruction_files_path_unique").on(table.path), index("instruction_files_org_idx").on(table.orgId, table.name)],
);

/** What can be triggered. Deleting marks it deleted; the deleted alarm points screen restores it. */
export const alarmPoints = pgTable(
  "alarm_points",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    description: text("description"),
    text: text("text"),
    speechText: text("speech_text"),
    language: text("language").notNull().default("ENGLISH"),
    icon: jsonb("icon").$type<AlarmIcon>().notNull(),
    systemId: text("system_id"),
    alarmPlanId: integer("alarm_plan_id").references(() => alarmPlans.id),
    /** The standby schedule that picks the plan by time. */
    rotationalCalendarId: integer("rotational_calendar_id").references((): AnyPgColumn => alarmRotationals.id),
    priority: integer("priority").notNull().default(5),
    acknowledgeMode: text("acknowledge_mode").notNull().default("NONE"),
    confirmPriority: integer("confirm_priority").notNull().default(1),
    localAcknowledgeTime: integer("local_acknowledge_time").notNull().default(1),
    countRepeat: integer("count_repeat").notNull().default(0),
    repeatBetween: integer("repeat_between").notNull().default(0),
    repeatMonInterval: integer("repeat_mon_interval").notNull().default(0),
    mediaProcessingType: text("media_processing_type"),
    mediaUsageType: text("media_usage_type"),
    alarmPointType: text("alarm_point_type").notNull().default("STANDARD"),
    /** A consequential trigger (type CONSEQUENTIAL): the point whose alarms raise it, and when. */
    initiatorId: integer("initiator_id").references((): AnyPgColumn => alarmPoints.id),
    consequentialTrigger: text("consequential_trigger"),
    textTemplateId: integer("text_template_id").references(() => textTemplates.id),
    deleted: boolean("deleted").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("alarm_points_org_name_idx").on(table.orgId, table.deleted, table.name, table.id),
    index("alarm_points_name_idx").on(table.deleted, table.name, table.id),
    index("alarm_points_plan_idx").on(table.alarmPlanId),
    index("alarm_points_rotational_idx").on(table.rotationalCalendarId),
    uniqueIndex("alarm_points_system_id_unique")
      .on(table.orgId, sql`lower(${table.systemId})`)
      .where(sql`${table.systemId} is not null and not ${table.deleted}`),
    // One consequential trigger per initiator and trigger type.
    uniqueIndex("alarm_points_consequential_unique")
      .on(table.initiatorId, table.consequentialTrigger)
      .where(sql`${table.initiatorId} is not null and not ${table.deleted}`),
  ],
);

export const alarmPointInstructionFiles = pgTable(
  "alarm_point_instruction_files",
  {
    alarmPointId: integer("alarm_point_id")
      .notNull()
      .references(() => alarmPoints.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => instructionFiles.id),
    orderId: integer("order_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.alarmPointId, table.fileId] }), index("alarm_point_instruction_files_file_idx").on(table.fileId)],
);

/** When an alarm point is active, inactive or replaced by another one; kept whole like private schedule entries. */
export const alarmPointCalendarEvents = pgTable(
  "alarm_point_calendar_events",
  {
    id: serial("id").primaryKey(),
    alarmPointId: integer("alarm_point_id")
      .notNull()
      .references(() => alarmPoints.id, { onDelete: "cascade" }),
    definition: jsonb("definition").$type<Omit<CalendarEvent, "id" | "version"> & Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("alarm_point_calendar_events_point_idx").on(table.alarmPointId)],
);

/**
 * A template for new alarm points. The icon is kept as JSON text (read as an icon, null when
 * unreadable); the other alarm point fields as one JSON value, since a template is read whole.
 */
export const alarmTemplates = pgTable(
  "alarm_templates",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    icon: text("icon"),
    alarmPlanId: integer("alarm_plan_id").references(() => alarmPlans.id),
    definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("alarm_templates_org_name_idx").on(table.orgId, table.name), index("alarm_templates_name_idx").on(table.name, table.id)],
);

/** Reusable message texts with placeholders, one text per participant language. */
export const textTemplates = pgTable(
  "text_templates",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    description: text("description"),
    texts: jsonb("texts").$type<Record<"ENGLISH" | "GERMAN" | "CZECH", { subject: string; body: string }>>().notNull(),
    version: integer("version").notNull().default(1),
  },
  (table) => [index("text_templates_org_name_idx").on(table.orgId, table.name), index("text_templates_name_idx").on(table.name, table.id)],
);

/** The text an alarm point list searches; the trigram index of migration alarm_definition_counters serves it. */
export const alarmPointSearchText = sql<string>`(${alarmPoints.name} || ' ' || coalesce(${alarmPoints.systemId}, '') || ' ' || coalesce(${alarmPoints.description}, ''))`;
