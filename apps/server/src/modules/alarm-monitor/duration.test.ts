import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { triggeredWithin } from "./duration.js";

const PRAGUE = "Europe/Prague";
const day = (dayOfMonth: number, month: "FEBRUARY" | "MARCH" | "APRIL" | "DECEMBER", year = 2025) => ({ dayOfMonth, month, year });
const range = (start: ReturnType<typeof day> | null, end: ReturnType<typeof day> | null) =>
  triggeredWithin({ option: "DATE_RANGE", hours: 23, start, end }, PRAGUE);

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.toBody();
    throw error;
  }
  throw new Error("not refused");
}

describe("the duration of the alarm table filter", () => {
  it("is any time when absent, and the last hours before now", () => {
    expect(triggeredWithin(null, PRAGUE)).toEqual({ from: null, until: null });
    const now = new Date("2025-06-01T12:00:00Z");
    expect(triggeredWithin({ option: "HOURS_DURATION", hours: 23 }, PRAGUE, now)).toEqual({ from: new Date("2025-05-31T13:00:00Z"), until: null });
  });

  it("covers whole local days, including the short day when clocks spring forward", () => {
    expect(range(day(15, "MARCH"), day(15, "MARCH"))).toEqual({ from: new Date("2025-03-14T23:00:00Z"), until: new Date("2025-03-15T23:00:00Z") });
    // 30 March 2025 has 23 hours in Prague.
    expect(range(day(30, "MARCH"), day(30, "MARCH"))).toEqual({ from: new Date("2025-03-29T23:00:00Z"), until: new Date("2025-03-30T22:00:00Z") });
    expect(range(null, day(31, "DECEMBER", 9999))).toEqual({ from: null, until: null });
  });

  it("refuses days that do not exist and an end before the start, on their field", () => {
    expect(refusal(() => range(day(31, "APRIL"), null))).toMatchObject({ code: "VALIDATION", details: [{ field: "duration.start", code: "INVALID_DATE" }] });
    expect(refusal(() => range(null, day(29, "FEBRUARY")))).toMatchObject({ details: [{ field: "duration.end", code: "INVALID_DATE" }] });
    expect(refusal(() => range(day(2, "MARCH"), day(1, "MARCH")))).toMatchObject({ details: [{ field: "duration.end", code: "END_BEFORE_START" }] });
    expect(range(day(29, "FEBRUARY", 2024), null).from).toEqual(new Date("2024-02-28T23:00:00Z"));
  });
});
