import { describe, expect, it } from "vitest";
import { RECURRENCE_DEFAULTS, defaultMarkedDays, recurrenceRule } from "./recurrence-rule.js";

const valid = {
  timeZone: "Europe/Prague",
  startDate: "2024-01-03",
  startTime: "08:00",
  endTime: "16:00:59",
  repeatType: "WEEKLY",
  endType: "NEVER",
} as const;

/** field path → messages, as a form shows them */
function problems(input: unknown): Record<string, string[]> {
  const result = recurrenceRule.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".")] ??= []).push(issue.message);
  return byField;
}

describe("recurrenceRule", () => {
  it("accepts a valid rule and applies the defaults", () => {
    const rule = recurrenceRule.parse(valid);
    expect(rule.repeatEvery).toBe(1);
    expect(rule.monthSubType).toBe("DAY_OF_THE_MONTH");
    expect(rule.markedDays).toBeUndefined(); // expansion uses the start date's weekday
    expect(defaultMarkedDays(valid.startDate)).toEqual([3]);
    expect(RECURRENCE_DEFAULTS).toEqual({
      repeatType: "DAILY",
      repeatEvery: 1,
      monthSubType: "DAY_OF_THE_MONTH",
      endType: "AFTER_TIMES_END",
    });
  });

  it("rejects repeatEvery 0", () => {
    expect(problems({ ...valid, repeatEvery: 0 })).toEqual({ repeatEvery: ["must be at least 1"] });
    expect(problems({ ...valid, repeatEvery: 1.5 })).toEqual({ repeatEvery: ["must be a whole number"] });
  });

  it("rejects an empty or out-of-range markedDays for WEEKLY", () => {
    expect(problems({ ...valid, markedDays: [] })).toEqual({ markedDays: ["choose at least one day"] });
    expect(problems({ ...valid, markedDays: [0, 8] })).toEqual({
      "markedDays.0": ["1 (Monday) to 7 (Sunday)"],
      "markedDays.1": ["1 (Monday) to 7 (Sunday)"],
    });
    expect(problems({ ...valid, repeatType: "DAILY", markedDays: [] })).toEqual({}); // ignored there
  });

  it("requires the count for AFTER_TIMES_END", () => {
    expect(problems({ ...valid, endType: "AFTER_TIMES_END" })).toEqual({
      countAfterTimesEnd: ["required when the event ends after a number of times"],
    });
    expect(problems({ ...valid, endType: "AFTER_TIMES_END", countAfterTimesEnd: 0 })).toEqual({
      countAfterTimesEnd: ["must be at least 1"],
    });
  });

  it("requires an END_DATE not before the start date", () => {
    expect(problems({ ...valid, endType: "END_DATE" })).toEqual({ endDate: ["required when the event ends on a date"] });
    expect(problems({ ...valid, endType: "END_DATE", endDate: "2024-01-02" })).toEqual({
      endDate: ["must not be before the start date"],
    });
    expect(problems({ ...valid, endType: "END_DATE", endDate: "2024-01-03" })).toEqual({});
  });

  it("rejects an unknown time zone", () => {
    expect(problems({ ...valid, timeZone: "Europe/Atlantis" })).toEqual({ timeZone: ["unknown time zone"] });
    expect(problems({ ...valid, timeZone: "" })).toEqual({ timeZone: ["unknown time zone"] });
    expect(problems({ ...valid, timeZone: "UTC" })).toEqual({});
  });

  it("rejects malformed dates and times", () => {
    expect(problems({ ...valid, startDate: "2023-02-29" })).toEqual({ startDate: ["not a calendar date"] });
    expect(problems({ ...valid, startDate: "3.1.2024" })).toEqual({ startDate: ["expected a date YYYY-MM-DD"] });
    expect(problems({ ...valid, startTime: "24:00" })).toEqual({ startTime: ["expected a time HH:mm or HH:mm:ss"] });
    expect(problems({ ...valid, endTime: "7:00" })).toEqual({ endTime: ["expected a time HH:mm or HH:mm:ss"] });
    expect(problems({ ...valid, endTime: "23:59:59" })).toEqual({});
  });

  it("reports field problems and rule problems together", () => {
    expect(Object.keys(problems({ ...valid, repeatEvery: 0, markedDays: [], endType: "END_DATE" })).sort()).toEqual(["endDate", "markedDays", "repeatEvery"]);
  });
});
