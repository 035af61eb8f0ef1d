import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { AlarmIcon, AlarmSource, AlarmStatus, GeoLocation, NotificationStatus, Phrase, RecipientStatus } from "@alarm/contract";
import { organizations } from "./organizations.js";
import { users } from "./users.js";

/** Who an alarm alerts, copied from the plan (or the manual call) when it is triggered. */
export type AlarmPlanSnapshot = {
  ranks: { orderId: number; waitTime: number; participantIds: number[]; participantGroupIds: number[] }[];
  /** The plan copied (absent for manual calls and alarms from before schedules). */
  planId?: number;
  planName?: string;
  /** The plan passes over participants not checked in for their shift. */
  skipCheckedOut?: boolean;
  /** Set when a standby schedule chose the plan: the engine asks it again at each rank (a hand-over). */
  standbyScheduleId?: number;
};

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const id64 = (name: string) => bigint(name, { mode: "number" });

/**
 * One triggering of an alarm point or a manual call. The engine's state lives here: `nextStepAt` is
 * the due work (claimed with FOR UPDATE SKIP LOCKED), `round` and `rank` where the escalation stands.
 */
export const alarms = pgTable(
  "alarms",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    kind: text("kind").notNull().default("STANDARD"),
    alarmPointId: integer("alarm_point_id"),
    name: text("name").notNull(),
    systemId: text("system_id"),
    icon: jsonb("icon").$type<AlarmIcon>().notNull(),
    status: text("status").$type<AlarmStatus>().notNull(),
    priority: integer("priority").notNull(),
    text: text("text"),
    speechText: text("speech_text"),
    language: text("language").notNull().default("ENGLISH"),
    textTemplateId: integer("text_template_id"),
    instructionFileIds: jsonb("instruction_file_ids").$type<number[]>().notNull().default([]),
    /** Where the participant app's user was when raising it (an alarm app's button, a lone worker). */
    location: jsonb("location").$type<GeoLocation>(),
    plan: jsonb("plan").$type<AlarmPlanSnapshot>().notNull(),
    mediaProcessingType: text("media_processing_type").notNull(),
    mediaUsageType: text("media_usage_type").notNull(),
    acknowledgeMode: text("acknowledge_mode").notNull(),
    confirmPriority: integer("confirm_priority").notNull(),
    localAcknowledgeTime: integer("local_acknowledge_time").notNull(),
    countRepeat: integer("count_repeat").notNull(),
    repeatBetween: integer("repeat_between").notNull(),
    /** Minutes an accepted alarm waits for its acknowledgement before it is NOT_ACKNOWLEDGED; 0: no limit. */
    repeatMonInterval: integer("repeat_mon_interval").notNull().default(0),
    triggeredBy: text("triggered_by").notNull(),
    triggeredByUserId: integer("triggered_by_user_id").references(() => users.id, { onDelete: "set null" }),
    triggeredAt: at("triggered_at").notNull().defaultNow(),
    scheduledFor: at("scheduled_for"),
    endedAt: at("ended_at"),
    /** When the first participant accepted: the time to accept of the reports. */
    firstAcceptedAt: at("first_accepted_at"),
    round: integer("round").notNull().default(0),
    rank: integer("rank").notNull().default(0),
    acceptedCount: integer("accepted_count").notNull().default(0),
    nextStepAt: at("next_step_at"),
    quitReason: text("quit_reason"),
    /** An alarm that ended FAILURE, CONFIG_PROBLEM or NOT_ACCEPTED stays in the alarm table until an operator sees to it. */
    failureAcknowledgedAt: at("failure_acknowledged_at"),
    failureAcknowledgedBy: text("failure_acknowledged_by"),
    /** Raised by another system: which key, and the key that folds its repeats into this alarm while it is open. */
    integrationKeyId: integer("integration_key_id"),
    dedupPointId: integer("dedup_point_id"),
    dedupKey: text("dedup_key"),
    repeatCount: integer("repeat_count").notNull().default(0),
    lastRepeatedAt: at("last_repeated_at"),
    source: jsonb("source").$type<AlarmSource>(),
    /** A follow-up alarm: the alarm whose status raised it through a consequential trigger. */
    initiatorAlarmId: id64("initiator_alarm_id"),
    /** The incident it belongs to; `followsIncident`: recorded without alerting, it follows the lead alarm's status. */
    incidentId: id64("incident_id"),
    followsIncident: boolean("follows_incident").notNull().default(false),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    // At most one open alarm per alarm point and deduplication key: concurrent events fold into it.
    uniqueIndex("alarms_open_dedup_unique")
      .on(table.dedupPointId, table.dedupKey)
      .where(sql`${table.endedAt} is null`),
    index("alarms_org_triggered_idx").on(table.orgId, table.triggeredAt.desc(), table.id.desc()),
    index("alarms_triggered_idx").on(table.triggeredAt.desc(), table.id.desc()),
    index("alarms_open_idx")
      .on(table.orgId, table.triggeredAt.desc(), table.id.desc())
      .where(sql`${table.endedAt} is null`),
    index("alarms_due_idx")
      .on(table.nextStepAt)
      .where(sql`${table.nextStepAt} is not null`),
    index("alarms_unacknowledged_failure_idx")
      .on(table.orgId, table.triggeredAt.desc(), table.id.desc())
      .where(sql`${table.status} in ('FAILURE', 'CONFIG_PROBLEM', 'NOT_ACCEPTED') and ${table.failureAcknowledgedAt} is null`),
    index("alarms_point_idx").on(table.alarmPointId, table.triggeredAt.desc()),
    // A trigger's intake asks for its point's newest open alarm (incidents/intake-state.ts, in this
    // index's order, DESC NULLS LAST): without it the point's whole history was read (3.4 ms for a
    // point with 33,000 alarms, 3,000 of them open; 0.015 ms with it).
    index("alarms_point_open_idx")
      .on(table.alarmPointId, table.triggeredAt.desc())
      .where(sql`${table.endedAt} is null`),
    // The alarm load report finds the alarms that repeated (chattering) in a period.
    index("alarms_repeated_idx")
      .on(table.lastRepeatedAt)
      .where(sql`${table.repeatCount} > 0`),
    index("alarms_incident_idx")
      .on(table.incidentId, table.id.desc())
      .where(sql`${table.incidentId} is not null`),
    // An alarm raises each of its follow-up alarms once, whatever retries and instances do.
    uniqueIndex("alarms_follow_up_unique")
      .on(table.initiatorAlarmId, table.alarmPointId)
      .where(sql`${table.initiatorAlarmId} is not null`),
  ],
);

/**
 * Follow-up alarms due: written with the status change that fires them (in its transaction), taken
 * by the engine (FOR UPDATE SKIP LOCKED) and deleted in the transaction that raises the follow-up.
 */
export const consequentialFirings = pgTable(
  "consequential_firings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    alarmId: id64("alarm_id")
      .notNull()
      .references(() => alarms.id, { onDelete: "cascade" }),
    consequentialId: integer("consequential_id").notNull(),
    triggerType: text("trigger_type").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("consequential_firings_unique").on(table.alarmId, table.consequentialId)],
);

/** A participant an alarm reaches, with their answer. */
export const alarmRecipients = pgTable(
  "alarm_recipients",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    alarmId: id64("alarm_id")
      .notNull()
      .references(() => alarms.id, { onDelete: "cascade" }),
    /** No foreign key: a participant deleted later stays in the history under the name copied here. */
    participantId: integer("participant_id").notNull(),
    name: text("name").notNull(),
    language: text("language").notNull(),
    rank: integer("rank").notNull(),
    status: text("status").$type<RecipientStatus>().notNull().default("WAITING"),
    respondedAt: at("responded_at"),
    acknowledgedAt: at("acknowledged_at"),
  },
  (table) => [
    uniqueIndex("alarm_recipients_alarm_participant_unique").on(table.alarmId, table.participantId),
    index("alarm_recipients_participant_idx").on(table.participantId, table.alarmId),
  ],
);

/**
 * The outbox: one message to one device. PENDING → SENDING (with `deadline`) → SENT → DELIVERED or
 * FAILED; `messageId` stays the same across retries so receivers can drop a repeat.
 */
export const alarmNotifications = pgTable(
  "alarm_notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    // Its alarm is its recipient's (the recipient's key checks that it exists, and an alarm's
    // removal reaches its messages through its recipients): a key of its own would be checked once
    // more for every message a rank queues.
    alarmId: id64("alarm_id").notNull(),
    recipientId: id64("recipient_id")
      .notNull()
      .references(() => alarmRecipients.id, { onDelete: "cascade" }),
    participantId: integer("participant_id").notNull(),
    deviceId: integer("device_id"),
    deviceType: text("device_type").notNull(),
    address: text("address").notNull(),
    round: integer("round").notNull(),
    rank: integer("rank").notNull(),
    /** Position in the participant's device order, for one-device-after-the-other. */
    deviceOrder: integer("device_order").notNull().default(0),
    status: text("status").$type<NotificationStatus>().notNull().default("PENDING"),
    messageId: text("message_id").notNull(),
    externalId: text("external_id"),
    tries: integer("tries").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    deadline: at("deadline"),
    lastError: text("last_error"),
    lastErrorPhrase: jsonb("last_error_phrase").$type<Phrase>(),
    /** A flood's summary (not the alarm's own message): its words, written in the participant's language. */
    summary: jsonb("summary").$type<{ subject: string; body: string }>(),
    createdAt: at("created_at").notNull().defaultNow(),
    sentAt: at("sent_at"),
    deliveredAt: at("delivered_at"),
    endedAt: at("ended_at"),
  },
  (table) => [
    index("alarm_notifications_alarm_idx").on(table.alarmId, table.id),
    index("alarm_notifications_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
    index("alarm_notifications_sending_idx")
      .on(table.deadline)
      .where(sql`${table.status} = 'SENDING'`),
    // Partial, so that a message joins them only once sent: its insert and its claim write fewer index entries.
    index("alarm_notifications_contact_idx")
      .on(table.address, table.sentAt)
      .where(sql`${table.sentAt} is not null`),
    uniqueIndex("alarm_notifications_message_unique").on(table.messageId),
    index("alarm_notifications_external_idx")
      .on(table.externalId)
      .where(sql`${table.externalId} is not null`),
  ],
);

/** The timeline of an alarm: every step, with who, which device, when and the result. */
export const alarmHistory = pgTable(
  "alarm_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    alarmId: id64("alarm_id")
      .notNull()
      .references(() => alarms.id, { onDelete: "cascade" }),
    at: at("at").notNull().defaultNow(),
    kind: text("kind").notNull(),
    status: text("status").$type<AlarmStatus>(),
    participantId: integer("participant_id"),
    participantName: text("participant_name"),
    deviceType: text("device_type"),
    address: text("address"),
    actor: text("actor"),
    detail: text("detail"),
    /** `detail` by key and parameters, for the console to translate. */
    phrase: jsonb("phrase").$type<Phrase>(),
  },
  (table) => [index("alarm_history_alarm_idx").on(table.alarmId, table.id)],
);

/** A browser of a console user who asked for Web Push; used for the PUSH devices of the participant with that user's login. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("push_subscriptions_endpoint_unique").on(table.endpoint), index("push_subscriptions_user_idx").on(table.userId)],
);

/**
 * Gateway webhook events already taken (the provider's message/call id with the event, or the
 * webhook id), so a replayed or repeated webhook is taken once. Pruned after a day.
 */
export const gatewayWebhookEvents = pgTable(
  "gateway_webhook_events",
  {
    eventKey: text("event_key").primaryKey(),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (table) => [index("gateway_webhook_events_received_idx").on(table.receivedAt)],
);
