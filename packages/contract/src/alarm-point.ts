import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";
import { MEDIA_PROCESSING_TYPES, MEDIA_USAGE_TYPES } from "./alarm-plan.js";
import { instructionFile } from "./instruction-file.js";
import { PARTICIPANT_LANGUAGES } from "./language.js";

export const ICON_COLOR_DEFAULT = "#989898";
export const DEFAULT_ALARM_ICON = { name: "bell", color: ICON_COLOR_DEFAULT } as const;

/** An alarm point's icon, stored and sent as `{name, color}`; `name` is a primeicons name. */
export const alarmIcon = z
  .object({
    name: z.string().regex(/^[a-z0-9-]{1,50}$/, "an icon name"),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour #rrggbb"),
  })
  .meta({ id: "AlarmIcon" });
export type AlarmIcon = z.infer<typeof alarmIcon>;

/** Reads an icon stored as JSON text; anything unreadable is null (docs/glossary.md#alarm-definition). */
export function parseIcon(text: string | null | undefined): AlarmIcon | null {
  if (!text) return null;
  try {
    const parsed = alarmIcon.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * NONE: enough acceptances end the escalation (ACCEPTED until quit); ONE: then one acknowledgement of the
 * handling is awaited; ALL: the handling of every accepting participant is acknowledged.
 */
export const ACKNOWLEDGE_MODES = ["NONE", "ONE", "ALL"] as const;
export const ALARM_POINT_TYPES = ["STANDARD", "CONSEQUENTIAL", "MANUAL_CALL"] as const;
export type AlarmPointType = (typeof ALARM_POINT_TYPES)[number];

/** The defaults of a new alarm point (docs/domain-rules.md#defaults). */
export const ALARM_POINT_DEFAULTS = {
  confirmPriority: 1,
  localAcknowledgeTime: 1,
  countRepeat: 0,
  repeatBetween: 0,
  repeatMonInterval: 0,
  priority: 5,
  acknowledgeMode: "NONE",
  language: "ENGLISH",
} as const;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** What an alarm point and an alarm template share: everything that decides how an alarm runs. */
export const alarmDefinitionFields = {
  name: z.string().trim().min(1, "required").max(200),
  description: optionalText(2000),
  text: optionalText(4000).describe("The alarm text sent in messages"),
  speechText: optionalText(2000).describe("What voice calls say"),
  language: z.enum(PARTICIPANT_LANGUAGES).default(ALARM_POINT_DEFAULTS.language).describe("Language of the speech text"),
  icon: alarmIcon.default(DEFAULT_ALARM_ICON),
  systemId: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.:-]*$/, "letters, digits and . _ : - only")
    .nullable()
    .optional()
    .describe("How other systems name this alarm point when they trigger it; unique within the organization"),
  alarmPlanId: objectId.nullable().optional(),
  rotationalCalendarId: objectId.nullable().optional().describe("A standby schedule that picks the plan by time"),
  priority: z.number().int().min(1).max(9).default(ALARM_POINT_DEFAULTS.priority).describe("1 is the most urgent"),
  acknowledgeMode: z.enum(ACKNOWLEDGE_MODES).default(ALARM_POINT_DEFAULTS.acknowledgeMode),
  confirmPriority: z.number().int().min(1).max(1000).default(ALARM_POINT_DEFAULTS.confirmPriority).describe("How many participants must accept"),
  localAcknowledgeTime: z.number().int().min(1).max(1440).default(ALARM_POINT_DEFAULTS.localAcknowledgeTime).describe("Minutes a participant has to answer"),
  countRepeat: z.number().int().min(0).max(100).default(ALARM_POINT_DEFAULTS.countRepeat).describe("Repeat rounds after the first"),
  repeatBetween: z.number().int().min(0).max(1440).default(ALARM_POINT_DEFAULTS.repeatBetween).describe("Minutes between repeat rounds"),
  repeatMonInterval: z.number().int().min(0).max(1440).default(ALARM_POINT_DEFAULTS.repeatMonInterval),
  mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES).nullable().optional().describe("Absent: the plan's"),
  mediaUsageType: z.enum(MEDIA_USAGE_TYPES).nullable().optional().describe("Absent: the plan's"),
  instructionFileIds: z.array(objectId).max(50).default([]),
  textTemplateId: objectId.nullable().optional().describe("The message text per participant language; absent: the built-in one"),
};

export const alarmPointCreate = z
  .object({ ...alarmDefinitionFields, orgId: objectId, alarmPointType: z.enum(ALARM_POINT_TYPES).default("STANDARD") })
  .meta({ id: "AlarmPointCreate" });
export type AlarmPointCreate = z.input<typeof alarmPointCreate>;
export type ValidAlarmPointCreate = z.output<typeof alarmPointCreate>;

export const alarmPointUpdate = z.object({ ...alarmDefinitionFields, id: objectId, version: objectVersion }).meta({ id: "AlarmPointUpdate" });
export type AlarmPointUpdate = z.input<typeof alarmPointUpdate>;
export type ValidAlarmPointUpdate = z.output<typeof alarmPointUpdate>;

export const alarmPoint = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    text: z.string().nullable(),
    speechText: z.string().nullable(),
    language: z.enum(PARTICIPANT_LANGUAGES),
    icon: alarmIcon,
    systemId: z.string().nullable(),
    alarmPlanId: z.number().int().nullable(),
    alarmPlanName: z.string().nullable(),
    rotationalCalendarId: z.number().int().nullable(),
    priority: z.number().int(),
    acknowledgeMode: z.enum(ACKNOWLEDGE_MODES),
    confirmPriority: z.number().int(),
    localAcknowledgeTime: z.number().int(),
    countRepeat: z.number().int(),
    repeatBetween: z.number().int(),
    repeatMonInterval: z.number().int(),
    mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES).nullable(),
    mediaUsageType: z.enum(MEDIA_USAGE_TYPES).nullable(),
    instructionFiles: z.array(instructionFile),
    textTemplateId: z.number().int().nullable(),
    alarmPointType: z.enum(ALARM_POINT_TYPES),
    deleted: z.boolean(),
    deletedAt: z.string().nullable(),
    orgId: z.number().int(),
    orgName: z.string(),
    version: objectVersion,
  })
  .meta({ id: "AlarmPoint" });
export type AlarmPoint = z.infer<typeof alarmPoint>;

export const reEnableRequest = z.object({ id: objectId }).meta({ id: "ReEnableRequest" });

/** POST /alarmpoints/text-prelisten-link answers a link the console's audio element plays without a token. */
export const prelistenLink = z.object({ link: z.string(), expiresAt: z.string() }).meta({ id: "PrelistenLink" });
export const prelistenText = z
  .string()
  .transform((text) => text.replace(/[\r\n]+/g, " ").trim())
  .pipe(z.string().min(1, "required").max(2000))
  .meta({ id: "PrelistenText" });
export const prelistenQuery = z.object({ language: z.enum(PARTICIPANT_LANGUAGES).default("ENGLISH") });
