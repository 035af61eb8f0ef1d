import { describe, expect, it } from "vitest";
import { heatColour, heatRows, MIN_LEVEL, weekdayNames } from "./heat-map";

const week = (cells: Record<string, number> = {}) =>
  Array.from({ length: 7 }, (_, day) => Array.from({ length: 24 }, (_, hour) => cells[`${day}-${hour}`] ?? 0));

describe("the hour-of-week heat map", () => {
  it("scales each cell to the busiest hour, a single alarm still visible", () => {
    const rows = heatRows(week({ "0-8": 10, "4-17": 1, "6-23": 5 }));
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.length === 24)).toBe(true);
    expect(rows[0]![8]).toEqual({ hour: 8, count: 10, level: 1 });
    expect(rows[4]![17]!.level).toBeCloseTo(MIN_LEVEL + (1 - MIN_LEVEL) * 0.1);
    expect(rows[6]![23]!.level).toBeCloseTo(MIN_LEVEL + (1 - MIN_LEVEL) * 0.5);
    expect(rows[1]![0]!.level).toBe(0);
  });

  it("is blank for a week without alarms", () => {
    expect(
      heatRows(week())
        .flat()
        .every((cell) => cell.level === 0),
    ).toBe(true);
  });

  it("mixes the theme's primary colour by the level", () => {
    expect(heatColour(0.5)).toBe("color-mix(in srgb, var(--primary-color) 50%, var(--surface-card))");
  });

  it("names the weekdays in the reader's language, Monday first", () => {
    expect(weekdayNames("en", "long")).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(weekdayNames("de")[0]).toMatch(/^Mo/);
    expect(weekdayNames("cs", "long")[6]).toBe("neděle");
  });
});
