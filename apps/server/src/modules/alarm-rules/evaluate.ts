import type { EventSeverity, IntegrationKind, RuleAction, RuleCondition, RuleTrace } from "@alarm/contract";
import type { PatternResult, PatternRunner } from "./pattern-runner.js";

/** An event as the rules see it: where it came from, what it says, and when it arrived in the organization's clock. */
export type RuleEvent = {
  kind: IntegrationKind;
  integrationKeyId: number | null;
  summary: string;
  severity: EventSeverity | null;
  /** Labels and named fields together; a label wins over a field of the same name. */
  labels: Record<string, string>;
  local: LocalArrival;
};

/** When the event arrived in the organization's clock: ISO weekday, minutes after midnight, whether today and yesterday are holidays. */
export type LocalArrival = { weekday: number; minutes: number; holiday: boolean; holidayYesterday: boolean };

export type EvaluatedRule = { id: number | null; name: string; enabled: boolean; conditions: RuleCondition[]; actions: RuleAction[] };

/** What the rules decided; the point is the event's own unless a ROUTE action named another. */
export type RuleOutcome = {
  alarmPointId: number | null;
  priority: number | null;
  addedTexts: string[];
  delayMinutes: number;
  suppressedBy: string | null;
  stoppedBy: string | null;
};

export type Evaluation = { outcome: RuleOutcome; traces: RuleTrace[]; timedOutRuleIds: number[] };

/**
 * Runs `rules` in order on `event`: each enabled rule whose conditions all hold applies its actions
 * in order; SUPPRESS and STOP end the evaluation (the rules after are "not reached").
 */
export async function evaluateRules(
  rules: readonly EvaluatedRule[],
  event: RuleEvent,
  alarmPointId: number | null,
  runner: PatternRunner,
): Promise<Evaluation> {
  const outcome: RuleOutcome = { alarmPointId, priority: null, addedTexts: [], delayMinutes: 0, suppressedBy: null, stoppedBy: null };
  const traces: RuleTrace[] = [];
  const timedOutRuleIds: number[] = [];
  const patterns = await patternResults(rules, event, runner);
  for (const rule of rules) {
    const base = { ruleId: rule.id, name: rule.name };
    if (outcome.suppressedBy !== null || outcome.stoppedBy !== null) {
      traces.push({ ...base, outcome: "NOT_REACHED", conditions: [] });
      continue;
    }
    if (!rule.enabled) {
      traces.push({ ...base, outcome: "DISABLED", conditions: [] });
      continue;
    }
    const conditions = checkConditions(rule.conditions, event, patterns);
    if (conditions.some((condition) => condition.timedOut) && rule.id !== null) timedOutRuleIds.push(rule.id);
    const matched = conditions.every((condition) => condition.held);
    traces.push({ ...base, outcome: matched ? "MATCHED" : "NOT_MATCHED", conditions });
    if (matched) applyActions(rule, outcome);
  }
  return { outcome, traces, timedOutRuleIds };
}

type TextCondition = Extract<RuleCondition, { type: "TEXT" }>;
type PatternResults = Map<RuleCondition, PatternResult>;

const textOf = (condition: TextCondition, event: RuleEvent) => (condition.field === "SUMMARY" ? event.summary : event.labels[condition.label ?? ""]);

/** The regular expressions of the enabled rules on the event's texts, run together under one time budget (see PatternRunner). */
async function patternResults(rules: readonly EvaluatedRule[], event: RuleEvent, runner: PatternRunner): Promise<PatternResults> {
  const jobs = rules.flatMap((rule) =>
    rule.enabled
      ? rule.conditions.flatMap((condition) => {
          if (condition.type !== "TEXT" || condition.mode !== "REGEX") return [];
          const text = textOf(condition, event);
          return text === undefined ? [] : [{ condition, job: { pattern: condition.value, text, caseSensitive: condition.caseSensitive } }];
        })
      : [],
  );
  const results = await runner.testAll(jobs.map(({ job }) => job));
  return new Map(jobs.map(({ condition }, index) => [condition, results[index]!]));
}

/** Each condition with whether it held; after the first that does not, the others count as not held. */
function checkConditions(conditions: readonly RuleCondition[], event: RuleEvent, patterns: PatternResults): RuleTrace["conditions"] {
  const checked: RuleTrace["conditions"] = [];
  let failed = false;
  for (const condition of conditions) {
    if (failed) {
      checked.push({ type: condition.type, held: false, timedOut: false });
      continue;
    }
    const result = holds(condition, event, patterns);
    checked.push({ type: condition.type, ...result });
    failed = !result.held;
  }
  return checked;
}

function holds(condition: RuleCondition, event: RuleEvent, patterns: PatternResults): { held: boolean; timedOut: boolean } {
  const plain = (held: boolean) => ({ held, timedOut: false });
  switch (condition.type) {
    case "SOURCE":
      return plain(condition.kinds.includes(event.kind));
    case "INTEGRATION":
      return plain(event.integrationKeyId !== null && condition.integrationKeyIds.includes(event.integrationKeyId));
    case "SEVERITY":
      return plain(event.severity !== null && condition.severities.includes(event.severity));
    case "TIME":
      return plain(isWithinTime(condition, event.local));
    case "TEXT": {
      const text = textOf(condition, event);
      if (text === undefined) return plain(condition.negate);
      const result = condition.mode === "REGEX" ? patterns.get(condition)! : matchText(condition, text);
      return { held: result.timedOut ? false : result.matched !== condition.negate, timedOut: result.timedOut };
    }
  }
}

function matchText(condition: TextCondition, text: string) {
  const [value, subject] = condition.caseSensitive ? [condition.value, text] : [condition.value.toLocaleLowerCase(), text.toLocaleLowerCase()];
  return { matched: condition.mode === "EQUALS" ? subject === value : subject.includes(value), timedOut: false };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A time span on the chosen weekdays; one that ends at or before its start runs past midnight and
 * belongs to the weekday (and holiday) it started on, as a night shift does.
 */
function isWithinTime(condition: Extract<RuleCondition, { type: "TIME" }>, local: LocalArrival): boolean {
  const from = minutesOf(condition.from);
  const to = minutesOf(condition.to);
  const wholeDay = from === to;
  const sameDay = wholeDay || (local.minutes >= from && (from > to || local.minutes < to));
  const previousDay = !wholeDay && from > to && local.minutes < to;
  const onDay = (weekday: number, holiday: boolean) =>
    condition.weekdays.includes(weekday) && (condition.holidays === "ANY" || (condition.holidays === "ONLY") === holiday);
  if (sameDay && onDay(local.weekday, local.holiday)) return true;
  return previousDay && onDay(local.weekday === 1 ? 7 : local.weekday - 1, local.holidayYesterday);
}

function applyActions(rule: EvaluatedRule, outcome: RuleOutcome) {
  for (const action of rule.actions) {
    switch (action.type) {
      case "ROUTE":
        outcome.alarmPointId = action.alarmPointId;
        break;
      case "SET_PRIORITY":
        outcome.priority = action.priority;
        break;
      case "ADD_TEXT":
        outcome.addedTexts.push(action.text);
        break;
      case "DELAY":
        outcome.delayMinutes = action.minutes;
        break;
      case "SUPPRESS":
        outcome.suppressedBy = rule.name;
        return;
      case "STOP":
        outcome.stoppedBy = rule.name;
        return;
    }
  }
}
