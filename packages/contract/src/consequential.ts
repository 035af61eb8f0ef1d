import { z } from "zod";
import type { AlarmStatus } from "./alarm.js";
import { alarmDefinitionFields, alarmIcon, ICON_COLOR_DEFAULT } from "./alarm-point.js";
import { MEDIA_PROCESSING_TYPES, MEDIA_USAGE_TYPES } from "./alarm-plan.js";
import { objectId, objectIdParam, objectVersion } from "./ids.js";
import { instructionFile } from "./instruction-file.js";
import type { Language } from "./language.js";
import { PHRASE_ENGLISH } from "./phrase.js";

/**
 * When an initiating alarm point's alarm raises the follow-up alarm of a consequential trigger:
 * ON_NEW when the alarm starts, the others when it reaches the status they name.
 */
export const CONSEQUENTIAL_TRIGGER_TYPES = [
  "ON_NEW",
  "ON_ACCEPT",
  "ON_NOT_ACCEPTED",
  "ON_ACKNOWLEDGE",
  "ON_NOT_ACKNOWLEDGED",
  "ON_FINISHED",
  "ON_FAILURE",
] as const;
export type ConsequentialTriggerType = (typeof CONSEQUENTIAL_TRIGGER_TYPES)[number];

/** The statuses that fire each trigger type (ON_FAILURE: nothing delivered, or nobody reachable). */
export const TRIGGER_TYPE_OF_STATUS: Partial<Record<AlarmStatus, ConsequentialTriggerType>> = {
  PROCESSING: "ON_NEW",
  ACCEPTED: "ON_ACCEPT",
  NOT_ACCEPTED: "ON_NOT_ACCEPTED",
  ACKNOWLEDGED: "ON_ACKNOWLEDGE",
  NOT_ACKNOWLEDGED: "ON_NOT_ACKNOWLEDGED",
  FINISHED: "ON_FINISHED",
  FAILURE: "ON_FAILURE",
  CONFIG_PROBLEM: "ON_FAILURE",
};

/**
 * Display names of the trigger types in the console's languages (the English ones are the timeline's
 * phrases of the same keys); PUT /consequentials/show-name answers the caller's.
 */
export const TRIGGER_TYPE_NAMES: Record<Language, Record<ConsequentialTriggerType, string>> = {
  ENGLISH: Object.fromEntries(CONSEQUENTIAL_TRIGGER_TYPES.map((type) => [type, PHRASE_ENGLISH[type]])) as Record<ConsequentialTriggerType, string>,
  GERMAN: {
    ON_NEW: "Wenn der Alarm beginnt",
    ON_ACCEPT: "Wenn der Alarm angenommen wird",
    ON_NOT_ACCEPTED: "Wenn der Alarm nicht angenommen wird",
    ON_ACKNOWLEDGE: "Wenn der Alarm quittiert wird",
    ON_NOT_ACKNOWLEDGED: "Wenn der Alarm nicht quittiert wird",
    ON_FINISHED: "Wenn der Alarm beendet ist",
    ON_FAILURE: "Wenn der Alarm fehlschlägt",
  },
  CZECH: {
    ON_NEW: "Když alarm začne",
    ON_ACCEPT: "Když je alarm přijat",
    ON_NOT_ACCEPTED: "Když alarm není přijat",
    ON_ACKNOWLEDGE: "Když je alarm potvrzen",
    ON_NOT_ACKNOWLEDGED: "Když alarm není potvrzen",
    ON_FINISHED: "Když je alarm ukončen",
    ON_FAILURE: "Když alarm selže",
  },
  FRENCH: {
    ON_NEW: "Au démarrage de l'alarme",
    ON_ACCEPT: "Quand l'alarme est acceptée",
    ON_NOT_ACCEPTED: "Quand l'alarme n'est pas acceptée",
    ON_ACKNOWLEDGE: "Quand l'alarme est acquittée",
    ON_NOT_ACKNOWLEDGED: "Quand l'alarme n'est pas acquittée",
    ON_FINISHED: "Quand l'alarme est terminée",
    ON_FAILURE: "Quand l'alarme échoue",
  },
  ITALIAN: {
    ON_NEW: "All'avvio dell'allarme",
    ON_ACCEPT: "Quando l'allarme è accettato",
    ON_NOT_ACCEPTED: "Quando l'allarme non è accettato",
    ON_ACKNOWLEDGE: "Quando l'allarme è confermato",
    ON_NOT_ACKNOWLEDGED: "Quando l'allarme non è confermato",
    ON_FINISHED: "Quando l'allarme è terminato",
    ON_FAILURE: "Quando l'allarme fallisce",
  },
};

/** A follow-up alarm raised from an alarm raised by it, and so on, stops after this many links. */
export const MAX_CONSEQUENTIAL_CHAIN = 10;

/** The defaults of a new consequential trigger (docs/domain-rules.md#defaults). */
export const CONSEQUENTIAL_DEFAULTS = {
  acknowledgeMode: "NONE",
  confirmPriority: 1,
  localAcknowledgeTime: 1,
  countRepeat: 0,
  repeatBetween: 0,
  repeatMonInterval: 0,
  mediaProcessingType: "BY_RANK",
  mediaUsageType: "ALL",
  description: "Description",
  // The icon meant is "clock-alert"; the console draws primeicons, whose clock is the nearest.
  icon: { name: "clock", color: ICON_COLOR_DEFAULT },
  consequentialTrigger: "ON_NEW",
} as const;

const { systemId: _systemId, rotationalCalendarId: _calendar, ...definition } = alarmDefinitionFields;

/** What a consequential trigger defines: an alarm point of type CONSEQUENTIAL without a system ID of its own. */
const consequentialFields = {
  ...definition,
  description: definition.description.default(CONSEQUENTIAL_DEFAULTS.description),
  icon: alarmIcon.default(CONSEQUENTIAL_DEFAULTS.icon),
  rotationalCalendarId: objectId.nullable().optional().describe("A standby schedule that picks the plan by time"),
  mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES).default(CONSEQUENTIAL_DEFAULTS.mediaProcessingType),
  mediaUsageType: z.enum(MEDIA_USAGE_TYPES).default(CONSEQUENTIAL_DEFAULTS.mediaUsageType),
  consequentialTrigger: z
    .enum(CONSEQUENTIAL_TRIGGER_TYPES)
    .default(CONSEQUENTIAL_DEFAULTS.consequentialTrigger)
    .describe("When the initiator's alarm raises this one"),
  instructionFileIds: definition.instructionFileIds.unwrap().optional().describe("The attached instruction files in order; none when absent"),
  instructionFiles: z
    .array(
      instructionFile.partial().extend({
        id: objectId,
        selected: z.boolean().optional().describe("The older API's list state of the file; not kept"),
        hovered: z.boolean().optional().describe("The older API's list state of the file; not kept"),
      }),
    )
    .max(50)
    .optional()
    .describe(
      "The same as instructionFileIds, by the older API's name: the files as this API answers them, of which only the id is read; ignored when instructionFileIds is sent",
    ),
};

/**
 * The service sees instructionFileIds only. A trigger read and sent back carries its files as
 * instructionFiles beside the ids a client may have changed, so the ids win when both are sent.
 */
const withInstructionFileIds = <Fields extends { instructionFileIds?: number[] | undefined; instructionFiles?: { id: number }[] | undefined }>(
  trigger: z.ZodType<Fields>,
) =>
  trigger.transform(({ instructionFileIds, instructionFiles, ...rest }) => ({
    ...rest,
    instructionFileIds: instructionFileIds ?? instructionFiles?.map((file) => file.id) ?? [],
  }));

export const consequentialCreate = withInstructionFileIds(
  z.object({ ...consequentialFields, initiatorId: objectId.describe("The alarm point whose alarms raise this one") }),
).meta({
  id: "ConsequentialCreate",
});
export type ConsequentialCreate = z.input<typeof consequentialCreate>;
export type ValidConsequentialCreate = z.output<typeof consequentialCreate>;

export const consequentialUpdate = withInstructionFileIds(z.object({ ...consequentialFields, id: objectId, version: objectVersion })).meta({
  id: "ConsequentialUpdate",
});
export type ConsequentialUpdate = z.input<typeof consequentialUpdate>;
export type ValidConsequentialUpdate = z.output<typeof consequentialUpdate>;

export const consequential = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    text: z.string().nullable(),
    speechText: z.string().nullable(),
    language: definition.language.unwrap(),
    icon: alarmIcon,
    alarmPlanId: z.number().int().nullable(),
    alarmPlanName: z.string().nullable(),
    rotationalCalendarId: z.number().int().nullable(),
    priority: z.number().int(),
    acknowledgeMode: definition.acknowledgeMode.unwrap(),
    confirmPriority: z.number().int(),
    localAcknowledgeTime: z.number().int(),
    countRepeat: z.number().int(),
    repeatBetween: z.number().int(),
    repeatMonInterval: z.number().int(),
    mediaProcessingType: z.enum(MEDIA_PROCESSING_TYPES),
    mediaUsageType: z.enum(MEDIA_USAGE_TYPES),
    instructionFiles: z.array(instructionFile),
    textTemplateId: z.number().int().nullable(),
    alarmPointType: z.literal("CONSEQUENTIAL"),
    consequentialTrigger: z.enum(CONSEQUENTIAL_TRIGGER_TYPES),
    initiatorId: z.number().int(),
    initiatorName: z.string(),
    deleted: z.boolean(),
    orgId: z.number().int(),
    orgName: z.string(),
    version: objectVersion,
  })
  .meta({ id: "Consequential" });
export type Consequential = z.infer<typeof consequential>;

export const consequentialListQuery = z.object({ initiatorId: objectIdParam });
export const consequentialList = z.array(consequential).meta({ id: "ConsequentialList" });

/** GET /consequentials/triggers/{initiatorId}: the types still free; `currentId` adds the type of the trigger being edited. */
export const triggerTypesQuery = z.object({ currentId: objectIdParam.optional() });
export const triggerTypes = z.array(z.enum(CONSEQUENTIAL_TRIGGER_TYPES)).meta({ id: "ConsequentialTriggerTypes" });

export const showNameQuery = z.object({ triggerType: z.enum(CONSEQUENTIAL_TRIGGER_TYPES) });
export const showName = z.object({ triggerType: z.enum(CONSEQUENTIAL_TRIGGER_TYPES), name: z.string() }).meta({ id: "ConsequentialShowName" });
