import { z } from "zod";
import { ACKNOWLEDGE_MODES, ALARM_POINT_TYPES, alarmIcon } from "./alarm-point.js";
import { MAX_RANK_ENTRIES, MAX_RANKS, MEDIA_PROCESSING_TYPES, MEDIA_USAGE_TYPES } from "./alarm-plan.js";
import { AUTHORITIES } from "./authority.js";
import { deviceType } from "./device-type.js";
import { objectIdParam } from "./ids.js";
import { language as consoleLanguage, PARTICIPANT_LANGUAGES } from "./language.js";
import { errorBody } from "./errors.js";
import { CALENDAR_EVENT_KINDS } from "./participant-calendar.js";
import { END_TYPES, MONTH_SUB_TYPES, REPEAT_TYPES } from "./recurrence/index.js";
import { HOLIDAY_BEHAVIOURS, MAX_ROTATION_EVENTS, MAX_WEEK_GROUPS } from "./rotation-schedule.js";

/**
 * The configuration of an organization and its subtree as a versioned JSON document
 * (docs/glossary.md#automation-and-integrations). Objects refer to each other by organization path
 * and name (or login, or system ID), never by database id, so a document moves between
 * installations. The fields here are only bounded; each row is checked against the rules of its
 * kind when it is imported, so one bad row is reported at its place instead of refusing the whole
 * document.
 */
export const CONFIGURATION_FORMAT = "alarm-console-configuration";
export const CONFIGURATION_VERSION = 1;
/** Rows of one kind a document may hold. */
export const MAX_IMPORT_ROWS = 50_000;

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().max(max).nullable().default(null);
const name = z.string().max(200);
/** Names from the importing (exported) organization down; empty: that organization itself. */
const orgPath = z.array(name).max(50).describe("Organization names below the document's root; [] is the root itself");

/** A participant: by login when it has one, else by organization, name and surname. */
export const participantReference = z.union([
  z.object({ login: text(100) }).strict(),
  z.object({ organization: orgPath, name: text(100), surname: text(100) }).strict(),
]);
export type ParticipantReference = z.infer<typeof participantReference>;

const rows = <T extends z.ZodType>(row: T) => z.array(row).max(MAX_IMPORT_ROWS).default([]);

export const exportedOrganization = z.object({
  path: orgPath.min(1),
  description: optionalText(2000),
  timeZone: optionalText(64),
});

export const exportedRole = z.object({
  organization: orgPath,
  name,
  authorities: z.array(z.enum(AUTHORITIES)).max(AUTHORITIES.length),
  roleNumber: z.number().int().min(0).max(11).default(0),
});

/** A console user, never its password: created by an import without one (it signs in once an administrator sets one, or through single sign-on). */
export const exportedUser = z.object({
  organization: orgPath,
  login: text(100),
  name: text(100),
  surname: text(100).default(""),
  email: optionalText(200),
  language: consoleLanguage.default("ENGLISH"),
  active: z.boolean().default(true),
  roles: z
    .array(z.object({ organization: orgPath, name }))
    .max(100)
    .default([])
    .describe("Roles of the user's organization or above it, by organization path and name"),
});

/** An entry of a participant's private media schedule; a replacement is named like any participant. */
export const exportedCalendarEvent = z.object({
  title: text(200).default(""),
  active: z.boolean().default(true),
  timeZone: optionalText(64).describe("IANA zone of its dates and times; the server's when null"),
  startDateSelected: text(10),
  endDateSelected: optionalText(10),
  startTime: text(8),
  endTime: text(8),
  recurring: z.boolean().default(false),
  repeatType: z.enum(REPEAT_TYPES).default("NONE"),
  repeatEvery: z.number().int().default(1),
  markedDays: z.array(z.number().int()).max(7).nullable().default(null),
  monthSubType: z.enum(MONTH_SUB_TYPES).default("DAY_OF_THE_MONTH"),
  endType: z.enum(END_TYPES).default("NEVER"),
  countAfterTimesEnd: z.number().int().nullable().default(null),
  endDate: optionalText(10),
  kind: z.enum(CALENDAR_EVENT_KINDS).default("ABSENT"),
  deviceType: deviceType.nullable().default(null),
  callingNumber: optionalText(500),
  replacement: participantReference.nullable().default(null),
  acknowledgeTime: z.number().int().default(1),
});

export const exportedParticipant = z.object({
  organization: orgPath,
  name: text(100),
  surname: text(100),
  shortName: optionalText(20),
  language: z.enum(PARTICIPANT_LANGUAGES).default("ENGLISH"),
  login: optionalText(100),
  devices: z
    .array(z.object({ callingDeviceType: deviceType, address: text(500), message: optionalText(1000) }))
    .max(20)
    .default([]),
  teamSchedule: text(200)
    .nullable()
    .optional()
    .describe("Name of a team media schedule of the participant's organization or one above it; absent: left as it is"),
  privateSchedule: z
    .array(exportedCalendarEvent)
    .max(1000)
    .optional()
    .describe("The entries of the participant's private media schedule; absent: left as they are"),
});

/** A week's rule of a schedule event (docs/domain-rules.md#rotation-week-groups). */
export const exportedDateRule = z.object({
  markedDays: z.array(z.number().int()).max(7).default([1, 2, 3, 4, 5, 6, 7]),
  start: text(8).default("00:00:00"),
  end: text(8).default("23:59:59"),
  repeatEvery: z.number().int().default(1),
  validFrom: optionalText(10),
  endDate: optionalText(10),
  countAfterTimesEnd: z.number().int().nullable().default(null),
  holiday: z.enum(HOLIDAY_BEHAVIOURS).default("REGARDLESS"),
});
const scheduleEvent = { name: text(200).default(""), isActive: z.boolean().default(true), dateRule: exportedDateRule.prefault({}) };
/** An alarm point of the schedule's organization or one above it: by system ID when it has one, else by name. */
export const alarmPointReference = z.union([z.object({ systemId: text(100) }).strict(), z.object({ name }).strict()]);
export type AlarmPointReference = z.infer<typeof alarmPointReference>;
const schedule = <Event extends z.ZodType>(event: Event) => ({
  organization: orgPath,
  name,
  description: optionalText(2000),
  validFrom: text(10),
  weekGroups: z
    .array(z.object({ events: z.array(event).max(MAX_ROTATION_EVENTS).default([]) }))
    .max(MAX_WEEK_GROUPS)
    .describe("In order: the first serves week 1 from validFrom"),
});
export const exportedStandbySchedule = z.object(
  schedule(
    z.object({
      ...scheduleEvent,
      alarmPoint: alarmPointReference.nullable().default(null).describe("null: every alarm point using the schedule"),
      alarmPlan: name.describe("Name of a plan of the schedule's organization or one above it"),
      standard: z.boolean().default(false),
    }),
  ),
);
export const exportedTeamSchedule = z.object(schedule(z.object({ ...scheduleEvent, callingDeviceType: deviceType, message: optionalText(500) })));

export const exportedParticipantGroup = z.object({
  organization: orgPath,
  name,
  description: optionalText(2000),
  members: z.array(participantReference).max(10_000).default([]),
});

export const exportedHoliday = z.object({
  organization: orgPath,
  title: name,
  start: text(10),
  end: text(10),
  recurring: z.boolean().default(false),
  active: z.boolean().default(true),
});

const templateText = z.object({ subject: text(200).default(""), body: text(4000).default("") });
export const exportedTextTemplate = z.object({
  organization: orgPath,
  name,
  description: optionalText(2000),
  texts: z.object({ ENGLISH: templateText, GERMAN: templateText.default({ subject: "", body: "" }), CZECH: templateText.default({ subject: "", body: "" }) }),
});

/** A plan entry: a participant, or a participant group of the plan's organization or one above it, by name. */
export const exportedPlanEntry = z.union([z.object({ participant: participantReference }).strict(), z.object({ group: name }).strict()]);
export const exportedAlarmPlan = z.object({
  organization: orgPath,
  name,
  description: optionalText(2000),
  mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES).default("BY_RANK"),
  mediaUsageType: z.enum(MEDIA_USAGE_TYPES).default("ALL"),
  skipCheckedOut: z.boolean().default(false),
  ranks: z.array(z.object({ waitTime: z.number().int(), entries: z.array(exportedPlanEntry).max(MAX_RANK_ENTRIES) })).max(MAX_RANKS),
});

const definition = {
  organization: orgPath,
  name,
  description: optionalText(2000),
  text: optionalText(4000),
  speechText: optionalText(2000),
  language: z.enum(PARTICIPANT_LANGUAGES).default("ENGLISH"),
  icon: alarmIcon.nullable().default(null),
  systemId: optionalText(100),
  alarmPlan: optionalText(200).describe("Name of a plan of the organization or one above it"),
  textTemplate: optionalText(200).describe("Name of a text template of the organization or one above it"),
  priority: z.number().int(),
  acknowledgeMode: z.enum(ACKNOWLEDGE_MODES),
  confirmPriority: z.number().int(),
  localAcknowledgeTime: z.number().int(),
  countRepeat: z.number().int(),
  repeatBetween: z.number().int(),
  repeatMonInterval: z.number().int(),
  mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES).nullable().default(null),
  mediaUsageType: z.enum(MEDIA_USAGE_TYPES).nullable().default(null),
  instructionFiles: z.array(text(500)).max(50).default([]).describe("Names of instruction files, for reference: not imported"),
  standbySchedule: text(200).nullable().optional().describe("Name of a standby schedule of the organization or one above it; absent: left as it is"),
};
export const exportedAlarmPoint = z.object({ ...definition, alarmPointType: z.enum(ALARM_POINT_TYPES).exclude(["CONSEQUENTIAL"]).default("STANDARD") });
export const exportedAlarmTemplate = z.object(definition);

export const configurationDocument = z
  .object({
    format: z.literal(CONFIGURATION_FORMAT),
    version: z.literal(CONFIGURATION_VERSION),
    exportedAt: text(40),
    organization: text(2000).describe("Full path of the exported organization"),
    organizations: rows(exportedOrganization),
    roles: rows(exportedRole),
    users: rows(exportedUser),
    participants: rows(exportedParticipant),
    participantGroups: rows(exportedParticipantGroup),
    holidays: rows(exportedHoliday),
    teamSchedules: rows(exportedTeamSchedule),
    textTemplates: rows(exportedTextTemplate),
    alarmPlans: rows(exportedAlarmPlan),
    alarmPoints: rows(exportedAlarmPoint),
    standbySchedules: rows(exportedStandbySchedule),
    alarmTemplates: rows(exportedAlarmTemplate),
  })
  .meta({ id: "ConfigurationDocument" });
export type ConfigurationDocument = z.output<typeof configurationDocument>;
export type ConfigurationDocumentInput = z.input<typeof configurationDocument>;

export const IMPORT_KINDS = [
  "ORGANIZATION",
  "USERGROUP",
  "USER",
  "PARTICIPANT_ROTATIONAL",
  "PARTICIPANT",
  "PARTICIPANT_GROUP",
  "HOLIDAY",
  "TEXT_TEMPLATE",
  "ALARMPLAN",
  "ALARMPOINT",
  "ALARM_ROTATIONAL",
  "ALARM_TEMPLATE",
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_ACTIONS = ["CREATE", "UPDATE", "UNCHANGED"] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importProblem = z.object({
  field: z.string(),
  message: z.string().describe("The problem in English"),
  code: z.string().optional().describe("The problem's code (IMPORT_PROBLEMS), for a text in the reader's language"),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe("The values the code's text names"),
});
export type ImportProblem = z.infer<typeof importProblem>;

export const importRow = z.object({
  kind: z.enum(IMPORT_KINDS),
  key: z.string().describe("How the row is identified: organization path and name, login or system ID"),
  action: z.enum(IMPORT_ACTIONS),
  changes: z.array(z.string()).optional().describe("With UPDATE: the fields that change"),
  problems: z.array(importProblem),
});
export type ImportRow = z.infer<typeof importRow>;

const kindTotals = z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), problems: z.number().int() });
export const importPlan = z
  .object({
    applied: z.boolean().describe("True when the changes were written"),
    rows: z.array(importRow),
    totals: z.partialRecord(z.enum(IMPORT_KINDS), kindTotals),
    problems: z.number().int().describe("Problems in all rows: any refuses the import"),
  })
  .meta({ id: "ImportPlan" });
export type ImportPlan = z.infer<typeof importPlan>;

/** 400 to an import with problems: nothing was written; the plan names each row's problems. */
export const importRefusal = errorBody.extend({ plan: importPlan.optional() }).meta({ id: "ImportRefusal" });

export const exportQuery = z.object({ orgId: objectIdParam });
export const importQuery = z.object({
  orgId: objectIdParam,
  dryRun: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true")
    .describe("true (the default): only answer the plan; false: apply it, all or nothing"),
});
