import { ALARM_RULE_LIMITS, type AlarmRule } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import {
  checkRuleForm,
  fieldOfProblem,
  newAction,
  newCondition,
  newRuleForm,
  ruleFieldIds,
  ruleFormOf,
  serverRuleErrors,
  splitTestProblems,
  toCreateRequest,
  toTestDraft,
  toUpdateRequest,
  type RuleFormValues,
} from "./rule-form-model";

const rule: AlarmRule = {
  id: 7,
  type: "ALARM_RULE",
  orgId: 3,
  orgName: "Plant",
  name: "Storage team",
  description: null,
  enabled: true,
  position: 2,
  conditions: [
    { type: "TEXT", field: "LABEL", label: "team", mode: "EQUALS", value: "storage", caseSensitive: false, negate: false },
    { type: "TIME", weekdays: [1, 2, 3, 4, 5], from: "18:00", to: "06:00", holidays: "EXCLUDE" },
  ],
  actions: [{ type: "ROUTE", alarmPointId: 12 }, { type: "STOP" }],
  routedPoints: [{ id: 12, name: "Storage on call" }],
  regexTimeouts: 0,
  lastRegexTimeoutAt: null,
  version: 4,
};

const withEntries = (values: Partial<RuleFormValues>): RuleFormValues => ({ ...newRuleForm(3), name: "Disk", ...values });

describe("alarm rule form", () => {
  it("asks for a name, an organization and an action", () => {
    expect(checkRuleForm(newRuleForm(null), "create")).toEqual({
      name: { key: "alarmRules.errors.nameRequired" },
      orgId: { key: "alarmRules.errors.organizationRequired" },
      actions: { key: "alarmRules.errors.actionsRequired" },
    });
    expect(checkRuleForm(withEntries({ actions: [newAction("SUPPRESS")] }), "create")).toEqual({});
  });

  it("checks each condition and action at its own field", () => {
    const text = { ...newCondition("TEXT"), field: "LABEL" as const, mode: "REGEX" as const, value: "disk (full" };
    const time = { ...newCondition("TIME"), weekdays: [], from: "8:00", to: "24:00" };
    const values = withEntries({
      conditions: [newCondition("SOURCE"), text, time],
      actions: [newAction("ROUTE"), { ...newAction("SET_PRIORITY"), priority: 10 }, newAction("ADD_TEXT"), { ...newAction("DELAY"), minutes: 1440 }],
    });
    expect(checkRuleForm(values, "edit")).toEqual({
      "conditions.0.kinds": { key: "alarmRules.errors.chooseOne" },
      "conditions.1.label": { key: "alarmRules.errors.labelRequired" },
      "conditions.1.value": { key: "alarmRules.errors.invalidPattern" },
      "conditions.2.weekdays": { key: "alarmRules.errors.chooseOne" },
      "conditions.2.from": { key: "alarmRules.errors.invalidTime" },
      "conditions.2.to": { key: "alarmRules.errors.invalidTime" },
      "actions.0.alarmPointId": { key: "alarmRules.errors.pointRequired" },
      "actions.1.priority": { key: "alarmRules.errors.between", values: { min: 1, max: 9 } },
      "actions.2.text": { key: "alarmRules.errors.textRequired" },
    });
  });

  it("reads a rule and sends it back as the API takes it", () => {
    const values = ruleFormOf(rule);
    expect(values.conditions[0]).toMatchObject({ type: "TEXT", label: "team" });
    expect(new Set([...values.conditions, ...values.actions].map((entry) => entry.key)).size).toBe(4);
    const update = toUpdateRequest({ ...values, name: " Storage ", description: "  " }, rule);
    expect(update).toEqual({ id: 7, version: 4, name: "Storage", description: null, enabled: true, conditions: rule.conditions, actions: rule.actions });
    const summary = { ...newCondition("TEXT"), label: "left over", value: "x" };
    expect(toCreateRequest(withEntries({ conditions: [summary], actions: [{ ...newAction("ADD_TEXT"), text: " see runbook " }] }))).toEqual({
      name: "Disk",
      description: null,
      enabled: true,
      orgId: 3,
      conditions: [{ type: "TEXT", field: "SUMMARY", label: null, mode: "CONTAINS", value: "x", caseSensitive: false, negate: false }],
      actions: [{ type: "ADD_TEXT", text: "see runbook" }],
    });
    expect(toTestDraft(values, 7)).toMatchObject({ id: 7, name: "Storage team", actions: rule.actions });
  });

  it("names an input for every field the form can focus, in the order shown", () => {
    const ids = ruleFieldIds(ruleFormOf(rule));
    expect(Object.keys(ids)).toEqual([
      "name",
      "orgId",
      "description",
      "conditions",
      "conditions.0.type",
      "conditions.0.field",
      "conditions.0.label",
      "conditions.0.mode",
      "conditions.0.value",
      "conditions.1.type",
      "conditions.1.weekdays",
      "conditions.1.from",
      "conditions.1.to",
      "conditions.1.holidays",
      "actions",
      "actions.0.type",
      "actions.0.alarmPointId",
      "actions.1.type",
    ]);
    expect(ids["conditions.0.value"]).toBe("alarm-rule-conditions-0-value");
    expect(ids["conditions.1.weekdays"]).toBe("alarm-rule-conditions-1-weekdays-1");
  });

  it("places the server's problems at the field they name, else at the entry's type or the list", () => {
    const values = ruleFormOf(rule);
    expect(fieldOfProblem("actions.0.alarmPointId", values)).toBe("actions.0.alarmPointId");
    expect(fieldOfProblem("conditions.1.weekdays.2", values)).toBe("conditions.1.weekdays");
    expect(fieldOfProblem("conditions.0.kinds", values)).toBe("conditions.0.type");
    expect(fieldOfProblem("actions.5.text", values)).toBe("actions");
    expect(fieldOfProblem("version", values)).toBeUndefined();
    expect(
      serverRuleErrors(
        [
          { field: "conditions.0.value", message: "not a valid regular expression", code: "INVALID_PATTERN" },
          { field: "actions.0.alarmPointId", message: "Alarm point 12 is deleted", code: "UNKNOWN_ALARM_POINT" },
        ],
        values,
      ),
    ).toEqual({ "conditions.0.value": { key: "alarmRules.errors.invalidPattern" }, "actions.0.alarmPointId": { text: "Alarm point 12 is deleted" } });
    expect(
      serverRuleErrors(
        [
          {
            field: "conditions.0.value",
            message: "not supported by the regular expression engine (RE2 syntax): invalid escape sequence",
            code: "UNSUPPORTED_PATTERN",
          },
          { field: "conditions", message: "at most 100 regular expression conditions", code: "TOO_MANY_PATTERNS" },
        ],
        values,
      ),
    ).toEqual({
      "conditions.0.value": { key: "alarmRules.errors.unsupportedPattern" },
      conditions: { key: "alarmRules.errors.tooManyPatterns", values: { max: ALARM_RULE_LIMITS.regexConditionsPerLine } },
    });
    expect(serverRuleErrors([{ field: "somethingElse", message: "x" }], values)).toBeNull();
  });

  it("splits a test's problems into the draft's, the event's and the rest", () => {
    expect(
      splitTestProblems([
        { field: "draft.actions.0.priority", message: "Too big" },
        { field: "event.integrationKeyId", message: "Unknown integration key: 9" },
        { field: "orgId", message: "x" },
      ]),
    ).toEqual({
      draft: [{ field: "actions.0.priority", message: "Too big" }],
      event: [{ field: "integrationKeyId", message: "Unknown integration key: 9" }],
      other: [{ field: "orgId", message: "x" }],
    });
  });
});
