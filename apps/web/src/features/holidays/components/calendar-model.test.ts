import type { HolidayEvent } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { addDays, formatRange, holidaysByDay, holidayToOpen, isWeekend, monthStep, monthWeeks, stepWithinYear, weekdayOf } from "./calendar-model";

const holiday = (id: number, start: string, end: string, standard = false): HolidayEvent => ({
  id,
  title: `H${id}`,
  active: true,
  allDay: true,
  start,
  end,
  recurring: false,
  standard,
  singleDay: start === end,
  orgId: standard ? 1 : 2,
  orgName: standard ? "Total system" : "North",
  version: 1,
});

describe("dates", () => {
  it("counts weekdays from Monday and knows weekends", () => {
    expect(weekdayOf("2026-01-01")).toBe(4);
    expect(weekdayOf("2026-02-01")).toBe(7);
    expect(isWeekend("2026-05-02")).toBe(true);
    expect(isWeekend("2026-05-01")).toBe(false);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("lays a month out in weeks starting on Monday", () => {
    const february = monthWeeks(2026, 2);
    expect(february).toHaveLength(6);
    expect(february[0]).toEqual([null, null, null, null, null, null, "2026-02-01"]);
    expect(february[4]).toEqual(["2026-02-23", "2026-02-24", "2026-02-25", "2026-02-26", "2026-02-27", "2026-02-28", null]);
    expect(february[5]).toEqual([null, null, null, null, null, null, null]);
    const june = monthWeeks(2026, 6);
    expect(june[0]![0]).toBe("2026-06-01");
    expect(june[4]).toEqual(["2026-06-29", "2026-06-30", null, null, null, null, null]);
    expect(monthWeeks(2026, 8).flat().filter(Boolean)).toHaveLength(31);
  });

  it("keeps keyboard moves inside the year", () => {
    expect(stepWithinYear("2026-01-03", -7, 2026)).toBe("2026-01-01");
    expect(stepWithinYear("2026-12-30", 7, 2026)).toBe("2026-12-31");
    expect(stepWithinYear("2026-03-10", 7, 2026)).toBe("2026-03-17");
    expect(monthStep("2026-01-31", 1, 2026)).toBe("2026-02-28");
    expect(monthStep("2026-12-15", 1, 2026)).toBe("2026-12-15");
    expect(monthStep("2026-03-15", -1, 2026)).toBe("2026-02-15");
  });

  it("writes dates as DD.MM.YYYY", () => {
    expect(formatRange("2026-12-24", "2026-12-24")).toBe("24.12.2026");
    expect(formatRange("2026-12-24", "2026-12-26")).toBe("24.12.2026 – 26.12.2026");
  });
});

describe("holidays by day", () => {
  it("marks every day of a holiday, inclusive", () => {
    const days = holidaysByDay([holiday(1, "2026-12-24", "2026-12-26"), holiday(2, "2026-01-01", "2026-01-01", true)]);
    expect([...days.keys()].sort()).toEqual(["2026-01-01", "2026-12-24", "2026-12-25", "2026-12-26"]);
  });

  it("opens an own holiday before an inherited one on the same day", () => {
    const own = holiday(1, "2026-05-01", "2026-05-01");
    const inherited = holiday(2, "2026-05-01", "2026-05-01", true);
    expect(holidayToOpen([inherited, own])).toBe(own);
    expect(holidayToOpen([inherited])).toBe(inherited);
    expect(holidayToOpen(undefined)).toBeNull();
  });
});
