import { REPORT_MAX_DAYS, reportRequest } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import {
  customRangeProblems,
  daysIncluded,
  DEFAULT_REPORT_FILTER,
  filterOfSearch,
  isRunnable,
  searchOfFilter,
  toReportRequest,
  type ReportFilter,
} from "./report-filter";

const full: ReportFilter = {
  range: "CUSTOM",
  from: "2025-01-01",
  until: "2025-03-31",
  grouping: "ALARM_POINT_ID",
  textFilter: " boiler ",
  alarmName: "Gate",
  alarmPointId: 12,
  status: ["FINISHED", "NEW"],
  systemId: "sys-7",
  triggeredBy: "admin",
  organization: { id: 4, path: "Total system > North: Depot", recursive: false },
  participants: [
    { id: 7, name: "Wanda Watcher" },
    { id: 9, name: "Name: with colon" },
  ],
};

describe("the report request of a filter", () => {
  it("sends only the range and grouping for the defaults", () => {
    const request = toReportRequest(DEFAULT_REPORT_FILTER);
    expect(JSON.parse(JSON.stringify(request))).toEqual({ range: "THIS_MONTH", grouping: "NONE" });
    expect(reportRequest.safeParse(request).success).toBe(true);
  });

  it("sends every filter, trimmed, in the contract's shape", () => {
    const request = toReportRequest(full);
    expect(request).toEqual({
      range: "CUSTOM",
      from: "2025-01-01",
      until: "2025-03-31",
      grouping: "ALARM_POINT_ID",
      textFilter: "boiler",
      columnsFilter: { alarmName: "Gate", alarmPointId: 12, status: ["FINISHED", "NEW"], systemId: "sys-7", triggeredBy: "admin" },
      organizationFilter: { orgIds: [4], recursive: false },
      participantsFilter: [7, 9],
    });
    expect(reportRequest.safeParse(request).success).toBe(true);
  });

  it("leaves the days out of a quick range", () => {
    const request = toReportRequest({ ...full, range: "LAST_MONTH" });
    expect(request.from).toBeUndefined();
    expect(request.until).toBeUndefined();
  });
});

describe("the filter in the address", () => {
  it("reads back what it wrote, trimmed and with the statuses in their order", () => {
    expect(filterOfSearch(new URLSearchParams(searchOfFilter(full).toString()))).toEqual({ ...full, textFilter: "boiler", status: ["NEW", "FINISHED"] });
  });

  it("leaves the defaults out", () => {
    expect(searchOfFilter(DEFAULT_REPORT_FILTER).toString()).toBe("");
    expect(filterOfSearch(new URLSearchParams())).toEqual(DEFAULT_REPORT_FILTER);
  });

  it("falls back to the default field by field for what it cannot read", () => {
    const filter = filterOfSearch(
      new URLSearchParams("range=SOMETIME&group=COLOUR&point=-3&status=NEW,NONSENSE&org=x&participant=abc&participant=5:Eve&from=2025-02-30"),
    );
    expect(filter).toEqual({ ...DEFAULT_REPORT_FILTER, status: ["NEW"], participants: [{ id: 5, name: "Eve" }] });
  });

  it("keeps the days only for a custom range", () => {
    expect(filterOfSearch(new URLSearchParams("range=LAST_WEEK&from=2025-01-01&until=2025-01-02"))).toMatchObject({
      range: "LAST_WEEK",
      from: null,
      until: null,
    });
  });
});

describe("the custom range", () => {
  const custom = (from: string | null, until: string | null) => ({ range: "CUSTOM" as const, from, until });

  it("needs both days", () => {
    expect(customRangeProblems(custom(null, null))).toEqual({ from: "REQUIRED", until: "REQUIRED" });
    expect(customRangeProblems(custom("2025-01-01", null))).toEqual({ until: "REQUIRED" });
    expect(customRangeProblems(custom("2025-13-01", "2025-01-02"))).toEqual({ from: "REQUIRED" });
  });

  it("may be one day but not end before it starts", () => {
    expect(customRangeProblems(custom("2025-03-30", "2025-03-30"))).toEqual({});
    expect(customRangeProblems(custom("2025-03-30", "2025-03-29"))).toEqual({ until: "END_BEFORE_START" });
  });

  it(`spans at most ${REPORT_MAX_DAYS} days, counted in calendar days`, () => {
    // Across the change to summer time, days are still whole.
    expect(daysIncluded("2025-03-29", "2025-03-31")).toBe(3);
    expect(daysIncluded("2024-01-01", "2025-12-31")).toBe(731);
    expect(customRangeProblems(custom("2024-01-01", "2026-01-01"))).toEqual({});
    expect(customRangeProblems(custom("2024-01-01", "2026-01-02"))).toEqual({ until: "TOO_LONG" });
  });

  it("is no concern of a quick range", () => {
    expect(customRangeProblems({ range: "TODAY", from: null, until: null })).toEqual({});
    expect(isRunnable(DEFAULT_REPORT_FILTER)).toBe(true);
    expect(isRunnable({ ...DEFAULT_REPORT_FILTER, range: "CUSTOM" })).toBe(false);
  });
});
