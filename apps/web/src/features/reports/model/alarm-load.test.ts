import { ALARM_LOAD_FIGURES, alarmLoadRequest, type AlarmLoadReport, reportRequest } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { figureRows, hasUnreadFilters, loadChart, toAlarmLoadRequest } from "./alarm-load";
import { DEFAULT_REPORT_FILTER, type ReportFilter } from "./report-filter";

const filter: ReportFilter = {
  ...DEFAULT_REPORT_FILTER,
  range: "CUSTOM",
  from: "2025-03-01",
  until: "2025-03-02",
  grouping: "STATUS",
  textFilter: "boiler",
  organization: { id: 4, path: "Total system > North", recursive: false },
};

const figure = (value: number | null, target: number, meets: boolean | null) => ({ value, target, comparison: "AT_MOST" as const, meets });

/** A report of two hours of flood periods of 10 minutes: 12 alarms in the first period, over the threshold of 10. */
const report = {
  flood: { alarms: 10, windowSeconds: 600 },
  figures: {
    averagePer10Minutes: figure(1.2, 1, false),
    averagePerHour: figure(7.2, 6, false),
    peakPer10Minutes: figure(12, 10, false),
    floodPercent: { ...figure(8.3, 1, false), comparison: "BELOW" },
    topTenPercent: { ...figure(null, 20, null), comparison: "BELOW" },
    chatteringPoints: figure(0, 0, true),
    staleAlarms: figure(0, 5, true),
    medianSecondsToAccept: figure(null, 300, null),
  },
  series: { start: "2025-03-01T00:00:00.000Z", bucketSeconds: 600, alarms: [12, 2, 0], busiest: [12, 2, 0] },
} as unknown as AlarmLoadReport;

describe("the alarm load of a report filter", () => {
  it("asks for the range and the organization only, in the contract's shape", () => {
    const request = toAlarmLoadRequest(filter);
    expect(JSON.parse(JSON.stringify(request))).toEqual({
      range: "CUSTOM",
      from: "2025-03-01",
      until: "2025-03-02",
      organizationFilter: { orgIds: [4], recursive: false },
    });
    expect(alarmLoadRequest.safeParse(request).success).toBe(true);
    // The export sends it as the report of its request.
    expect(reportRequest.safeParse(request).success).toBe(true);
    expect(JSON.parse(JSON.stringify(toAlarmLoadRequest(DEFAULT_REPORT_FILTER)))).toEqual({ range: "THIS_MONTH" });
  });

  it("tells when the address holds filters it does not read", () => {
    expect(hasUnreadFilters(filter)).toBe(true);
    expect(hasUnreadFilters({ ...filter, grouping: "NONE", textFilter: " " })).toBe(false);
    expect(hasUnreadFilters({ ...DEFAULT_REPORT_FILTER, participants: [{ id: 1, name: "Eve" }] })).toBe(true);
  });
});

describe("the alarm load's figures and chart", () => {
  it("lists every figure with its unit and result, not judged where there is nothing to measure", () => {
    const rows = figureRows(report);
    expect(rows.map((row) => row.name)).toEqual([...ALARM_LOAD_FIGURES]);
    expect(rows[3]).toEqual({ name: "floodPercent", unit: "PERCENT", value: 8.3, target: 1, comparison: "BELOW", result: "NOT_MET" });
    expect(rows.map((row) => row.result)).toEqual(["NOT_MET", "NOT_MET", "NOT_MET", "NOT_MET", "NOT_JUDGED", "MET", "MET", "NOT_JUDGED"]);
    expect(rows.at(-1)!.unit).toBe("SECONDS");
  });

  it("starts each bar at its period and marks the periods over the flood threshold", () => {
    expect(loadChart(report)).toEqual({
      starts: ["2025-03-01T00:00:00.000Z", "2025-03-01T00:10:00.000Z", "2025-03-01T00:20:00.000Z"],
      alarms: [12, 2, 0],
      busiest: [12, 2, 0],
      threshold: 10,
      inFlood: [true, false, false],
      hourly: false,
    });
    const hourly = loadChart({ ...report, series: { start: report.series.start, bucketSeconds: 3600, alarms: [30, 4], busiest: [11, 1] } });
    expect(hourly).toMatchObject({ starts: ["2025-03-01T00:00:00.000Z", "2025-03-01T01:00:00.000Z"], inFlood: [true, false], hourly: true });
  });
});
