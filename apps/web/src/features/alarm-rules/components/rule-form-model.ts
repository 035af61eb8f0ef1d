import {
  ALARM_RULE_LIMITS,
  isValidPattern,
  type AlarmRule,
  type AlarmRuleCreate,
  type AlarmRuleTest,
  type AlarmRuleUpdate,
  type EventSeverity,
  type IntegrationKind,
  type RULE_HOLIDAY_MODES,
  type RULE_TEXT_FIELDS,
  type RuleAction,
  type RuleActionType,
  type RuleCondition,
  type RuleConditionType,
  type TextMatchMode,
} from "@alarm/contract";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";

export type HolidayMode = (typeof RULE_HOLIDAY_MODES)[number];
export type TextField = (typeof RULE_TEXT_FIELDS)[number];

/** `key` tells the entries of a list apart while they are added and removed; it is not sent. */
type Keyed = { key: number };

/** A condition as the editor holds it. */
export type ConditionDraft = Keyed &
  (
    | { type: "SOURCE"; kinds: IntegrationKind[] }
    | { type: "INTEGRATION"; integrationKeyIds: number[] }
    | { type: "SEVERITY"; severities: EventSeverity[] }
    | { type: "TEXT"; field: TextField; label: string; mode: TextMatchMode; value: string; caseSensitive: boolean; negate: boolean }
    | { type: "TIME"; weekdays: number[]; from: string; to: string; holidays: HolidayMode }
  );

/** An action as the editor holds it: numbers are empty until chosen. */
export type ActionDraft = Keyed &
  (
    | { type: "ROUTE"; alarmPointId: number | null }
    | { type: "SET_PRIORITY"; priority: number | null }
    | { type: "ADD_TEXT"; text: string }
    | { type: "DELAY"; minutes: number | null }
    | { type: "SUPPRESS" }
    | { type: "STOP" }
  );

export interface RuleFormValues {
  name: string;
  description: string;
  enabled: boolean;
  orgId: number | null;
  conditions: ConditionDraft[];
  actions: ActionDraft[];
}

export type RuleList = "conditions" | "actions";
/** A field of one condition or action, as the server names it: `conditions.0.value`, `actions.1.alarmPointId`. */
export type EntryField = `${RuleList}.${number}.${string}`;
export type RuleField = "name" | "description" | "orgId" | RuleList | EntryField;
export type RuleFormErrors = Partial<Record<RuleField, FieldMessage>>;

/** The fields of each type of condition and action that the editor shows (and errors are placed at); `type` is every entry's. */
export const CONDITION_FIELDS: Record<RuleConditionType, readonly string[]> = {
  SOURCE: ["kinds"],
  INTEGRATION: ["integrationKeyIds"],
  SEVERITY: ["severities"],
  TEXT: ["field", "label", "mode", "value"],
  TIME: ["weekdays", "from", "to", "holidays"],
};
export const ACTION_FIELDS: Record<RuleActionType, readonly string[]> = {
  ROUTE: ["alarmPointId"],
  SET_PRIORITY: ["priority"],
  ADD_TEXT: ["text"],
  DELAY: ["minutes"],
  SUPPRESS: [],
  STOP: [],
};

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const PRIORITY_RANGE = { min: 1, max: 9 } as const;
export const DELAY_RANGE = { min: 1, max: ALARM_RULE_LIMITS.delayMinutes } as const;

let lastKey = 0;
const nextKey = () => ++lastKey;

export const entryField = (list: RuleList, index: number, field: string): EntryField => `${list}.${index}.${field}`;

/** The id of an input: `alarm-rule-name`, `alarm-rule-conditions-0-value`. */
export const fieldIdOf = (field: RuleField) => `alarm-rule-${field.replaceAll(".", "-")}`;
export const ADD_CONDITION_ID = "alarm-rule-add-condition";
export const ADD_ACTION_ID = "alarm-rule-add-action";

type Fresh<E extends { type: string }> = { [T in E["type"]]: () => Omit<Extract<E, { type: T }>, "key"> };

const FRESH_CONDITION: Fresh<ConditionDraft> = {
  SOURCE: () => ({ type: "SOURCE", kinds: [] }),
  INTEGRATION: () => ({ type: "INTEGRATION", integrationKeyIds: [] }),
  SEVERITY: () => ({ type: "SEVERITY", severities: [] }),
  TEXT: () => ({ type: "TEXT", field: "SUMMARY", label: "", mode: "CONTAINS", value: "", caseSensitive: false, negate: false }),
  TIME: () => ({ type: "TIME", weekdays: [1, 2, 3, 4, 5], from: "08:00", to: "17:00", holidays: "ANY" }),
};

const FRESH_ACTION: Fresh<ActionDraft> = {
  ROUTE: () => ({ type: "ROUTE", alarmPointId: null }),
  SET_PRIORITY: () => ({ type: "SET_PRIORITY", priority: null }),
  ADD_TEXT: () => ({ type: "ADD_TEXT", text: "" }),
  DELAY: () => ({ type: "DELAY", minutes: null }),
  SUPPRESS: () => ({ type: "SUPPRESS" }),
  STOP: () => ({ type: "STOP" }),
};

/** A new condition of the type, with its fields empty (a time condition: office hours on working days). */
export function newCondition<T extends RuleConditionType>(type: T): Extract<ConditionDraft, { type: T }> {
  return { key: nextKey(), ...FRESH_CONDITION[type]() } as Extract<ConditionDraft, { type: T }>;
}

export function newAction<T extends RuleActionType>(type: T): Extract<ActionDraft, { type: T }> {
  return { key: nextKey(), ...FRESH_ACTION[type]() } as Extract<ActionDraft, { type: T }>;
}

export function newRuleForm(orgId: number | null): RuleFormValues {
  return { name: "", description: "", enabled: true, orgId, conditions: [], actions: [] };
}

export function ruleFormOf(rule: AlarmRule): RuleFormValues {
  return {
    name: rule.name,
    description: rule.description ?? "",
    enabled: rule.enabled,
    orgId: rule.orgId,
    conditions: rule.conditions.map((condition) =>
      condition.type === "TEXT" ? { ...condition, label: condition.label ?? "", key: nextKey() } : { ...condition, key: nextKey() },
    ),
    actions: rule.actions.map((action) => ({ ...action, key: nextKey() })),
  };
}

/** The conditions as the API takes them (a checked form: every required field is filled). */
export function conditionsOf(values: RuleFormValues): RuleCondition[] {
  return values.conditions.map(({ key: _key, ...condition }): RuleCondition => {
    if (condition.type === "TEXT") return { ...condition, label: condition.field === "LABEL" ? condition.label.trim() : null };
    if (condition.type === "TIME") return { ...condition, weekdays: [...condition.weekdays].sort((a, b) => a - b) };
    return condition;
  });
}

export function actionsOf(values: RuleFormValues): RuleAction[] {
  return values.actions.map(({ key: _key, ...action }): RuleAction => {
    switch (action.type) {
      case "ROUTE":
        return { type: action.type, alarmPointId: action.alarmPointId ?? 0 };
      case "SET_PRIORITY":
        return { type: action.type, priority: action.priority ?? 0 };
      case "ADD_TEXT":
        return { type: action.type, text: action.text.trim() };
      case "DELAY":
        return { type: action.type, minutes: action.minutes ?? 0 };
      default:
        return action;
    }
  });
}

const common = (values: RuleFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  enabled: values.enabled,
  conditions: conditionsOf(values),
  actions: actionsOf(values),
});

export function toCreateRequest(values: RuleFormValues): AlarmRuleCreate {
  return { ...common(values), orgId: values.orgId ?? 0 };
}

export function toUpdateRequest(values: RuleFormValues, rule: Pick<AlarmRule, "id" | "version">): AlarmRuleUpdate {
  return { ...common(values), id: rule.id, version: rule.version };
}

export type RuleDraft = ReturnType<typeof common> & NonNullable<AlarmRuleTest["draft"]>;

/** The unsaved rule tried by POST /alarm-rules/test: in place of the saved one, or after the others when new. */
export function toTestDraft(values: RuleFormValues, ruleId: number | null): RuleDraft {
  return { ...common(values), id: ruleId };
}

const message = (name: string, values?: Record<string, number | string>): FieldMessage => ({ key: `alarmRules.errors.${name}`, ...(values ? { values } : {}) });

function checkCondition(condition: ConditionDraft): Record<string, FieldMessage> {
  const errors: Record<string, FieldMessage> = {};
  switch (condition.type) {
    case "SOURCE":
      if (condition.kinds.length === 0) errors.kinds = message("chooseOne");
      break;
    case "INTEGRATION":
      if (condition.integrationKeyIds.length === 0) errors.integrationKeyIds = message("chooseOne");
      break;
    case "SEVERITY":
      if (condition.severities.length === 0) errors.severities = message("chooseOne");
      break;
    case "TEXT":
      if (condition.field === "LABEL" && !condition.label.trim()) errors.label = message("labelRequired");
      else if (condition.label.trim().length > ALARM_RULE_LIMITS.labelName) errors.label = message("tooLong", { max: ALARM_RULE_LIMITS.labelName });
      if (condition.value.length === 0) errors.value = message("valueRequired");
      else if (condition.value.length > ALARM_RULE_LIMITS.pattern) errors.value = message("tooLong", { max: ALARM_RULE_LIMITS.pattern });
      else if (condition.mode === "REGEX" && !isValidPattern(condition.value)) errors.value = message("invalidPattern");
      break;
    case "TIME":
      if (condition.weekdays.length === 0) errors.weekdays = message("chooseOne");
      if (!CLOCK_TIME.test(condition.from)) errors.from = message("invalidTime");
      if (!CLOCK_TIME.test(condition.to)) errors.to = message("invalidTime");
      break;
  }
  return errors;
}

const outside = (value: number | null, range: { min: number; max: number }) => value === null || value < range.min || value > range.max;

function checkAction(action: ActionDraft): Record<string, FieldMessage> {
  switch (action.type) {
    case "ROUTE":
      return action.alarmPointId === null ? { alarmPointId: message("pointRequired") } : {};
    case "SET_PRIORITY":
      return outside(action.priority, PRIORITY_RANGE) ? { priority: message("between", PRIORITY_RANGE) } : {};
    case "ADD_TEXT":
      if (!action.text.trim()) return { text: message("textRequired") };
      return action.text.trim().length > ALARM_RULE_LIMITS.addedText ? { text: message("tooLong", { max: ALARM_RULE_LIMITS.addedText }) } : {};
    case "DELAY":
      return outside(action.minutes, DELAY_RANGE) ? { minutes: message("between", DELAY_RANGE) } : {};
    default:
      return {};
  }
}

/** The form's own checks: what the server would refuse, said before anything is sent. */
export function checkRuleForm(values: RuleFormValues, mode: "create" | "edit"): RuleFormErrors {
  const errors: RuleFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = message("nameRequired");
  else if (name.length > ALARM_RULE_LIMITS.name) errors.name = message("tooLong", { max: ALARM_RULE_LIMITS.name });
  if (values.description.trim().length > ALARM_RULE_LIMITS.description) errors.description = message("tooLong", { max: ALARM_RULE_LIMITS.description });
  if (mode === "create" && values.orgId === null) errors.orgId = message("organizationRequired");
  if (values.conditions.length > ALARM_RULE_LIMITS.conditions) errors.conditions = message("tooMany", { max: ALARM_RULE_LIMITS.conditions });
  if (values.actions.length === 0) errors.actions = message("actionsRequired");
  else if (values.actions.length > ALARM_RULE_LIMITS.actions) errors.actions = message("tooMany", { max: ALARM_RULE_LIMITS.actions });
  values.conditions.forEach((condition, index) => {
    for (const [field, problem] of Object.entries(checkCondition(condition))) errors[entryField("conditions", index, field)] = problem;
  });
  values.actions.forEach((action, index) => {
    for (const [field, problem] of Object.entries(checkAction(action))) errors[entryField("actions", index, field)] = problem;
  });
  return errors;
}

/** Every input the form can focus on an error, in the order they are shown. */
export function ruleFieldIds(values: RuleFormValues): Record<RuleField, string> {
  const ids: Partial<Record<RuleField, string>> = { name: fieldIdOf("name"), orgId: "alarm-rule-organization", description: fieldIdOf("description") };
  const entries = (list: RuleList, types: readonly { type: RuleConditionType | RuleActionType }[], fields: (type: never) => readonly string[]) =>
    types.forEach(({ type }, index) => {
      for (const field of ["type", ...fields(type as never)]) {
        const path = entryField(list, index, field);
        // A group of checkboxes is focused at its first one.
        ids[path] = field === "weekdays" ? `${fieldIdOf(path)}-1` : fieldIdOf(path);
      }
    });
  ids.conditions = ADD_CONDITION_ID;
  entries("conditions", values.conditions, (type: RuleConditionType) => CONDITION_FIELDS[type]);
  ids.actions = ADD_ACTION_ID;
  entries("actions", values.actions, (type: RuleActionType) => ACTION_FIELDS[type]);
  return ids as Record<RuleField, string>;
}

/** Where a server's problem belongs: the field of a condition or action shown, else its type, else the list. */
export function fieldOfProblem(path: string, values: RuleFormValues): RuleField | undefined {
  if (path === "name" || path === "description" || path === "orgId" || path === "conditions" || path === "actions") return path;
  const match = /^(conditions|actions)\.(\d+)(?:\.([A-Za-z]+))?/.exec(path);
  if (!match) return undefined;
  const list = match[1] as RuleList;
  const index = Number(match[2]);
  const entry = values[list][index];
  if (!entry) return list;
  const fields = list === "conditions" ? CONDITION_FIELDS[entry.type as RuleConditionType] : ACTION_FIELDS[entry.type as RuleActionType];
  return entryField(list, index, match[3] && fields.includes(match[3]) ? match[3] : "type");
}

function messageOfProblem(problem: FieldProblem): FieldMessage {
  switch (problem.code) {
    case "INVALID_PATTERN":
      return message("invalidPattern");
    case "UNSUPPORTED_PATTERN":
      return message("unsupportedPattern");
    case "TOO_MANY_PATTERNS":
      return message("tooManyPatterns", { max: ALARM_RULE_LIMITS.regexConditionsPerLine });
    case "UNKNOWN_INTEGRATION_KEY":
      return message("unknownKey");
    default:
      return { text: problem.message };
  }
}

/** The server's field problems under the editor's fields; `null` when one belongs to no field here. */
export function serverRuleErrors(details: readonly FieldProblem[], values: RuleFormValues): RuleFormErrors | null {
  if (details.length === 0) return null;
  const errors: RuleFormErrors = {};
  for (const problem of details) {
    const field = fieldOfProblem(problem.field, values);
    if (!field) return null;
    errors[field] ??= messageOfProblem(problem);
  }
  return errors;
}

/** A test's refusal split: problems of the draft (renamed as the form's fields), of the sample event, and the rest. */
export function splitTestProblems(details: readonly FieldProblem[]) {
  const under = (prefix: string) =>
    details.filter((problem) => problem.field.startsWith(`${prefix}.`)).map((problem) => ({ ...problem, field: problem.field.slice(prefix.length + 1) }));
  return { draft: under("draft"), event: under("event"), other: details.filter((problem) => !/^(draft|event)\./.test(problem.field)) };
}
