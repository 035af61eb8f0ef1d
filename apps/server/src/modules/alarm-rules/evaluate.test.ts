import { ruleAction, ruleCondition, type RuleAction, type RuleCondition } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { type EvaluatedRule, evaluateRules, type LocalArrival, type RuleEvent } from "./evaluate.js";
import { localClock } from "./local-arrival.js";
import { PatternRunner } from "./pattern-runner.js";

const patterns = new PatternRunner();
const MONDAY_NOON: LocalArrival = { weekday: 1, minutes: 12 * 60, holiday: false, holidayYesterday: false };
const event = (change: Partial<RuleEvent> = {}): RuleEvent => ({
  kind: "ALERTMANAGER",
  integrationKeyId: 7,
  summary: "Disk full on db-1",
  severity: "warning",
  labels: { host: "db-1", team: "storage" },
  local: MONDAY_NOON,
  ...change,
});
let sequence = 0;
/** A rule as stored: conditions and actions through the contract's schemas, defaults filled. */
const rule = (conditions: object[], actions: object[], change: Partial<EvaluatedRule> = {}): EvaluatedRule => ({
  id: ++sequence,
  name: `rule ${sequence}`,
  enabled: true,
  conditions: conditions.map((condition) => ruleCondition.parse(condition) as RuleCondition),
  actions: actions.map((action) => ruleAction.parse(action) as RuleAction),
  ...change,
});
const run = (rules: EvaluatedRule[], on = event()) => evaluateRules(rules, on, 100, patterns);
const matches = async (condition: object, on = event()) => (await run([rule([condition], [{ type: "STOP" }])], on)).traces[0]!.outcome === "MATCHED";

describe("alarm rule conditions", () => {
  it("source, integration key and severity match by membership", async () => {
    expect(await matches({ type: "SOURCE", kinds: ["ALERTMANAGER", "GRAFANA"] })).toBe(true);
    expect(await matches({ type: "SOURCE", kinds: ["EMAIL"] })).toBe(false);
    expect(await matches({ type: "INTEGRATION", integrationKeyIds: [7] })).toBe(true);
    expect(await matches({ type: "INTEGRATION", integrationKeyIds: [8] })).toBe(false);
    expect(await matches({ type: "SEVERITY", severities: ["warning", "info"] })).toBe(true);
    expect(await matches({ type: "SEVERITY", severities: ["critical"] })).toBe(false);
    expect(await matches({ type: "SEVERITY", severities: ["info"] }, event({ severity: null }))).toBe(false);
  });

  it("text: contains, equals and regular expressions on the summary or a label, case and negation", async () => {
    expect(await matches({ type: "TEXT", field: "SUMMARY", mode: "CONTAINS", value: "DISK FULL" })).toBe(true);
    expect(await matches({ type: "TEXT", field: "SUMMARY", mode: "CONTAINS", value: "DISK FULL", caseSensitive: true })).toBe(false);
    expect(await matches({ type: "TEXT", field: "SUMMARY", mode: "EQUALS", value: "disk full" })).toBe(false);
    expect(await matches({ type: "TEXT", field: "LABEL", label: "host", mode: "EQUALS", value: "DB-1" })).toBe(true);
    expect(await matches({ type: "TEXT", field: "LABEL", label: "host", mode: "REGEX", value: "^db-\\d+$" })).toBe(true);
    expect(await matches({ type: "TEXT", field: "LABEL", label: "host", mode: "REGEX", value: "^web" })).toBe(false);
    expect(await matches({ type: "TEXT", field: "LABEL", label: "team", mode: "CONTAINS", value: "network", negate: true })).toBe(true);
    // A label the event lacks: no text to match, so only a negated condition holds.
    expect(await matches({ type: "TEXT", field: "LABEL", label: "rack", mode: "CONTAINS", value: "a" })).toBe(false);
    expect(await matches({ type: "TEXT", field: "LABEL", label: "rack", mode: "CONTAINS", value: "a", negate: true })).toBe(true);
  });

  it("runs a regular expression that would backtrack for ages in linear time: an answer, no time-out", async () => {
    const nested = (summary: string) =>
      run([rule([{ type: "TEXT", field: "SUMMARY", mode: "REGEX", value: "^(a+)+$" }], [{ type: "SUPPRESS" }])], event({ summary }));
    const failing = await nested(`${"a".repeat(40)}!`);
    expect(failing.traces[0]).toMatchObject({ outcome: "NOT_MATCHED", conditions: [{ type: "TEXT", held: false, timedOut: false }] });
    expect(failing.timedOutRuleIds).toEqual([]);
    expect((await nested("a".repeat(40))).outcome.suppressedBy).not.toBeNull();
  });

  it("counts the patterns the time budget did not reach, and a stored one that no longer compiles, as no match and names their rules", async () => {
    // No time at all: the first pattern runs, the worker answers before the next.
    const hurried = new PatternRunner({ budgetMs: 0, graceMs: 60_000 });
    const first = rule([{ type: "TEXT", field: "SUMMARY", mode: "REGEX", value: "^disk" }], [{ type: "ADD_TEXT", text: "first" }]);
    const late = rule([{ type: "TEXT", field: "SUMMARY", mode: "REGEX", value: "^disk" }], [{ type: "SUPPRESS" }]);
    // Negated, a time-out still holds nothing back: it is no match either way.
    const negated = rule([{ type: "TEXT", field: "SUMMARY", mode: "REGEX", value: "^cpu", negate: true }], [{ type: "SUPPRESS" }]);
    const result = await evaluateRules([first, late, negated], event(), 100, hurried);
    expect(result.traces.map((trace) => trace.conditions[0])).toEqual([
      { type: "TEXT", held: true, timedOut: false },
      { type: "TEXT", held: false, timedOut: true },
      { type: "TEXT", held: false, timedOut: true },
    ]);
    expect(result.timedOutRuleIds).toEqual([late.id, negated.id]);
    expect(result.outcome).toMatchObject({ addedTexts: ["first"], suppressedBy: null });
    await hurried.stop();

    const lookahead = rule([{ type: "TEXT", field: "SUMMARY", mode: "REGEX", value: "(?=disk)" }], [{ type: "SUPPRESS" }]);
    const stale = await run([lookahead]);
    expect(stale.traces[0]).toMatchObject({ outcome: "NOT_MATCHED", conditions: [{ held: false, timedOut: true }] });
    expect(stale.timedOutRuleIds).toEqual([lookahead.id]);
  });

  it("time of day on weekdays, across midnight, and holidays excluded or alone", async () => {
    const officeHours = { type: "TIME", weekdays: [1, 2, 3, 4, 5], from: "08:00", to: "17:00" };
    expect(await matches(officeHours)).toBe(true);
    expect(await matches(officeHours, event({ local: { ...MONDAY_NOON, minutes: 17 * 60 } }))).toBe(false);
    expect(await matches(officeHours, event({ local: { ...MONDAY_NOON, weekday: 6 } }))).toBe(false);
    expect(await matches({ ...officeHours, holidays: "EXCLUDE" }, event({ local: { ...MONDAY_NOON, holiday: true } }))).toBe(false);
    expect(await matches({ ...officeHours, holidays: "ONLY" }, event({ local: { ...MONDAY_NOON, holiday: true } }))).toBe(true);
    expect(await matches({ ...officeHours, holidays: "ONLY" })).toBe(false);
    // Friday's night shift runs into Saturday morning; Saturday's own evening is not in it.
    const fridayNight = { type: "TIME", weekdays: [5], from: "22:00", to: "06:00" };
    expect(await matches(fridayNight, event({ local: { ...MONDAY_NOON, weekday: 5, minutes: 23 * 60 } }))).toBe(true);
    expect(await matches(fridayNight, event({ local: { ...MONDAY_NOON, weekday: 6, minutes: 5 * 60 } }))).toBe(true);
    expect(await matches(fridayNight, event({ local: { ...MONDAY_NOON, weekday: 6, minutes: 23 * 60 } }))).toBe(false);
    expect(await matches({ ...fridayNight, holidays: "EXCLUDE" }, event({ local: { weekday: 6, minutes: 60, holiday: false, holidayYesterday: true } }))).toBe(
      false,
    );
    expect(await matches({ type: "TIME", weekdays: [1], from: "00:00", to: "00:00" }, event({ local: { ...MONDAY_NOON, minutes: 0 } }))).toBe(true);
  });

  it("reads the arrival in the organization's zone", async () => {
    // 2026-11-27 23:30 UTC is Saturday 00:30 in Prague.
    expect(localClock(new Date("2026-11-27T23:30:00Z"), "Europe/Prague")).toEqual({ date: "2026-11-28", weekday: 6, minutes: 30 });
    expect(localClock(new Date("2026-11-27T23:30:00Z"), "America/New_York")).toEqual({ date: "2026-11-27", weekday: 5, minutes: 18 * 60 + 30 });
  });
});

describe("alarm rule actions and order", () => {
  it("applies matching rules in order: later settings win, texts add up", async () => {
    const rules = [
      rule(
        [{ type: "SOURCE", kinds: ["ALERTMANAGER"] }],
        [
          { type: "ROUTE", alarmPointId: 200 },
          { type: "ADD_TEXT", text: "first" },
          { type: "SET_PRIORITY", priority: 3 },
        ],
      ),
      rule([{ type: "SEVERITY", severities: ["critical"] }], [{ type: "SET_PRIORITY", priority: 1 }]),
      rule(
        [],
        [
          { type: "ADD_TEXT", text: "second" },
          { type: "SET_PRIORITY", priority: 2 },
          { type: "DELAY", minutes: 15 },
        ],
      ),
    ];
    const result = await run(rules);
    expect(result.traces.map((trace) => trace.outcome)).toEqual(["MATCHED", "NOT_MATCHED", "MATCHED"]);
    expect(result.outcome).toEqual({ alarmPointId: 200, priority: 2, addedTexts: ["first", "second"], delayMinutes: 15, suppressedBy: null, stoppedBy: null });
  });

  it("STOP ends the evaluation after the rule's own actions; SUPPRESS too, and skips what follows it", async () => {
    const stopping = rule([], [{ type: "ADD_TEXT", text: "kept" }, { type: "STOP" }, { type: "ADD_TEXT", text: "never" }]);
    const after = rule([], [{ type: "SUPPRESS" }]);
    const stopped = await run([stopping, after]);
    expect(stopped.traces.map((trace) => trace.outcome)).toEqual(["MATCHED", "NOT_REACHED"]);
    expect(stopped.outcome).toMatchObject({ addedTexts: ["kept"], stoppedBy: stopping.name, suppressedBy: null });

    const suppressing = rule([{ type: "SEVERITY", severities: ["warning"] }], [{ type: "SUPPRESS" }, { type: "ADD_TEXT", text: "never" }]);
    const suppressed = await run([suppressing, rule([], [{ type: "ROUTE", alarmPointId: 5 }])]);
    expect(suppressed.outcome).toMatchObject({ suppressedBy: suppressing.name, addedTexts: [], alarmPointId: 100 });
    expect(suppressed.traces[1]!.outcome).toBe("NOT_REACHED");
  });

  it("skips disabled rules, and a rule's conditions must all hold", async () => {
    const disabled = rule([], [{ type: "SUPPRESS" }], { enabled: false });
    const both = rule(
      [
        { type: "SOURCE", kinds: ["ALERTMANAGER"] },
        { type: "SEVERITY", severities: ["critical"] },
      ],
      [{ type: "SUPPRESS" }],
    );
    const result = await run([disabled, both]);
    expect(result.traces).toEqual([
      { ruleId: disabled.id, name: disabled.name, outcome: "DISABLED", conditions: [] },
      {
        ruleId: both.id,
        name: both.name,
        outcome: "NOT_MATCHED",
        conditions: [
          { type: "SOURCE", held: true, timedOut: false },
          { type: "SEVERITY", held: false, timedOut: false },
        ],
      },
    ]);
    expect(result.outcome.suppressedBy).toBeNull();
  });
});
