import { describe, expect, it } from "vitest";
import { expandOccurrences, isActiveAt, occurrenceAt, type Occurrence } from "./expand.js";
import { instantOfLocal } from "./local-instant.js";
import { recurrenceRule, type RecurrenceRuleInput } from "./recurrence-rule.js";

function rule(fields: Partial<RecurrenceRuleInput>) {
  return recurrenceRule.parse({
    timeZone: "Europe/Prague",
    startDate: "2024-01-01",
    startTime: "08:00",
    endTime: "16:00",
    repeatType: "DAILY",
    endType: "NEVER",
    ...fields,
  });
}

const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
const rows = (occurrences: Occurrence[]) => occurrences.map((o) => `${o.index} ${o.start.toISOString().slice(0, 16)} ${o.end.toISOString().slice(0, 16)}`);
const startDates = (occurrences: Occurrence[]) => occurrences.map((o) => o.start.toISOString().slice(0, 10));
const hours = (o: Occurrence) => (o.end.getTime() - o.start.getTime()) / 3_600_000;

describe("repeat types", () => {
  it("NONE occurs once, whatever the end type says", () => {
    const once = rule({ repeatType: "NONE", repeatEvery: 3, startDate: "2024-05-10" });
    expect(rows(expandOccurrences(once, range("2024-01-01T00:00Z", "2026-01-01T00:00Z")))).toEqual(["0 2024-05-10T06:00 2024-05-10T14:00"]);
  });

  it("DAILY every 2 days with a count", () => {
    const daily = rule({ repeatEvery: 2, endType: "AFTER_TIMES_END", countAfterTimesEnd: 3, timeZone: "UTC" });
    expect(rows(expandOccurrences(daily, range("2023-01-01T00:00Z", "2025-01-01T00:00Z")))).toEqual([
      "0 2024-01-01T08:00 2024-01-01T16:00",
      "1 2024-01-03T08:00 2024-01-03T16:00",
      "2 2024-01-05T08:00 2024-01-05T16:00",
    ]);
  });

  it("WEEKDAYS starting on a Saturday begins on Monday", () => {
    const weekdays = rule({ repeatType: "WEEKDAYS", startDate: "2024-01-06", endType: "AFTER_TIMES_END", countAfterTimesEnd: 3 });
    expect(startDates(expandOccurrences(weekdays, range("2024-01-01T00:00Z", "2024-03-01T00:00Z")))).toEqual(["2024-01-08", "2024-01-09", "2024-01-10"]);
  });

  it("WEEKENDS every 2 weeks", () => {
    const weekends = rule({ repeatType: "WEEKENDS", repeatEvery: 2 });
    expect(startDates(expandOccurrences(weekends, range("2024-01-01T00:00Z", "2024-01-28T00:00Z")))).toEqual([
      "2024-01-06",
      "2024-01-07",
      "2024-01-20",
      "2024-01-21",
    ]);
  });

  it("WEEKLY on marked days every 2 weeks, skipping marked days before the start date", () => {
    const weekly = rule({
      repeatType: "WEEKLY",
      repeatEvery: 2,
      startDate: "2024-01-03", // a Wednesday
      markedDays: [5, 1, 3, 3],
      endType: "AFTER_TIMES_END",
      countAfterTimesEnd: 5,
    });
    const occurrences = expandOccurrences(weekly, range("2024-01-01T00:00Z", "2024-12-31T00:00Z"));
    expect(startDates(occurrences)).toEqual(["2024-01-03", "2024-01-05", "2024-01-15", "2024-01-17", "2024-01-19"]);
    expect(occurrences.map((o) => o.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it("WEEKLY without markedDays repeats on the start date's weekday", () => {
    const weekly = rule({ repeatType: "WEEKLY", startDate: "2024-01-03" });
    expect(startDates(expandOccurrences(weekly, range("2024-01-01T00:00Z", "2024-01-20T00:00Z")))).toEqual(["2024-01-03", "2024-01-10", "2024-01-17"]);
  });

  it("MONTHLY on the 31st skips months without one", () => {
    const monthly = rule({ repeatType: "MONTHLY", startDate: "2024-01-31", endType: "AFTER_TIMES_END", countAfterTimesEnd: 4 });
    expect(startDates(expandOccurrences(monthly, range("2024-01-01T00:00Z", "2025-01-01T00:00Z")))).toEqual([
      "2024-01-31",
      "2024-03-31",
      "2024-05-31",
      "2024-07-31",
    ]);
  });

  it("MONTHLY on the n-th weekday: the 2nd Tuesday", () => {
    const monthly = rule({ repeatType: "MONTHLY", monthSubType: "DAY_OF_THE_WEEK", startDate: "2024-01-09" });
    expect(startDates(expandOccurrences(monthly, range("2024-01-01T00:00Z", "2024-04-01T00:00Z")))).toEqual(["2024-01-09", "2024-02-13", "2024-03-12"]);
  });

  it("MONTHLY on a 5th weekday skips months without one (not 'the last')", () => {
    const monthly = rule({ repeatType: "MONTHLY", monthSubType: "DAY_OF_THE_WEEK", startDate: "2024-01-30" });
    const occurrences = expandOccurrences(monthly, range("2024-01-01T00:00Z", "2024-08-01T00:00Z"));
    expect(startDates(occurrences)).toEqual(["2024-01-30", "2024-04-30", "2024-07-30"]);
    expect(occurrences.map((o) => o.index)).toEqual([0, 1, 2]);
  });

  it("YEARLY on Feb 29 occurs in leap years only", () => {
    const leap = rule({ repeatType: "YEARLY", startDate: "2024-02-29", endType: "END_DATE", endDate: "2100-12-31" });
    const occurrences = expandOccurrences(leap, range("2024-01-01T00:00Z", "2200-01-01T00:00Z"));
    expect(startDates(occurrences).slice(0, 3)).toEqual(["2024-02-29", "2028-02-29", "2032-02-29"]);
    expect(startDates(occurrences).at(-1)).toBe("2096-02-29"); // 2100 is not a leap year
    expect(occurrences).toHaveLength(19);
  });
});

describe("end types", () => {
  it("END_DATE is the last date an occurrence may start on, inclusive", () => {
    const night = rule({ startTime: "22:00", endTime: "06:00", endType: "END_DATE", endDate: "2024-01-03" });
    const occurrences = expandOccurrences(night, range("2023-12-01T00:00Z", "2024-02-01T00:00Z"));
    expect(startDates(occurrences)).toEqual(["2024-01-01", "2024-01-02", "2024-01-03"]);
    expect(occurrences.at(-1)?.end.toISOString()).toBe("2024-01-04T05:00:00.000Z");
  });

  it("AFTER_TIMES_END counts occurrences from the first, also when the range starts later", () => {
    const counted = rule({ endType: "AFTER_TIMES_END", countAfterTimesEnd: 10 });
    expect(rows(expandOccurrences(counted, range("2024-01-09T00:00Z", "2024-02-01T00:00Z")))).toEqual([
      "8 2024-01-09T07:00 2024-01-09T15:00",
      "9 2024-01-10T07:00 2024-01-10T15:00",
    ]);
  });

  it("NEVER keeps going", () => {
    const forever = rule({ repeatType: "WEEKLY", markedDays: [1] });
    const occurrences = expandOccurrences(forever, range("2090-01-01T00:00Z", "2091-01-01T00:00Z"));
    expect(occurrences).toHaveLength(52); // 2090-01-01 is a Sunday
    expect(occurrences[0]?.index).toBe((Date.UTC(2090, 0, 2) - Date.UTC(2024, 0, 1)) / (7 * 86_400_000));
  });

  it("returns nothing for an empty or reversed range and caps at the limit", () => {
    const daily = rule({});
    expect(expandOccurrences(daily, range("2024-02-01T00:00Z", "2024-02-01T00:00Z"))).toEqual([]);
    expect(expandOccurrences(daily, range("2024-02-02T00:00Z", "2024-02-01T00:00Z"))).toEqual([]);
    expect(expandOccurrences(daily, range("2024-01-01T00:00Z", "2025-01-01T00:00Z"), { limit: 5 })).toHaveLength(5);
    expect(expandOccurrences(daily, range("2024-01-01T00:00Z", "2060-01-01T00:00Z"))).toHaveLength(10_000);
  });
});

describe("occurrence boundaries", () => {
  const night = rule({ startTime: "22:00", endTime: "06:00" });

  it("a night shift ends the next morning and a running one is included", () => {
    const occurrences = expandOccurrences(night, range("2024-01-10T03:00Z", "2024-01-10T04:00Z"));
    expect(rows(occurrences)).toEqual(["8 2024-01-09T21:00 2024-01-10T05:00"]);
  });

  it("start is inclusive, end exclusive", () => {
    expect(isActiveAt(night, new Date("2024-01-09T21:00:00Z"))).toBe(true);
    expect(isActiveAt(night, new Date("2024-01-10T04:59:59.999Z"))).toBe(true);
    expect(isActiveAt(night, new Date("2024-01-10T05:00:00Z"))).toBe(false);
    expect(isActiveAt(night, new Date("2023-12-31T22:00:00Z"))).toBe(false); // before the start date
    expect(occurrenceAt(night, new Date("2024-01-10T00:00Z"))?.index).toBe(8);
    expect(occurrenceAt(night, new Date("2024-01-10T12:00Z"))).toBeNull();
  });

  it("an end time with seconds 59 includes that second: 23:59:59 ends at midnight", () => {
    const allDay = rule({ startTime: "00:00", endTime: "23:59:59" });
    const [first, second] = expandOccurrences(allDay, range("2024-01-05T00:00Z", "2024-01-06T00:00Z"));
    expect(first?.end.toISOString()).toBe("2024-01-05T23:00:00.000Z");
    expect(first?.end).toEqual(second?.start);
    expect(isActiveAt(allDay, new Date("2024-01-05T22:59:59.500Z"))).toBe(true);
    const dayShift = rule({ startTime: "08:00", endTime: "16:59:59" });
    expect(rows(expandOccurrences(dayShift, range("2024-01-05T00:00Z", "2024-01-06T00:00Z")))).toEqual(["4 2024-01-05T07:00 2024-01-05T16:00"]);
  });

  it("an end time equal to the start time lasts a whole day", () => {
    const rolling = rule({ startTime: "07:00", endTime: "07:00" });
    const [occurrence] = expandOccurrences(rolling, range("2024-01-05T12:00Z", "2024-01-05T12:01Z"));
    expect(occurrence && hours(occurrence)).toBe(24);
  });
});

describe("daylight saving time", () => {
  it("Europe/Prague spring forward: a start in the gap begins when the gap ends", () => {
    const early = rule({ startDate: "2024-03-30", startTime: "02:30", endTime: "04:00" });
    expect(rows(expandOccurrences(early, range("2024-03-30T00:00Z", "2024-04-01T12:00Z")))).toEqual([
      "0 2024-03-30T01:30 2024-03-30T03:00",
      "1 2024-03-31T01:00 2024-03-31T02:00", // 03:00 CEST
      "2 2024-04-01T00:30 2024-04-01T02:00",
    ]);
  });

  it("Europe/Prague night shifts last 7 h in spring and 9 h in autumn", () => {
    const night = rule({ startDate: "2024-03-01", startTime: "22:00", endTime: "06:00" });
    const spring = expandOccurrences(night, range("2024-03-30T12:00Z", "2024-03-31T12:00Z"));
    expect(rows(spring)).toEqual(["29 2024-03-30T21:00 2024-03-31T04:00"]);
    const autumn = expandOccurrences(night, range("2024-10-26T12:00Z", "2024-10-27T12:00Z"));
    expect(rows(autumn)).toEqual(["239 2024-10-26T20:00 2024-10-27T05:00"]);
    expect(autumn.map(hours)).toEqual([9]);
  });

  it("Europe/Prague fall back: an ambiguous time uses the earlier offset (CEST)", () => {
    const ambiguous = rule({ startDate: "2024-10-27", startTime: "02:30", endTime: "03:30", repeatType: "NONE" });
    expect(rows(expandOccurrences(ambiguous, range("2024-10-26T00:00Z", "2024-10-28T00:00Z")))).toEqual(["0 2024-10-27T00:30 2024-10-27T02:30"]);
  });

  it("America/New_York spring forward and fall back", () => {
    const earlyMorning = rule({ timeZone: "America/New_York", startDate: "2024-03-09", startTime: "02:30", endTime: "05:00" });
    expect(rows(expandOccurrences(earlyMorning, range("2024-03-10T00:00Z", "2024-03-10T23:00Z")))).toEqual([
      "1 2024-03-10T07:00 2024-03-10T09:00", // 03:00 EDT … 05:00 EDT
    ]);
    const fallBack = rule({ timeZone: "America/New_York", startDate: "2024-11-03", startTime: "01:30", endTime: "03:00" });
    expect(rows(expandOccurrences(fallBack, range("2024-11-03T00:00Z", "2024-11-03T23:00Z")))).toEqual([
      "0 2024-11-03T05:30 2024-11-03T08:00", // 01:30 EDT … 03:00 EST: 2.5 h
    ]);
    const night = rule({ timeZone: "America/New_York", startDate: "2024-11-02", startTime: "20:00", endTime: "08:00" });
    expect(expandOccurrences(night, range("2024-11-03T00:00Z", "2024-11-03T01:00Z")).map(hours)).toEqual([13]);
  });

  it("shifts that meet on the wall clock still meet across both changes", () => {
    for (const [date, handover] of [
      ["2024-03-30", "02:30"], // inside the spring gap
      ["2024-10-26", "02:30"], // inside the repeated autumn hour
    ] as const) {
      const evening = rule({ startDate: date, startTime: "22:00", endTime: handover });
      const morning = rule({ startDate: date, startTime: handover, endTime: "08:00" });
      const window = range(`${date}T12:00Z`, `${date}T23:59Z`);
      const [first] = expandOccurrences(evening, window);
      const [second] = expandOccurrences(morning, range(`${date}T12:00Z`, "2024-12-31T00:00Z"));
      // the morning shift's first occurrence is on the evening shift's start date, so take the next day's
      const next = expandOccurrences(morning, { from: first!.end, to: new Date(first!.end.getTime() + 1) });
      expect(second).toBeDefined();
      expect(next[0]?.start).toEqual(first?.end);
    }
    const late = rule({ startDate: "2024-10-26", startTime: "22:00", endTime: "02:59:59" });
    const early = rule({ startDate: "2024-10-27", startTime: "03:00", endTime: "08:00" });
    const [lateShift] = expandOccurrences(late, range("2024-10-26T12:00Z", "2024-10-26T23:00Z"));
    const [earlyShift] = expandOccurrences(early, range("2024-10-27T00:00Z", "2024-10-27T12:00Z"));
    expect(lateShift?.end).toEqual(earlyShift?.start); // 03:00 CET: the repeated hour is covered
  });
});

describe("instantOfLocal", () => {
  it("converts one local date and time with the same DST conventions", () => {
    expect(instantOfLocal("Europe/Prague", "2024-07-01", "08:00").toISOString()).toBe("2024-07-01T06:00:00.000Z");
    expect(instantOfLocal("Europe/Prague", "2024-03-31", "02:30").toISOString()).toBe("2024-03-31T01:00:00.000Z");
    expect(instantOfLocal("Europe/Prague", "2024-10-27", "02:30:15").toISOString()).toBe("2024-10-27T00:30:15.000Z");
    expect(() => instantOfLocal("Europe/Prague", "2024-02-30", "08:00")).toThrow(RangeError);
  });
});

describe("far ranges", () => {
  it("jumps to a range centuries later without walking there", () => {
    const daily = rule({ startDate: "2020-01-01" });
    const started = performance.now();
    const occurrences = expandOccurrences(daily, range("2999-06-01T00:00Z", "2999-06-03T00:00Z"));
    const elapsed = performance.now() - started;
    const expectedIndex = (Date.UTC(2999, 5, 1) - Date.UTC(2020, 0, 1)) / 86_400_000;
    expect(rows(occurrences)).toEqual([
      `${expectedIndex} 2999-06-01T06:00 2999-06-01T14:00`, // CEST rules continue
      `${expectedIndex + 1} 2999-06-02T06:00 2999-06-02T14:00`,
    ]);
    expect(elapsed).toBeLessThan(100);
  });

  it.each<Partial<RecurrenceRuleInput>>([
    { repeatType: "MONTHLY", startDate: "2020-01-31", repeatEvery: 1 },
    { repeatType: "MONTHLY", startDate: "2020-03-30", repeatEvery: 3 },
    { repeatType: "MONTHLY", startDate: "2020-01-29", monthSubType: "DAY_OF_THE_WEEK", repeatEvery: 2 },
    { repeatType: "YEARLY", startDate: "2020-02-29", repeatEvery: 3 },
    { repeatType: "WEEKLY", startDate: "2020-01-02", markedDays: [1, 4, 6], repeatEvery: 3 },
    { repeatType: "WEEKDAYS", startDate: "2020-01-04", repeatEvery: 2 },
  ])("a window far away carries the same indexes as expanding from the start: $repeatType $startDate", (fields) => {
    const far = rule(fields);
    const all = expandOccurrences(far, range("2019-01-01T00:00Z", "2444-01-01T00:00Z"), { limit: 1_000_000 });
    const window = expandOccurrences(far, range("2437-03-01T00:00Z", "2443-03-01T00:00Z"));
    expect(window.length).toBeGreaterThan(0);
    const first = all.findIndex((o) => o.start.getTime() === window[0]!.start.getTime());
    expect(rows(window)).toEqual(rows(all.slice(first, first + window.length)));
    expect(window[0]!.index).toBe(first);
  });
});

describe("input checks", () => {
  it("rejects an unparsed invalid rule and invalid dates", () => {
    const daily = rule({});
    expect(() => expandOccurrences({ ...daily, repeatEvery: 0 }, range("2024-01-01T00:00Z", "2024-02-01T00:00Z"))).toThrow(RangeError);
    expect(() => expandOccurrences({ ...daily, timeZone: "Mars/Base" }, range("2024-01-01T00:00Z", "2024-02-01T00:00Z"))).toThrow(RangeError);
    expect(() => isActiveAt(daily, new Date(Number.NaN))).toThrow(RangeError);
  });
});
