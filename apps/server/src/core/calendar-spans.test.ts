import { describe, expect, it } from "vitest";
import { periodSpan, rangeDays } from "./calendar-spans.js";

const iso = (span: { from: Date; until: Date }) => [span.from.toISOString(), span.until.toISOString()];

describe("dashboard periods", () => {
  // Friday 27 November 2026, 10:00 in Prague (CET, +1); summer time ended on 25 October.
  const now = new Date("2026-11-27T09:00:00Z");
  const zone = "Europe/Prague";

  it.each([
    ["TODAY", "2026-11-26T23:00:00.000Z", "2026-11-27T23:00:00.000Z"],
    ["WEEK-CURRENT", "2026-11-22T23:00:00.000Z", "2026-11-29T23:00:00.000Z"],
    ["WEEK-AGO", "2026-11-20T23:00:00.000Z", "2026-11-27T23:00:00.000Z"],
    ["MONTH-CURRENT", "2026-10-31T23:00:00.000Z", "2026-11-30T23:00:00.000Z"],
    ["MONTH-PREVIOUS", "2026-09-30T22:00:00.000Z", "2026-10-31T23:00:00.000Z"],
    ["MONTH-AGO", "2026-10-28T23:00:00.000Z", "2026-11-27T23:00:00.000Z"],
  ] as const)("%s spans local days in the organization's zone", (period, from, until) => {
    expect(iso(periodSpan(period, zone, now))).toEqual([from, until]);
  });

  it("reads today on the zone's calendar, not UTC's", () => {
    // 23:30 UTC on the 27th is already the 28th in Prague.
    expect(iso(periodSpan("TODAY", zone, new Date("2026-11-27T23:30:00Z")))).toEqual(["2026-11-27T23:00:00.000Z", "2026-11-28T23:00:00.000Z"]);
  });
});

describe("report quick ranges", () => {
  it.each([
    ["TODAY", "2026-11-27", "2026-11-28"],
    ["YESTERDAY", "2026-11-26", "2026-11-27"],
    ["LAST_7_DAYS", "2026-11-21", "2026-11-28"],
    ["LAST_28_DAYS", "2026-10-31", "2026-11-28"],
    ["THIS_WEEK", "2026-11-23", "2026-11-30"],
    ["LAST_WEEK", "2026-11-16", "2026-11-23"],
    ["THIS_MONTH", "2026-11-01", "2026-12-01"],
    ["LAST_MONTH", "2026-10-01", "2026-11-01"],
    ["THIS_QUARTER", "2026-10-01", "2027-01-01"],
    ["LAST_QUARTER", "2026-07-01", "2026-10-01"],
    ["THIS_YEAR", "2026-01-01", "2027-01-01"],
  ] as const)("%s", (range, first, end) => {
    expect(rangeDays(range, "2026-11-27")).toEqual([first, end]);
  });

  it("crosses year ends", () => {
    expect(rangeDays("LAST_QUARTER", "2026-02-10")).toEqual(["2025-10-01", "2026-01-01"]);
    expect(rangeDays("LAST_MONTH", "2026-01-31")).toEqual(["2025-12-01", "2026-01-01"]);
    expect(rangeDays("LAST_WEEK", "2026-01-01")).toEqual(["2025-12-22", "2025-12-29"]);
  });
});
