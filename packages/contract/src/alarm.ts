import { z } from "zod";
import { objectId, objectIdParam } from "./ids.js";
import { MEDIA_PROCESSING_TYPES, MEDIA_USAGE_TYPES } from "./alarm-plan.js";
import { ACKNOWLEDGE_MODES, ALARM_POINT_DEFAULTS, alarmIcon } from "./alarm-point.js";
import { DEVICE_TYPES } from "./device-type.js";
import { SORT_ORDERS } from "./sort-order.js";
import { alarmSource } from "./integration.js";
import { geoLocation } from "./lone-worker.js";
import { phrase } from "./phrase.js";

/** Alarm status values in the order of the lifecycle (docs/alarm-lifecycle.md#alarm-statuses). */
export const ALARM_STATUSES = [
  "SCHEDULED",
  "NEW",
  "PROCESSING",
  "PARTIAL_ACCEPTED",
  "ACCEPTED",
  "PARTIAL_ACKNOWLEDGED",
  "ACKNOWLEDGED",
  "FINISHED",
  "NOT_ACCEPTED",
  "NOT_ACKNOWLEDGED",
  "CANCELED",
  "INTERRUPTED",
  "FAILURE",
  "CONFIG_PROBLEM",
  "INACTIVE",
] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];
export const alarmStatus = z.enum(ALARM_STATUSES);
export function isAlarmStatus(value: string): value is AlarmStatus {
  return (ALARM_STATUSES as readonly string[]).includes(value);
}

/** Statuses after which nothing more happens: the alarm belongs to the history. */
export const FINAL_ALARM_STATUSES: readonly AlarmStatus[] = [
  "FINISHED",
  "NOT_ACCEPTED",
  "NOT_ACKNOWLEDGED",
  "CANCELED",
  "INTERRUPTED",
  "FAILURE",
  "CONFIG_PROBLEM",
  "INACTIVE",
];
export const OPEN_ALARM_STATUSES: readonly AlarmStatus[] = ALARM_STATUSES.filter((status) => !FINAL_ALARM_STATUSES.includes(status));
export function isFinalStatus(status: AlarmStatus): boolean {
  return FINAL_ALARM_STATUSES.includes(status);
}

/**
 * Endings nobody handled: no device reached, nobody resolvable, too few accepted. Such an alarm
 * stays in the alarm table, marked, until an operator acknowledges it (it is in the history too).
 */
export const FAILED_ALARM_STATUSES = ["FAILURE", "CONFIG_PROBLEM", "NOT_ACCEPTED"] as const satisfies readonly AlarmStatus[];
export type FailedAlarmStatus = (typeof FAILED_ALARM_STATUSES)[number];
export function isFailedStatus(status: AlarmStatus): status is FailedAlarmStatus {
  return (FAILED_ALARM_STATUSES as readonly AlarmStatus[]).includes(status);
}

/** STANDARD: triggered from an alarm point; MANUAL_CALL: ad-hoc participants (filed under "manual calls"). */
/** APP: raised from an alarm app of the participant app, on the app's alarm plan. */
export const ALARM_KINDS = ["STANDARD", "MANUAL_CALL", "APP"] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** What a participant did or what happened to them in one alarm. */
export const RECIPIENT_STATUSES = ["WAITING", "NOTIFIED", "ACCEPTED", "DECLINED", "NO_ANSWER", "UNREACHABLE"] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** The outbox states of one message (after GoAlert's outgoing messages); CANCELED: not sent because the alarm had ended. */
export const NOTIFICATION_STATUSES = ["PENDING", "SENDING", "SENT", "DELIVERED", "FAILED", "CANCELED"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Kinds of history entries: every step of an alarm, with who, which device, when and the result. */
export const HISTORY_KINDS = [
  "TRIGGERED",
  "STATUS",
  "RANK_STARTED",
  "ROUND_STARTED",
  "NOTIFICATION_QUEUED",
  "NOTIFICATION_SENT",
  "NOTIFICATION_DELIVERED",
  "NOTIFICATION_RETRY",
  "NOTIFICATION_FAILED",
  "NOTIFICATION_CANCELED",
  "ACCEPTED",
  "DECLINED",
  "ACKNOWLEDGED",
  "FAILURE_ACKNOWLEDGED",
  "QUIT",
  "NO_ANSWER",
  "REPLACED",
  "PLAN_CHOSEN",
  "DEVICE_CHOSEN",
  "REPEATED",
  "RESOLVED",
  "FOLLOW_UP",
  "INCIDENT",
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

const extraText = z.string().trim().max(2000).nullable().optional();

/** POST /alarm-trigger for an alarm point (authority ALARM_PANEL). */
export const alarmPointTrigger = z
  .object({
    alarmPointId: objectId,
    text: extraText.describe("Added to the alarm point's text"),
    delayMinutes: z.number().int().min(0).max(10_080).optional().describe("Start later: the alarm is SCHEDULED until then"),
    confirmMaintenance: z
      .boolean()
      .optional()
      .describe("Trigger although the alarm point is in a maintenance window; without it such a trigger answers 409 with the detail code IN_MAINTENANCE"),
  })
  .strict()
  .meta({ id: "AlarmPointTrigger" });

/** POST /alarm-trigger as a manual call (authority MANUAL_CALL): ad-hoc participants and groups. */
export const manualCallTrigger = z
  .object({
    manualCall: z.object({
      name: z.string().trim().min(1, "required").max(200),
      orgId: objectId.describe("The organization the call is filed under"),
      participantIds: z.array(objectId).max(1000).default([]),
      participantGroupIds: z.array(objectId).max(200).default([]),
      text: extraText,
      speechText: extraText,
      textTemplateId: objectId.nullable().optional(),
      priority: z.number().int().min(1).max(9).default(ALARM_POINT_DEFAULTS.priority),
      confirmPriority: z.number().int().min(1).max(1000).default(ALARM_POINT_DEFAULTS.confirmPriority),
      localAcknowledgeTime: z.number().int().min(1).max(1440).default(ALARM_POINT_DEFAULTS.localAcknowledgeTime),
      countRepeat: z.number().int().min(0).max(100).default(ALARM_POINT_DEFAULTS.countRepeat),
      repeatBetween: z.number().int().min(0).max(1440).default(ALARM_POINT_DEFAULTS.repeatBetween),
      mediaUsageType: z.enum(MEDIA_USAGE_TYPES).default("ALL"),
    }),
    delayMinutes: z.number().int().min(0).max(10_080).optional(),
  })
  .strict()
  .meta({ id: "ManualCallTrigger" });

export const triggerAlarmRequest = z.union([alarmPointTrigger, manualCallTrigger]).meta({ id: "TriggerAlarmRequest" });
export type TriggerAlarmRequest = z.input<typeof triggerAlarmRequest>;
export type ValidTriggerAlarmRequest = z.output<typeof triggerAlarmRequest>;

export const triggerAlarmResponse = z
  .object({ id: z.number().int(), status: alarmStatus, replacedBy: z.object({ alarmPointId: z.number().int(), name: z.string() }).nullable() })
  .meta({ id: "TriggerAlarmResponse" });
export type TriggerAlarmResponse = z.infer<typeof triggerAlarmResponse>;

/** GET /{alarmtable|history}/prepare-trigger-again/{id}: the request that triggers the same again, to review before sending. */
export const prepareTriggerAgainResponse = z
  .object({ alarmId: z.number().int(), name: z.string(), request: triggerAlarmRequest })
  .meta({ id: "PrepareTriggerAgain" });
export type PrepareTriggerAgain = z.infer<typeof prepareTriggerAgainResponse>;

const MONTHS = ["JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST", "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER"] as const;
export const MONTH_NAMES = MONTHS;
const calendarDay = z.object({ dayOfMonth: z.number().int().min(1).max(31), month: z.enum(MONTHS), year: z.number().int().min(1970).max(9999) });
export type CalendarDay = z.infer<typeof calendarDay>;

/** HOURS_DURATION: the last `hours` hours; DATE_RANGE: from the start day to the end of the end day. */
export const DURATION_OPTIONS = ["HOURS_DURATION", "DATE_RANGE"] as const;
export const alarmDuration = z.object({
  start: calendarDay.nullable().optional(),
  end: calendarDay.nullable().optional(),
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(23),
  option: z.enum(DURATION_OPTIONS).default("HOURS_DURATION"),
});
export type AlarmDuration = z.input<typeof alarmDuration>;

/** The per-column filters of the alarm table (docs/domain-rules.md#alarm-table-filter). */
export const alarmColumnsFilter = z.object({
  alarmName: z.string().max(200).optional(),
  alarmPointId: objectId.optional(),
  status: z.array(alarmStatus).max(ALARM_STATUSES.length).optional(),
  systemId: z.string().max(100).optional(),
  triggeredBy: z.string().max(100).optional(),
});

export const ALARM_SORT_FIELDS = ["triggeredAt", "priority", "name", "status", "systemId", "triggeredBy"] as const;

/** POST /alarmtable and POST /history. `field` picks the tab: every alarm in scope, or mine (addressed to me or triggered by me). */
export const alarmTableRequest = z
  .object({
    field: z.enum(["ALL", "MY"]).default("ALL"),
    currentPage: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(1000).default(10),
    duration: alarmDuration.nullable().optional().describe("Absent: any time"),
    orderByPriority: z.boolean().default(false).describe("Most urgent first, then the sort field"),
    sortField: z.enum(ALARM_SORT_FIELDS).default("triggeredAt"),
    sortOrder: z.enum(SORT_ORDERS).default("DESCENDING"),
    textFilter: z.string().max(200).optional().describe("Searched in the alarm's name, text and system id"),
    columnsFilter: alarmColumnsFilter.optional(),
    organizationFilter: z
      .object({ orgIds: z.array(objectId).max(500), recursive: z.boolean().default(true) })
      .nullable()
      .optional(),
    participantsFilter: z.array(objectId).max(500).nullable().optional().describe("Alarms that reached any of these participants"),
  })
  .meta({ id: "AlarmTableRequest" });
export type AlarmTableRequest = z.input<typeof alarmTableRequest>;
export type ValidAlarmTableRequest = z.output<typeof alarmTableRequest>;

/** One row of the alarm table and the history. */
export const alarmRow = z
  .object({
    id: z.number().int(),
    kind: z.enum(ALARM_KINDS),
    alarmPointId: z.number().int().nullable(),
    name: z.string(),
    systemId: z.string().nullable(),
    icon: alarmIcon,
    status: alarmStatus,
    priority: z.number().int(),
    text: z.string().nullable(),
    triggeredBy: z.string().describe("The login of the user who raised it, or the system that did"),
    triggeredByName: z.string().nullable().describe("That user's name; null for a system or a user without one"),
    triggeredAt: z.string(),
    scheduledFor: z.string().nullable(),
    endedAt: z.string().nullable(),
    acceptedCount: z.number().int(),
    confirmPriority: z.number().int(),
    acknowledgeMode: z.enum(ACKNOWLEDGE_MODES),
    orgId: z.number().int(),
    orgName: z.string(),
    needsAttention: z
      .boolean()
      .describe("Ended FAILURE, CONFIG_PROBLEM or NOT_ACCEPTED and no operator has acknowledged it yet: it stays in the alarm table until then"),
    repeatCount: z.number().int().describe("How often the system that raised it sent it again while it was open"),
    incident: z
      .object({
        id: z.number().int(),
        kind: z.enum(["GROUPED", "FLOOD"]),
        alarmCount: z.number().int(),
        leads: z.boolean().describe("It opened the incident and alerted; the alarm table lists the others under it"),
      })
      .nullable()
      .describe("The incident it belongs to"),
  })
  .meta({ id: "AlarmRow" });
export type AlarmRow = z.infer<typeof alarmRow>;

export const alarmList = z
  .object({
    list: z.array(alarmRow),
    count: z.number().int(),
    countExact: z.boolean().describe("false: more than count - 1 alarms match (counted ten pages ahead at most)"),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    pagesCount: z.number().int(),
  })
  .meta({ id: "AlarmList" });
export type AlarmList = z.infer<typeof alarmList>;

export const alarmRecipient = z
  .object({
    id: z.number().int(),
    participantId: z.number().int(),
    name: z.string(),
    rank: z.number().int(),
    status: z.enum(RECIPIENT_STATUSES),
    respondedAt: z.string().nullable(),
    acknowledgedAt: z.string().nullable(),
  })
  .meta({ id: "AlarmRecipient" });
export type AlarmRecipient = z.infer<typeof alarmRecipient>;

export const alarmNotification = z
  .object({
    id: z.number().int(),
    participantId: z.number().int(),
    participantName: z.string(),
    deviceType: z.enum(DEVICE_TYPES),
    address: z.string(),
    round: z.number().int(),
    rank: z.number().int(),
    status: z.enum(NOTIFICATION_STATUSES),
    tries: z.number().int(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    lastError: z.string().nullable(),
    lastErrorPhrase: phrase.nullable().describe("`lastError` by key and parameters, for translation"),
  })
  .meta({ id: "AlarmNotification" });
export type AlarmNotification = z.infer<typeof alarmNotification>;

export const historyEntry = z
  .object({
    id: z.number().int(),
    alarmId: z.number().int(),
    at: z.string(),
    kind: z.enum(HISTORY_KINDS),
    status: alarmStatus.nullable().describe("The alarm's status after this step"),
    participantId: z.number().int().nullable(),
    participantName: z.string().nullable(),
    deviceType: z.enum(DEVICE_TYPES).nullable(),
    address: z.string().nullable(),
    actor: z.string().nullable().describe("Who did it: a user's login, a participant's name or 'system'"),
    detail: z.string().nullable(),
    phrase: phrase.nullable().describe("`detail` by key and parameters, for translation; null for free text such as a quit reason"),
  })
  .meta({ id: "HistoryEntry" });
export type HistoryEntry = z.infer<typeof historyEntry>;

/** An alarm that raised another through a consequential trigger, or was raised by one. */
export const linkedAlarm = z.object({ id: z.number().int(), name: z.string(), status: alarmStatus }).meta({ id: "LinkedAlarm" });
export type LinkedAlarm = z.infer<typeof linkedAlarm>;

/** GET /alarmtable/details/{id} and GET /history/details/{id}. */
export const alarmDetails = z
  .object({
    alarm: alarmRow,
    speechText: z.string().nullable(),
    mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES),
    mediaUsageType: z.enum(MEDIA_USAGE_TYPES),
    round: z.number().int(),
    countRepeat: z.number().int(),
    rank: z.number().int(),
    quitReason: z.string().nullable(),
    source: alarmSource.nullable().describe("What the system that raised it told: labels, annotations, details, links"),
    location: geoLocation.nullable().describe("Where the participant app's user was when raising it"),
    recipients: z.array(alarmRecipient),
    notifications: z.array(alarmNotification),
    timeline: z.array(historyEntry),
    initiator: linkedAlarm.nullable().describe("A follow-up alarm: the alarm whose consequential trigger raised it"),
    followUps: z.array(linkedAlarm).describe("The follow-up alarms this alarm raised, oldest first"),
  })
  .meta({ id: "AlarmDetails" });
export type AlarmDetails = z.infer<typeof alarmDetails>;

/** POST /history/by-alarm?alarmId= */
export const historyByAlarmQuery = z.object({ alarmId: objectIdParam });
export const historyList = z.object({ list: z.array(historyEntry) }).meta({ id: "HistoryList" });

/**
 * POST /alarmpoints/quit/{id} (and the older clients' GET with `?reason=`) ends an alarm;
 * POST /alarmtable/acknowledge/{id} confirms its handling, or that an operator has seen to a failed
 * one (which then leaves the alarm table).
 */
export const quitRequest = z.object({ reason: z.string().trim().max(500).optional() }).meta({ id: "QuitRequest" });
export const quitQuery = z.object({ reason: quitRequest.shape.reason });
export const acknowledgeRequest = z
  .object({
    recipientIds: z.array(objectId).max(1000).optional().describe("Acknowledge mode ALL: whose handling; absent: every accepted participant"),
    reason: z.string().trim().max(500).optional(),
  })
  .meta({ id: "AcknowledgeRequest" });
export const alarmActionResponse = z.object({ id: z.number().int(), status: alarmStatus }).meta({ id: "AlarmActionResult" });

/** A participant's answer through a signed link, SMS reply, voice key or the console. */
export const RESPONSES = ["ACCEPT", "DECLINE"] as const;
export type AlarmResponse = (typeof RESPONSES)[number];

/** Server-sent events of GET /alarms/live: a change of an alarm in scope, or a message for this user as a participant. */
export type AlarmLiveEvent =
  | { type: "alarm"; alarmId: number; status: AlarmStatus; orgId: number }
  | { type: "notification"; login: string; notificationId: number; alarmId: number; name: string; text: string | null; respondToken: string }
  /** A lone worker's session started, checked in, missed a check-in or ended. */
  | { type: "lone-worker"; sessionId: number; orgId: number; participantId: number };
