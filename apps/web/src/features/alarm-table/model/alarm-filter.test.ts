import { alarmTableRequest } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  calendarDayOf,
  DEFAULT_ALARM_FILTER,
  DEFAULT_ALARM_SORT,
  parseAlarmFilter,
  toAlarmTableRequest,
  type AlarmFilter,
} from "./alarm-filter";

const busy: AlarmFilter = {
  textFilter: "  boiler ",
  status: ["NEW", "ACCEPTED"],
  alarmName: "Fire",
  systemId: " ",
  triggeredBy: "admin",
  duration: { option: "DATE_RANGE", hours: 5, start: "2025-02-01", end: "2025-02-28" },
  organization: { id: 4, path: "Total system > North", recursive: false },
  participants: [
    { id: 7, name: "Anna Wache" },
    { id: 9, name: "Ben Brand" },
  ],
  orderByPriority: true,
};

describe("the alarm table request of a tab's filters", () => {
  it("asks for the last 23 hours, newest first, 10 a page, and nothing else by default", () => {
    const request = toAlarmTableRequest("all", DEFAULT_ALARM_FILTER, 1, DEFAULT_ALARM_SORT);
    expect(request).toEqual({
      field: "ALL",
      currentPage: 1,
      pageSize: 10,
      duration: { option: "HOURS_DURATION", hours: 23 },
      orderByPriority: false,
      sortField: "triggeredAt",
      sortOrder: "DESCENDING",
      textFilter: undefined,
      columnsFilter: undefined,
      organizationFilter: null,
      participantsFilter: null,
    });
    expect(alarmTableRequest.safeParse(request).success).toBe(true);
  });

  it("carries every filter, with days as the server takes them and blank texts left out", () => {
    const request = toAlarmTableRequest("my", busy, 3, { field: "priority", order: "ASCENDING" });
    expect(request).toMatchObject({
      field: "MY",
      currentPage: 3,
      duration: { option: "DATE_RANGE", start: { dayOfMonth: 1, month: "FEBRUARY", year: 2025 }, end: { dayOfMonth: 28, month: "FEBRUARY", year: 2025 } },
      orderByPriority: true,
      sortField: "priority",
      sortOrder: "ASCENDING",
      textFilter: "boiler",
      columnsFilter: { alarmName: "Fire", systemId: undefined, triggeredBy: "admin", status: ["NEW", "ACCEPTED"] },
      organizationFilter: { orgIds: [4], recursive: false },
      participantsFilter: [7, 9],
    });
    expect(alarmTableRequest.safeParse(request).success).toBe(true);
  });

  it("asks for any time when the duration is off, and lists ended alarms as ALL in the history", () => {
    const request = toAlarmTableRequest(
      "history",
      { ...DEFAULT_ALARM_FILTER, duration: { ...DEFAULT_ALARM_FILTER.duration, option: "ANY" } },
      1,
      DEFAULT_ALARM_SORT,
    );
    expect(request.duration).toBeNull();
    expect(request.field).toBe("ALL");
  });

  it("turns YYYY-MM-DD into the server's day and refuses what is no date", () => {
    expect(calendarDayOf("2024-12-31")).toEqual({ dayOfMonth: 31, month: "DECEMBER", year: 2024 });
    expect(calendarDayOf("2024-13-01")).toBeNull();
    expect(calendarDayOf("31.12.2024")).toBeNull();
    expect(calendarDayOf(null)).toBeNull();
  });
});

describe("the filter count and saved filters", () => {
  it("counts the filters that differ from the defaults, without the search box", () => {
    expect(activeFilterCount(DEFAULT_ALARM_FILTER)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_ALARM_FILTER, textFilter: "x" })).toBe(0);
    // Statuses, name, triggered by, duration, organization, participants, priority order; the blank system id does not count.
    expect(activeFilterCount(busy)).toBe(7);
  });

  it("reads a saved filter back as it was", () => {
    expect(parseAlarmFilter(JSON.parse(JSON.stringify(busy)))).toEqual(busy);
  });

  it("keeps the usable parts of a damaged or older filter and defaults the rest", () => {
    const parsed = parseAlarmFilter({
      textFilter: 5,
      status: ["NEW", "BURNING"],
      alarmName: "Gate",
      duration: { option: "WEEKS", hours: -1, start: "yesterday", end: "2025-01-02" },
      organization: { id: "4" },
      participants: [{ id: 3, name: "Cleo" }, { id: 0 }, "x"],
      orderByPriority: "yes",
    });
    expect(parsed).toEqual({
      ...DEFAULT_ALARM_FILTER,
      status: ["NEW"],
      alarmName: "Gate",
      duration: { option: "HOURS_DURATION", hours: 23, start: null, end: "2025-01-02" },
      participants: [{ id: 3, name: "Cleo" }],
    });
    expect(parseAlarmFilter("nonsense")).toEqual(DEFAULT_ALARM_FILTER);
    expect(parseAlarmFilter([1])).toEqual(DEFAULT_ALARM_FILTER);
  });
});
