import { GROUPING_LIMITS, type GroupingRule } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import {
  checkRuleForm,
  fieldOfProblem,
  newPart,
  newRuleForm,
  ruleFieldIds,
  ruleFormOf,
  serverRuleErrors,
  toCreateRequest,
  toUpdateRequest,
  type GroupingRuleFormValues,
} from "./rule-form";

const rule: GroupingRule = {
  id: 5,
  orgId: 3,
  orgName: "Plant",
  name: "Disks per host",
  enabled: true,
  alarmPointIds: [11, 12],
  integrationKeyIds: [],
  groupBy: [
    { field: "LABEL", label: "host", pattern: null },
    { field: "TEXT", label: null, pattern: "disk (\\w+) full" },
  ],
  windowMinutes: 30,
  openIncidents: 2,
  version: 4,
};

const form = (values: Partial<GroupingRuleFormValues>): GroupingRuleFormValues => ({ ...newRuleForm(3), name: "Disks", ...values });
const part = (field: Parameters<typeof newPart>[0], values: { label?: string; pattern?: string } = {}) => ({ ...newPart(field), ...values });

describe("grouping rule form", () => {
  it("starts a new rule grouping by alarm point within ten minutes, and asks for a name and an organization", () => {
    const fresh = newRuleForm(null);
    expect(fresh.groupBy.map((draft) => draft.field)).toEqual(["ALARM_POINT"]);
    expect(fresh.windowMinutes).toBe(10);
    expect(checkRuleForm(fresh, "create")).toEqual({
      name: { key: "groupingRules.errors.nameRequired" },
      orgId: { key: "groupingRules.errors.organizationRequired" },
    });
    expect(checkRuleForm(form({}), "create")).toEqual({});
    // An existing rule keeps its organization: the form does not ask for one.
    expect(checkRuleForm({ ...fresh, name: "x" }, "edit")).toEqual({});
  });

  it("checks each part at its own input: a label's name, a pattern that compiles", () => {
    const values = form({
      groupBy: [part("LABEL"), part("TEXT"), part("TEXT", { pattern: "disk (full" }), part("TEXT", { pattern: "x".repeat(GROUPING_LIMITS.pattern + 1) })],
      windowMinutes: null,
    });
    expect(checkRuleForm(values, "edit")).toEqual({
      "groupBy.0.label": { key: "groupingRules.errors.labelRequired" },
      "groupBy.1.pattern": { key: "groupingRules.errors.patternRequired" },
      "groupBy.2.pattern": { key: "groupingRules.errors.invalidPattern" },
      "groupBy.3.pattern": { key: "groupingRules.errors.tooLong", values: { max: GROUPING_LIMITS.pattern } },
      windowMinutes: { key: "groupingRules.errors.between", values: { min: 1, max: 1440 } },
    });
    // A label or pattern left over from another field counts for nothing.
    expect(checkRuleForm(form({ groupBy: [part("SOURCE", { pattern: "(" })] }), "edit")).toEqual({});
  });

  it("keeps to the server's limits", () => {
    const values = form({
      name: "n".repeat(GROUPING_LIMITS.name + 1),
      groupBy: Array.from({ length: GROUPING_LIMITS.fields + 1 }, () => part("ORGANIZATION")),
      integrationKeyIds: Array.from({ length: GROUPING_LIMITS.integrationKeys + 1 }, (_key, index) => index + 1),
      windowMinutes: 1441,
    });
    expect(Object.keys(checkRuleForm(values, "edit")).sort()).toEqual(["groupBy", "integrationKeyIds", "name", "windowMinutes"]);
    expect(checkRuleForm(form({ windowMinutes: 1440 }), "edit")).toEqual({});
    expect(checkRuleForm(form({ windowMinutes: 0 }), "edit").windowMinutes).toBeDefined();
  });

  it("sends a label only for LABEL and a pattern only for TEXT, the name trimmed", () => {
    const values = form({
      name: "  Disks  ",
      groupBy: [
        part("LABEL", { label: " host ", pattern: "stale" }),
        part("TEXT", { label: "stale", pattern: " (\\w+) " }),
        part("ALARM_PLAN", { label: "x" }),
      ],
      alarmPointIds: [4],
    });
    expect(toCreateRequest(values)).toEqual({
      name: "Disks",
      enabled: true,
      orgId: 3,
      alarmPointIds: [4],
      integrationKeyIds: [],
      groupBy: [
        { field: "LABEL", label: "host", pattern: null },
        { field: "TEXT", label: null, pattern: " (\\w+) " },
        { field: "ALARM_PLAN", label: null, pattern: null },
      ],
      windowMinutes: 10,
    });
  });

  it("edits a saved rule and sends it back unchanged with its version", () => {
    const values = ruleFormOf(rule);
    expect(values.groupBy.map(({ field, label, pattern }) => ({ field, label, pattern }))).toEqual([
      { field: "LABEL", label: "host", pattern: "" },
      { field: "TEXT", label: "", pattern: "disk (\\w+) full" },
    ]);
    const { orgId: _orgId, orgName: _orgName, openIncidents: _open, ...sent } = rule;
    expect(toUpdateRequest(values, rule)).toEqual(sent);
  });

  it("focuses the inputs in the order they are shown", () => {
    const ids = ruleFieldIds(form({ groupBy: [part("TEXT")] }));
    expect(Object.keys(ids)).toEqual([
      "name",
      "orgId",
      "alarmPointIds",
      "integrationKeyIds",
      "groupBy",
      "groupBy.0.field",
      "groupBy.0.label",
      "groupBy.0.pattern",
      "windowMinutes",
    ]);
    expect(ids["groupBy.0.pattern"]).toBe("grouping-rule-groupBy-0-pattern");
  });
});

describe("the server's problems on the form", () => {
  const values = form({ groupBy: [part("TEXT", { pattern: "a(?=b)" }), part("LABEL", { label: "host" })] });

  it("places a problem at the part's input it names, or at the part's field when that input is not shown", () => {
    expect(fieldOfProblem("groupBy.0.pattern", values)).toBe("groupBy.0.pattern");
    expect(fieldOfProblem("groupBy.1.label", values)).toBe("groupBy.1.label");
    expect(fieldOfProblem("groupBy.1.pattern", values)).toBe("groupBy.1.field");
    expect(fieldOfProblem("groupBy.1", values)).toBe("groupBy.1.field");
    expect(fieldOfProblem("groupBy.7.pattern", values)).toBe("groupBy");
    expect(fieldOfProblem("alarmPointIds.2", values)).toBe("alarmPointIds");
    expect(fieldOfProblem("version", values)).toBeUndefined();
  });

  it("says the codes it knows in the user's language, the rest in the server's words", () => {
    expect(
      serverRuleErrors(
        [
          { field: "groupBy.0.pattern", message: "not a valid regular expression", code: "INVALID_PATTERN" },
          { field: "groupBy.1.label", message: "required", code: "REQUIRED" },
          { field: "alarmPointIds", message: "Unknown alarm points: 9", code: "UNKNOWN_ALARM_POINT" },
          { field: "integrationKeyIds", message: "Unknown integration keys: 4", code: "UNKNOWN_INTEGRATION_KEY" },
          { field: "windowMinutes", message: "Too big", code: "TOO_BIG" },
        ],
        values,
      ),
    ).toEqual({
      "groupBy.0.pattern": { key: "groupingRules.errors.invalidPattern" },
      "groupBy.1.label": { key: "groupingRules.errors.labelRequired" },
      alarmPointIds: { key: "groupingRules.errors.unknownPoint" },
      integrationKeyIds: { key: "groupingRules.errors.unknownKey" },
      windowMinutes: { text: "Too big" },
    });
    // A pattern JavaScript compiles but RE2 cannot run (lookahead) is refused by the server alone.
    expect(serverRuleErrors([{ field: "groupBy.0.pattern", message: "not supported", code: "UNSUPPORTED_PATTERN" }], values)).toEqual({
      "groupBy.0.pattern": { key: "groupingRules.errors.unsupportedPattern" },
    });
  });

  it("leaves a problem of no field here (or none) to the failure toast", () => {
    expect(serverRuleErrors([], values)).toBeNull();
    expect(serverRuleErrors([{ field: "version", message: "stale", code: "CONFLICT" }], values)).toBeNull();
  });
});
