import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { actionText, conditionText, weekdaysText } from "./rule-summary";

/** Answers the key with its values, so the test sees what was asked for. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key)) as unknown as TFunction;

describe("rule summaries", () => {
  it("writes runs of weekdays as ranges", () => {
    expect(weekdaysText([1, 2, 3, 4, 5], "en")).toBe("Mon–Fri");
    expect(weekdaysText([7, 1, 2, 6], "en")).toBe("Mon, Tue, Sat, Sun");
    expect(weekdaysText([1, 3, 4, 5, 7], "de")).toBe("Mo, Mi–Fr, So");
  });

  it("says a condition in a few words", () => {
    expect(conditionText({ type: "SEVERITY", severities: ["critical", "error"] }, t, "en")).toBe(
      'alarmRules.summary.severity{"severities":"alarmRules.summary.severities.critical or alarmRules.summary.severities.error"}',
    );
    const text = conditionText(
      { type: "TEXT", field: "SUMMARY", label: null, mode: "CONTAINS", value: "x".repeat(60), caseSensitive: true, negate: true },
      t,
      "en",
    );
    expect(text).toContain('"mode":"alarmRules.summary.notModes.CONTAINS"');
    expect(text).toContain(`"value":"${"x".repeat(39)}…"`);
    expect(text.endsWith(" alarmRules.summary.caseSensitive")).toBe(true);
    expect(conditionText({ type: "TIME", weekdays: [6, 7], from: "00:00", to: "00:00", holidays: "ONLY" }, t, "en")).toBe(
      'alarmRules.summary.time{"days":"Sat, Sun","from":"00:00","to":"00:00"}, alarmRules.summary.holidays.ONLY',
    );
  });

  it("names a routed alarm point where it is known", () => {
    expect(actionText({ type: "ROUTE", alarmPointId: 4 }, t, () => "Storage")).toBe('alarmRules.summary.route{"point":"Storage"}');
    expect(actionText({ type: "ROUTE", alarmPointId: 4 }, t, () => undefined)).toBe('alarmRules.summary.route{"point":"#4"}');
    expect(actionText({ type: "STOP" }, t, () => undefined)).toBe("alarmRules.summary.stop");
  });
});
