import { describe, expect, it } from "vitest";
import { coverageGaps, coverageSummary, daysBetween } from "./coverage-summary";

const covered = (from: string, to: string) => ({ from, to, gap: null });
const gap = (from: string, to: string, reason: "NO_PLAN" | "EVERYONE_ABSENT" | "NO_DEVICE" | "NOBODY_IN_PLAN") => ({ from, to, gap: reason });

describe("the coverage summary", () => {
  it("says the range is covered when no interval is a gap", () => {
    expect(coverageSummary([covered("2026-06-01T00:00:00Z", "2026-06-15T00:00:00Z")], 14)).toEqual({
      key: "onCall.summary.covered",
      values: { count: 0, days: 14 },
    });
    expect(coverageSummary([], 14).key).toBe("onCall.summary.covered");
  });

  it("counts separate gaps", () => {
    const intervals = [
      gap("2026-06-01T00:00:00Z", "2026-06-01T06:00:00Z", "NO_PLAN"),
      covered("2026-06-01T06:00:00Z", "2026-06-02T06:00:00Z"),
      gap("2026-06-02T06:00:00Z", "2026-06-02T08:00:00Z", "EVERYONE_ABSENT"),
    ];
    expect(coverageSummary(intervals, 14)).toEqual({ key: "onCall.summary.gaps", values: { count: 2, days: 14 } });
  });

  it("counts gap intervals that follow each other as one gap with all their reasons", () => {
    const intervals = [
      gap("2026-06-01T08:00:00Z", "2026-06-01T10:00:00Z", "NO_DEVICE"),
      gap("2026-06-01T06:00:00Z", "2026-06-01T08:00:00Z", "EVERYONE_ABSENT"),
      gap("2026-06-01T10:00:00Z", "2026-06-01T12:00:00Z", "NO_DEVICE"),
    ];
    expect(coverageGaps(intervals)).toEqual([{ from: "2026-06-01T06:00:00Z", to: "2026-06-01T12:00:00Z", reasons: ["EVERYONE_ABSENT", "NO_DEVICE"] }]);
    expect(coverageSummary(intervals, 14).values.count).toBe(1);
  });

  it("counts the days of a range across a daylight-saving change as whole days", () => {
    expect(daysBetween("2026-03-22T23:00:00Z", "2026-04-05T22:00:00Z")).toBe(14);
  });
});
