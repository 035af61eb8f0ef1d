import { z } from "zod";
import { ACKNOWLEDGE_MODES, ALARM_POINT_TYPES, alarmIcon } from "./alarm-point.js";
import { MAX_RANK_ENTRIES, MAX_RANKS, MEDIA_PROCESSING_TYPES, MEDIA_USAGE_TYPES } from "./alarm-plan.js";
import { AUTHORITIES } from "./authority.js";
import { deviceType } from "./device-type.js";
import { objectIdParam } from "./ids.js";
import { language as consoleLanguage, PARTICIPANT_LANGUAGES } from "./language.js";
import { errorBody } from "./errors.js";

/**
 * The configuration of an organization and its subtree as a versioned JSON document (SPEC section 2,
 * import and export). Objects refer to each other by organization path and name (or login, or system
 * ID), never by database id, so a document moves between installations. The fields here are only
 * bounded; each row is checked against the rules of its kind when it is imported, so one bad row is
 * reported at its place instead of refusing the whole document.
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
  roles: z.array(z.object({ organization: orgPath, name })).max(100).default([]).describe("Roles of the user's organization or above it, by organization path and name"),
});

export const exportedParticipant = z.object({
  organization: orgPath,
  name: text(100),
  surname: text(100),
  shortName: optionalText(20),
  language: z.enum(PARTICIPANT_LANGUAGES).default("ENGLISH"),
  login: optionalText(100),
  devices: z.array(z.object({ callingDeviceType: deviceType, address: text(500), message: optionalText(1000) })).max(20).default([]),
});

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
  ranks: z
    .array(z.object({ waitTime: z.number().int(), entries: z.array(exportedPlanEntry).max(MAX_RANK_ENTRIES) }))
    .max(MAX_RANKS),
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
    textTemplates: rows(exportedTextTemplate),
    alarmPlans: rows(exportedAlarmPlan),
    alarmPoints: rows(exportedAlarmPoint),
    alarmTemplates: rows(exportedAlarmTemplate),
  })
  .meta({ id: "ConfigurationDocument" });
export type ConfigurationDocument = z.output<typeof configurationDocument>;
export type ConfigurationDocumentInput = z.input<typeof configurationDocument>;

export const IMPORT_KINDS = ["ORGANIZATION", "USERGROUP", "USER", "PARTICIPANT", "PARTICIPANT_GROUP", "HOLIDAY", "TEXT_TEMPLATE", "ALARMPLAN", "ALARMPOINT", "ALARM_TEMPLATE"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_ACTIONS = ["CREATE", "UPDATE", "UNCHANGED"] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importProblem = z.object({ field: z.string(), message: z.string() });
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
