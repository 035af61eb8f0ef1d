import { describe, expect, it } from "vitest";
import { dateAtTime, dateOfIso, dateTimeOfText, endTimeWithSeconds, formDateText, isoDateOf, isoWeekdayOf, timeTextOf, withoutSeconds } from "./date-text";

describe("dates and times of the forms", () => {
  it("converts between dates and their texts", () => {
    expect(isoDateOf(new Date(2027, 0, 4, 23, 59))).toBe("2027-01-04");
    expect(timeTextOf(new Date(2027, 0, 4, 8, 5))).toBe("08:05");
    expect(isoDateOf(dateOfIso("2027-02-28")!)).toBe("2027-02-28");
    expect(dateOfIso("2027-02-30")).toBeNull();
    expect(dateOfIso("")).toBeNull();
    expect(timeTextOf(dateAtTime("07:45")!)).toBe("07:45");
    expect(dateAtTime("25:00")).toBeNull();
  });

  it("reads a typed date and time only once both are complete", () => {
    expect(dateTimeOfText("29.11.2026 19:00")).toEqual(new Date(2026, 10, 29, 19, 0));
    expect(dateTimeOfText(" 1.2.2027, 7:05 ")).toEqual(new Date(2027, 1, 1, 7, 5));
    expect(dateTimeOfText("29.11.2026")).toBeNull();
    expect(dateTimeOfText("29.11.2026 1")).toBeNull();
    expect(dateTimeOfText("29.11.2026 19:0")).toBeNull();
    expect(dateTimeOfText("31.11.2026 19:00")).toBeNull();
    expect(dateTimeOfText("29.11.2026 24:00")).toBeNull();
  });

  it("shows DD.MM.YYYY and sends end times with seconds 59", () => {
    expect(formDateText("2027-01-04")).toBe("04.01.2027");
    expect(withoutSeconds("12:00:59")).toBe("12:00");
    expect(endTimeWithSeconds("12:00")).toBe("12:00:59");
    expect(endTimeWithSeconds("12:00:59")).toBe("12:00:59");
  });

  it("numbers weekdays from Monday 1 to Sunday 7", () => {
    expect(isoWeekdayOf("2027-01-04")).toBe(1);
    expect(isoWeekdayOf("2027-01-10")).toBe(7);
  });
});
