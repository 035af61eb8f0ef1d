import {
  GROUPING_LIMITS,
  isValidPattern,
  type GroupingField,
  type GroupingKeyPart,
  type GroupingRule,
  type GroupingRuleCreate,
  type GroupingRuleUpdate,
} from "@alarm/contract";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";

/** One field the alarms must share, as the editor holds it: `label` counts for LABEL only, `pattern` for TEXT only. */
export interface PartDraft {
  /** Tells the parts apart while they are added and removed; not sent. */
  key: number;
  field: GroupingField;
  label: string;
  pattern: string;
}

export interface GroupingRuleFormValues {
  name: string;
  enabled: boolean;
  orgId: number | null;
  alarmPointIds: number[];
  integrationKeyIds: number[];
  groupBy: PartDraft[];
  /** Empty until a number is typed. */
  windowMinutes: number | null;
}

export const PART_INPUTS = ["field", "label", "pattern"] as const;
export type PartInput = (typeof PART_INPUTS)[number];
/** An input of one part, as the server names it: `groupBy.0.pattern`. */
export type PartField = `groupBy.${number}.${PartInput}`;
export type RuleField = "name" | "orgId" | "alarmPointIds" | "integrationKeyIds" | "groupBy" | "windowMinutes" | PartField;
export type RuleFormErrors = Partial<Record<RuleField, FieldMessage>>;

export const WINDOW_RANGE = { min: 1, max: GROUPING_LIMITS.windowMinutes } as const;
export const DEFAULT_WINDOW_MINUTES = 10;

export const partField = (index: number, input: PartInput): PartField => `groupBy.${index}.${input}`;
/** The id of an input: `grouping-rule-name`, `grouping-rule-groupBy-0-pattern`. */
export const fieldIdOf = (field: RuleField) => `grouping-rule-${field.replaceAll(".", "-")}`;
export const ADD_PART_ID = "grouping-rule-add-part";

let lastKey = 0;

export function newPart(field: GroupingField): PartDraft {
  return { key: ++lastKey, field, label: "", pattern: "" };
}

/** A new rule groups the alarms of each alarm point, within the server's default window. */
export function newRuleForm(orgId: number | null): GroupingRuleFormValues {
  return {
    name: "",
    enabled: true,
    orgId,
    alarmPointIds: [],
    integrationKeyIds: [],
    groupBy: [newPart("ALARM_POINT")],
    windowMinutes: DEFAULT_WINDOW_MINUTES,
  };
}

export function ruleFormOf(rule: GroupingRule): GroupingRuleFormValues {
  return {
    name: rule.name,
    enabled: rule.enabled,
    orgId: rule.orgId,
    alarmPointIds: rule.alarmPointIds,
    integrationKeyIds: rule.integrationKeyIds,
    groupBy: rule.groupBy.map((part) => ({ ...newPart(part.field), label: part.label ?? "", pattern: part.pattern ?? "" })),
    windowMinutes: rule.windowMinutes,
  };
}

/** The parts as the API takes them: a label only for LABEL, a pattern only for TEXT. */
export function partsOf(values: GroupingRuleFormValues): GroupingKeyPart[] {
  return values.groupBy.map(({ field, label, pattern }) => ({
    field,
    label: field === "LABEL" ? label.trim() : null,
    pattern: field === "TEXT" ? pattern : null,
  }));
}

const common = (values: GroupingRuleFormValues) => ({
  name: values.name.trim(),
  enabled: values.enabled,
  alarmPointIds: values.alarmPointIds,
  integrationKeyIds: values.integrationKeyIds,
  groupBy: partsOf(values),
  windowMinutes: values.windowMinutes ?? DEFAULT_WINDOW_MINUTES,
});

export function toCreateRequest(values: GroupingRuleFormValues): GroupingRuleCreate {
  return { ...common(values), orgId: values.orgId ?? 0 };
}

export function toUpdateRequest(values: GroupingRuleFormValues, rule: Pick<GroupingRule, "id" | "version">): GroupingRuleUpdate {
  return { ...common(values), id: rule.id, version: rule.version };
}

const message = (name: string, values?: Record<string, number | string>): FieldMessage => ({
  key: `groupingRules.errors.${name}`,
  ...(values ? { values } : {}),
});

function checkPart(part: PartDraft): Partial<Record<PartInput, FieldMessage>> {
  if (part.field === "LABEL") {
    const label = part.label.trim();
    if (!label) return { label: message("labelRequired") };
    return label.length > GROUPING_LIMITS.labelName ? { label: message("tooLong", { max: GROUPING_LIMITS.labelName }) } : {};
  }
  if (part.field === "TEXT") {
    if (!part.pattern) return { pattern: message("patternRequired") };
    if (part.pattern.length > GROUPING_LIMITS.pattern) return { pattern: message("tooLong", { max: GROUPING_LIMITS.pattern }) };
    return isValidPattern(part.pattern) ? {} : { pattern: message("invalidPattern") };
  }
  return {};
}

const outside = (value: number | null, range: { min: number; max: number }) => value === null || value < range.min || value > range.max;

/** The form's own checks: what the server would refuse, said before anything is sent. */
export function checkRuleForm(values: GroupingRuleFormValues, mode: "create" | "edit"): RuleFormErrors {
  const errors: RuleFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = message("nameRequired");
  else if (name.length > GROUPING_LIMITS.name) errors.name = message("tooLong", { max: GROUPING_LIMITS.name });
  if (mode === "create" && values.orgId === null) errors.orgId = message("organizationRequired");
  if (values.alarmPointIds.length > GROUPING_LIMITS.alarmPoints) errors.alarmPointIds = message("tooMany", { max: GROUPING_LIMITS.alarmPoints });
  if (values.integrationKeyIds.length > GROUPING_LIMITS.integrationKeys) {
    errors.integrationKeyIds = message("tooMany", { max: GROUPING_LIMITS.integrationKeys });
  }
  if (values.groupBy.length > GROUPING_LIMITS.fields) errors.groupBy = message("tooMany", { max: GROUPING_LIMITS.fields });
  values.groupBy.forEach((part, index) => {
    for (const [input, problem] of Object.entries(checkPart(part))) errors[partField(index, input as PartInput)] = problem;
  });
  if (outside(values.windowMinutes, WINDOW_RANGE)) errors.windowMinutes = message("between", WINDOW_RANGE);
  return errors;
}

/** Every input the form can focus on an error, in the order they are shown. */
export function ruleFieldIds(values: GroupingRuleFormValues): Record<RuleField, string> {
  const ids: Partial<Record<RuleField, string>> = {
    name: fieldIdOf("name"),
    orgId: "grouping-rule-organization",
    alarmPointIds: fieldIdOf("alarmPointIds"),
    integrationKeyIds: fieldIdOf("integrationKeyIds"),
    groupBy: ADD_PART_ID,
  };
  values.groupBy.forEach((_part, index) => {
    for (const input of PART_INPUTS) ids[partField(index, input)] = fieldIdOf(partField(index, input));
  });
  ids.windowMinutes = fieldIdOf("windowMinutes");
  return ids as Record<RuleField, string>;
}

const TOP_FIELDS = ["name", "orgId", "alarmPointIds", "integrationKeyIds", "groupBy", "windowMinutes"] as const;

/** Where a server's problem belongs: a part's input (its field when the input is not shown), else a field of the rule. */
export function fieldOfProblem(path: string, values: GroupingRuleFormValues): RuleField | undefined {
  const part = /^groupBy\.(\d+)(?:\.(\w+))?/.exec(path);
  if (part) {
    const index = Number(part[1]);
    const draft = values.groupBy[index];
    if (!draft) return "groupBy";
    const input = part[2] as PartInput | undefined;
    const shown = input === "label" ? draft.field === "LABEL" : input === "pattern" ? draft.field === "TEXT" : false;
    return partField(index, shown && input ? input : "field");
  }
  // An element of a list (alarmPointIds.3) belongs to the list.
  const top = path.split(".")[0];
  return TOP_FIELDS.find((field) => field === top);
}

function messageOfProblem(problem: FieldProblem, field: RuleField): FieldMessage {
  switch (problem.code) {
    case "INVALID_PATTERN":
      return message("invalidPattern");
    case "UNSUPPORTED_PATTERN":
      return message("unsupportedPattern");
    case "UNKNOWN_ALARM_POINT":
      return message("unknownPoint");
    case "UNKNOWN_INTEGRATION_KEY":
      return message("unknownKey");
    case "REQUIRED":
      if (field.endsWith(".label")) return message("labelRequired");
      if (field.endsWith(".pattern")) return message("patternRequired");
      if (field === "name") return message("nameRequired");
      return { text: problem.message };
    default:
      return { text: problem.message };
  }
}

/** The server's field problems under the editor's fields, in the user's language where known; `null` when one belongs to no field here. */
export function serverRuleErrors(details: readonly FieldProblem[], values: GroupingRuleFormValues): RuleFormErrors | null {
  if (details.length === 0) return null;
  const errors: RuleFormErrors = {};
  for (const problem of details) {
    const field = fieldOfProblem(problem.field, values);
    if (!field) return null;
    errors[field] ??= messageOfProblem(problem, field);
  }
  return errors;
}
