import { z } from "zod";
import { EVENT_SEVERITIES, INTEGRATION_KINDS } from "./integration.js";
import { objectId, objectVersion } from "./ids.js";

/**
 * Alarm rules: ordered per organization, evaluated on every event another system sends (integration
 * keys, the Events API, e-mail, heartbeats) before it raises an alarm. A rule matches when all its
 * conditions hold (a rule without conditions matches every event); its actions then change what the
 * event raises. SUPPRESS records the event without alerting anybody and, like STOP, ends the evaluation.
 */
export const ALARM_RULE_LIMITS = {
  name: 200,
  description: 2000,
  conditions: 20,
  actions: 10,
  /** Text to compare or a regular expression. */
  pattern: 500,
  labelName: 100,
  addedText: 2000,
  delayMinutes: 1440,
  /**
   * How long the regular expressions of one event may run together (RE2 syntax, linear time); those
   * not run by then count as no match and as timed out.
   */
  regexBudgetMillis: 100,
  /** Rules of one organization; each is evaluated on each event. */
  rulesPerOrganization: 200,
  /** REGEX conditions of the rules an event of one organization meets: its own and those of the organizations above it. */
  regexConditionsPerLine: 100,
  /** Rule tests (POST /alarm-rules/test) one user may run in a minute. */
  testsPerMinute: 30,
} as const;

export const RULE_CONDITION_TYPES = ["SOURCE", "INTEGRATION", "SEVERITY", "TEXT", "TIME"] as const;
export type RuleConditionType = (typeof RULE_CONDITION_TYPES)[number];
export const RULE_ACTION_TYPES = ["ROUTE", "SET_PRIORITY", "ADD_TEXT", "DELAY", "SUPPRESS", "STOP"] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];
/** SUMMARY: the event's summary (an e-mail's subject); LABEL: one of its labels or fields, by name. */
export const RULE_TEXT_FIELDS = ["SUMMARY", "LABEL"] as const;
export const TEXT_MATCH_MODES = ["CONTAINS", "EQUALS", "REGEX"] as const;
export type TextMatchMode = (typeof TEXT_MATCH_MODES)[number];
/** ANY: holidays are days like others; EXCLUDE: never on a holiday; ONLY: only on holidays. */
export const RULE_HOLIDAY_MODES = ["ANY", "EXCLUDE", "ONLY"] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected a time HH:mm");

/** Whether `pattern` compiles as a JavaScript regular expression (flags are not part of it). */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

const textCondition = z
  .object({
    type: z.literal("TEXT"),
    field: z.enum(RULE_TEXT_FIELDS),
    label: z.string().trim().max(ALARM_RULE_LIMITS.labelName).nullable().default(null).describe("LABEL: the label's (or field's) name"),
    mode: z.enum(TEXT_MATCH_MODES),
    value: z.string().min(1, "required").max(ALARM_RULE_LIMITS.pattern),
    caseSensitive: z.boolean().default(false),
    negate: z.boolean().default(false).describe("Holds when the text does not match"),
  })
  .superRefine((condition, context) => {
    if (condition.field === "LABEL" && !condition.label)
      context.addIssue({ code: "custom", path: ["label"], message: "required", params: { code: "REQUIRED" } });
    if (condition.mode === "REGEX" && !isValidPattern(condition.value)) {
      context.addIssue({ code: "custom", path: ["value"], message: "not a valid regular expression", params: { code: "INVALID_PATTERN" } });
    }
  });

export const ruleCondition = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("SOURCE"), kinds: z.array(z.enum(INTEGRATION_KINDS)).min(1, "choose at least one").max(INTEGRATION_KINDS.length) }),
    z.object({ type: z.literal("INTEGRATION"), integrationKeyIds: z.array(objectId).min(1, "choose at least one").max(50) }),
    z.object({ type: z.literal("SEVERITY"), severities: z.array(z.enum(EVENT_SEVERITIES)).min(1, "choose at least one").max(EVENT_SEVERITIES.length) }),
    textCondition,
    z.object({
      type: z.literal("TIME"),
      weekdays: z.array(z.number().int().min(1).max(7)).min(1, "choose at least one").max(7).describe("ISO weekdays, 1 = Monday"),
      from: clockTime.describe("Local time in the organization's time zone"),
      to: clockTime.describe("Not after `from` means until that time the next day; equal to `from`, the whole day"),
      holidays: z.enum(RULE_HOLIDAY_MODES).default("ANY"),
    }),
  ])
  .meta({ id: "AlarmRuleCondition" });
export type RuleCondition = z.output<typeof ruleCondition>;

export const ruleAction = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("ROUTE"), alarmPointId: objectId.describe("Raise the alarm of this alarm point instead") }),
    z.object({ type: z.literal("SET_PRIORITY"), priority: z.number().int().min(1).max(9) }),
    z.object({ type: z.literal("ADD_TEXT"), text: z.string().trim().min(1, "required").max(ALARM_RULE_LIMITS.addedText) }),
    z.object({ type: z.literal("DELAY"), minutes: z.number().int().min(1).max(ALARM_RULE_LIMITS.delayMinutes) }),
    z.object({ type: z.literal("SUPPRESS") }),
    z.object({ type: z.literal("STOP") }),
  ])
  .meta({ id: "AlarmRuleAction" });
export type RuleAction = z.output<typeof ruleAction>;

const fields = {
  name: z.string().trim().min(1, "required").max(ALARM_RULE_LIMITS.name),
  description: z.string().trim().max(ALARM_RULE_LIMITS.description).nullable().optional(),
  enabled: z.boolean().default(true),
  conditions: z.array(ruleCondition).max(ALARM_RULE_LIMITS.conditions).default([]),
  actions: z.array(ruleAction).min(1, "add at least one action").max(ALARM_RULE_LIMITS.actions),
};

export const alarmRuleCreate = z.object({ ...fields, orgId: objectId }).meta({ id: "AlarmRuleCreate" });
export type AlarmRuleCreate = z.input<typeof alarmRuleCreate>;
export type ValidAlarmRuleCreate = z.output<typeof alarmRuleCreate>;
export const alarmRuleUpdate = z.object({ ...fields, id: objectId, version: objectVersion }).meta({ id: "AlarmRuleUpdate" });
export type AlarmRuleUpdate = z.input<typeof alarmRuleUpdate>;
export type ValidAlarmRuleUpdate = z.output<typeof alarmRuleUpdate>;

export const alarmRule = z
  .object({
    id: z.number().int(),
    type: z.literal("ALARM_RULE"),
    orgId: z.number().int(),
    orgName: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    enabled: z.boolean(),
    position: z.number().int().describe("1 is evaluated first"),
    conditions: z.array(ruleCondition),
    actions: z.array(ruleAction),
    /** The names of the alarm points its ROUTE actions name, for display. */
    routedPoints: z.array(z.object({ id: z.number().int(), name: z.string() })),
    regexTimeouts: z.number().int().describe("How often one of its regular expressions ran out of time (counted as no match)"),
    lastRegexTimeoutAt: z.iso.datetime().nullable(),
    version: z.number().int(),
  })
  .meta({ id: "AlarmRule" });

/** A rule of an organization above the listed one, which runs before that organization's own rules. */
export const inheritedAlarmRule = z
  .object({
    id: z.number().int().nullable().describe("null for a rule of an organization above the caller's, shown without its name"),
    name: z.string().nullable(),
    enabled: z.boolean(),
    orgId: z.number().int().nullable(),
    orgName: z.string().nullable(),
  })
  .meta({ id: "InheritedAlarmRule" });
export type InheritedAlarmRule = z.infer<typeof inheritedAlarmRule>;
export const inheritedAlarmRules = z.object({ list: z.array(inheritedAlarmRule) }).meta({ id: "InheritedAlarmRules" });
export type AlarmRule = z.infer<typeof alarmRule>;

export const alarmRuleOrder = z
  .object({
    orgId: objectId,
    ruleIds: z.array(objectId).min(1).max(ALARM_RULE_LIMITS.rulesPerOrganization).describe("All rules of the organization, first evaluated first"),
  })
  .meta({ id: "AlarmRuleOrder" });
export type AlarmRuleOrder = z.input<typeof alarmRuleOrder>;

/** An event to test the rules with: what an integration would have received, in its normalized form. */
export const sampleEvent = z
  .object({
    kind: z.enum(INTEGRATION_KINDS).default("WEBHOOK"),
    integrationKeyId: objectId.nullable().default(null).describe("The key it arrives on (also names the alarm point it would raise)"),
    summary: z.string().max(1000).default(""),
    severity: z.enum(EVENT_SEVERITIES).nullable().default(null),
    labels: z.record(z.string().max(ALARM_RULE_LIMITS.labelName), z.string().max(1000)).default({}),
    at: z.iso.datetime({ offset: true }).nullable().default(null).describe("When it arrives; now when absent"),
  })
  .meta({ id: "AlarmRuleSampleEvent" });
export type SampleEvent = z.input<typeof sampleEvent>;

export const alarmRuleTest = z
  .object({
    orgId: objectId,
    event: sampleEvent,
    draft: z
      .object({ ...fields, id: objectId.nullable().default(null) })
      .nullable()
      .default(null)
      .describe("An unsaved rule tried in place of the rule of its id, or after the others when new"),
  })
  .meta({ id: "AlarmRuleTest" });
export type AlarmRuleTest = z.input<typeof alarmRuleTest>;

export const RULE_TRACE_OUTCOMES = ["MATCHED", "NOT_MATCHED", "DISABLED", "NOT_REACHED"] as const;
export type RuleTraceOutcome = (typeof RULE_TRACE_OUTCOMES)[number];

/** What one rule did with an event; `conditions` follow the rule's, with whether each held. */
export const ruleTrace = z.object({
  ruleId: z.number().int().nullable(),
  name: z.string(),
  outcome: z.enum(RULE_TRACE_OUTCOMES),
  conditions: z.array(z.object({ type: z.enum(RULE_CONDITION_TYPES), held: z.boolean(), timedOut: z.boolean() })),
});
export type RuleTrace = z.infer<typeof ruleTrace>;

/** What the event would raise after the rules. */
export const ruleDecision = z.object({
  alarmPointId: z.number().int().nullable(),
  alarmPointName: z.string().nullable(),
  priority: z.number().int().nullable().describe("Null: the alarm point's own"),
  addedTexts: z.array(z.string()),
  delayMinutes: z.number().int(),
  suppressedBy: z.string().nullable().describe("The rule that suppressed it"),
  stoppedBy: z.string().nullable(),
});
export type RuleDecision = z.infer<typeof ruleDecision>;

export const alarmRuleTestResult = z.object({ rules: z.array(ruleTrace), decision: ruleDecision }).meta({ id: "AlarmRuleTestResult" });
export type AlarmRuleTestResult = z.infer<typeof alarmRuleTestResult>;
