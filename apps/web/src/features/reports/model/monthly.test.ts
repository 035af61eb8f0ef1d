import type { MonthlyReport, MonthlyReportRow } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { CHART_GROUPS, chartSeries, monthsOf, statusesIn } from "./monthly";

const none = { count: 0, median: null, p90: null, mean: null };
const row = (month: string, group: string | null, alarms: number, byStatus: Record<string, number> = {}): MonthlyReportRow => ({
  month,
  group,
  alarms,
  byStatus,
  accepted: 0,
  toAccept: none,
  toEnd: none,
});
const total = (byStatus: Record<string, number> = {}) => ({ alarms: 0, byStatus, accepted: 0, toAccept: none, toEnd: none });

describe("the monthly report", () => {
  it("names each status that occurs, in the order of an alarm's life", () => {
    const report = { rows: [row("2025-01", null, 3, { FINISHED: 2, NEW: 1, CANCELED: 0 })], total: total({ INTERRUPTED: 1 }) };
    expect(statusesIn(report)).toEqual(["NEW", "FINISHED", "INTERRUPTED"]);
  });

  it("charts every month from the first to the last, across a year's end", () => {
    expect(monthsOf([row("2025-02", null, 1), row("2024-11", null, 1)])).toEqual(["2024-11", "2024-12", "2025-01", "2025-02"]);
    expect(monthsOf([])).toEqual([]);
  });

  it("charts all alarms per month without grouping", () => {
    const report: Pick<MonthlyReport, "rows" | "grouping"> = { grouping: "NONE", rows: [row("2025-01", null, 3), row("2025-03", null, 2)] };
    expect(chartSeries(report)).toEqual({ months: ["2025-01", "2025-02", "2025-03"], series: [{ group: null, other: false, alarms: [3, 0, 2] }] });
  });

  it("stacks the largest groups and sums the rest as other", () => {
    const groups = Array.from({ length: CHART_GROUPS + 2 }, (_, index) => `point ${index}`);
    const rows = groups.flatMap((group, index) => [row("2025-01", group, 100 - index), row("2025-02", group, 1)]);
    const { series } = chartSeries({ grouping: "ALARM_POINT_ID", rows });
    expect(series).toHaveLength(CHART_GROUPS);
    expect(series[0]).toEqual({ group: "point 0", other: false, alarms: [100, 1] });
    expect(series.at(-1)).toEqual({ group: null, other: true, alarms: [93 + 92 + 91, 3] });
  });

  it("stacks every group when they fit", () => {
    const { series } = chartSeries({ grouping: "STATUS", rows: [row("2025-01", "NEW", 1), row("2025-01", "FINISHED", 4), row("2025-02", "NEW", 2)] });
    expect(series).toEqual([
      { group: "FINISHED", other: false, alarms: [4, 0] },
      { group: "NEW", other: false, alarms: [1, 2] },
    ]);
  });
});
