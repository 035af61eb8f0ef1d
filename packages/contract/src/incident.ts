import { z } from "zod";
import { objectId, objectVersion } from "./ids.js";
import { isValidPattern } from "./alarm-rule.js";
import { alarmStatus } from "./alarm.js";

/**
 * Incidents (README, "Incidents and alarm floods"): alarms that belong together, grouped so that the
 * first alerts and the others are recorded under it. A grouping rule of an organization (inherited
 * by the organizations below it) names the alarms it groups and the fields that must be equal; a
 * flood incident groups an organization's alarms while their rate is over the flood threshold.
 */
export const GROUPING_LIMITS = {
  name: 200,
  rulesPerOrganization: 50,
  alarmPoints: 500,
  integrationKeys: 50,
  fields: 5,
  labelName: 100,
  pattern: 500,
  windowMinutes: 1440,
} as const;

/**
 * What must be equal for alarms to join one incident. ALARM_POINT: the same point; ORGANIZATION: the
 * points' organization (a site); ALARM_PLAN: the plan they alert (the points one team answers for);
 * SOURCE: the same integration key; LABEL: the
 * same value of a label the source sent; TEXT: the same part of the alarm's text matched by a
 * regular expression (its first group, else the whole match).
 */
export const GROUPING_FIELDS = ["ALARM_POINT", "ORGANIZATION", "ALARM_PLAN", "SOURCE", "LABEL", "TEXT"] as const;
export type GroupingField = (typeof GROUPING_FIELDS)[number];

export const groupingKeyPart = z
  .object({
    field: z.enum(GROUPING_FIELDS),
    label: z.string().trim().max(GROUPING_LIMITS.labelName).nullable().default(null).describe("LABEL: the label's name"),
    pattern: z.string().max(GROUPING_LIMITS.pattern).nullable().default(null).describe("TEXT: a regular expression (RE2 syntax)"),
  })
  .superRefine((part, context) => {
    if (part.field === "LABEL" && !part.label) context.addIssue({ code: "custom", path: ["label"], message: "required", params: { code: "REQUIRED" } });
    if (part.field === "TEXT") {
      if (!part.pattern) context.addIssue({ code: "custom", path: ["pattern"], message: "required", params: { code: "REQUIRED" } });
      else if (!isValidPattern(part.pattern))
        context.addIssue({ code: "custom", path: ["pattern"], message: "not a valid regular expression", params: { code: "INVALID_PATTERN" } });
    }
  })
  .meta({ id: "GroupingKeyPart" });
export type GroupingKeyPart = z.output<typeof groupingKeyPart>;

const ruleFields = {
  name: z.string().trim().min(1, "required").max(GROUPING_LIMITS.name),
  enabled: z.boolean().default(true),
  alarmPointIds: z.array(objectId).max(GROUPING_LIMITS.alarmPoints).default([]).describe("The points whose alarms it groups; empty: every point"),
  integrationKeyIds: z
    .array(objectId)
    .max(GROUPING_LIMITS.integrationKeys)
    .default([])
    .describe("Only alarms raised through these integration keys; empty: however raised"),
  groupBy: z
    .array(groupingKeyPart)
    .max(GROUPING_LIMITS.fields)
    .default([])
    .describe("Fields that must be equal; none: every alarm the rule takes joins one incident"),
  windowMinutes: z
    .number()
    .int()
    .min(1)
    .max(GROUPING_LIMITS.windowMinutes)
    .default(10)
    .describe("An alarm joins an incident whose last alarm came at most this long before"),
};

export const groupingRuleCreate = z.object({ ...ruleFields, orgId: objectId }).meta({ id: "GroupingRuleCreate" });
export type GroupingRuleCreate = z.input<typeof groupingRuleCreate>;
export type ValidGroupingRuleCreate = z.output<typeof groupingRuleCreate>;
export const groupingRuleUpdate = z.object({ ...ruleFields, id: objectId, version: objectVersion }).meta({ id: "GroupingRuleUpdate" });
export type GroupingRuleUpdate = z.input<typeof groupingRuleUpdate>;
export type ValidGroupingRuleUpdate = z.output<typeof groupingRuleUpdate>;

export const groupingRule = z
  .object({
    id: z.number().int(),
    orgId: z.number().int(),
    orgName: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    alarmPointIds: z.array(z.number().int()),
    integrationKeyIds: z.array(z.number().int()),
    groupBy: z.array(groupingKeyPart),
    windowMinutes: z.number().int(),
    /** Incidents it opened and that are still open. */
    openIncidents: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: "GroupingRule" });
export type GroupingRule = z.infer<typeof groupingRule>;
export const groupingRuleList = z.object({ list: z.array(groupingRule) }).meta({ id: "GroupingRuleList" });
export type GroupingRuleList = z.infer<typeof groupingRuleList>;

export const INCIDENT_KINDS = ["GROUPED", "FLOOD"] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export const incident = z
  .object({
    id: z.number().int(),
    orgId: z.number().int(),
    kind: z.enum(INCIDENT_KINDS),
    ruleId: z.number().int().nullable(),
    ruleName: z.string().nullable(),
    groupKey: z.string().describe("The values the rule's fields had, joined; FLOOD for a flood"),
    leadAlarmId: z.number().int().describe("The alarm that opened it and alerted; the others follow its status"),
    priority: z.number().int().describe("The highest priority among its alarms (1 is the most urgent)"),
    alarmCount: z.number().int(),
    openedAt: z.iso.datetime(),
    lastAlarmAt: z.iso.datetime(),
    endedAt: z.iso.datetime().nullable(),
    liftedAt: z.iso.datetime().nullable().describe("FLOOD: when an operator lifted it (later alarms alert one by one again)"),
    liftedBy: z.string().nullable(),
  })
  .meta({ id: "Incident" });
export type Incident = z.infer<typeof incident>;

/** An open flood, for the alarm table's banner: how many alarms, how fast, since when. */
export const flood = z
  .object({
    incident,
    orgName: z.string(),
    alarmsInWindow: z.number().int().describe("Alarms of the organization's points within the flood window"),
    windowMinutes: z.number().int(),
    threshold: z.number().int().describe("More alarms than this within the window is a flood"),
  })
  .meta({ id: "Flood" });
export type Flood = z.infer<typeof flood>;
export const floodList = z.object({ list: z.array(flood) }).meta({ id: "FloodList" });
export type FloodList = z.infer<typeof floodList>;

/** An alarm of an incident, as the alarm table lists it under the incident. */
export const incidentAlarm = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: alarmStatus,
    priority: z.number().int(),
    triggeredAt: z.iso.datetime(),
    follows: z.boolean().describe("Recorded without alerting: it follows the lead alarm's status"),
    repeatCount: z.number().int(),
  })
  .meta({ id: "IncidentAlarm" });
export const incidentDetails = z.object({ incident, alarms: z.array(incidentAlarm).describe("The latest 500, newest first") }).meta({ id: "IncidentDetails" });
export type IncidentDetails = z.infer<typeof incidentDetails>;
