import { describe, expect, it } from "vitest";
import { groupByDay } from "./day-groups";
import { startOfNextDay } from "./zoned-day";

const stretch = (from: string, to: string, name = `${from}–${to}`) => ({ from, to, name });
const view = (groups: ReturnType<typeof groupByDay<{ from: string; to: string; name: string }>>) =>
  groups.map(({ day, segments }) => ({ day, segments: segments.map((s) => `${s.fromTime}-${s.toTime}${s.continued ? " <" : ""}${s.continues ? " >" : ""}`) }));

describe("grouping on-call intervals by day", () => {
  it("cuts an interval across midnight into one segment per day of the zone", () => {
    const groups = groupByDay(
      [stretch("2026-06-01T06:00:00Z", "2026-06-01T16:00:00Z"), stretch("2026-06-01T16:00:00Z", "2026-06-02T06:00:00Z")],
      "Europe/Prague",
    );
    expect(view(groups)).toEqual([
      { day: "2026-06-01", segments: ["08:00-18:00", "18:00-24:00 >"] },
      { day: "2026-06-02", segments: ["00:00-08:00 <"] },
    ]);
    expect(groups[1]!.segments[0]!.item.name).toBe("2026-06-01T16:00:00Z–2026-06-02T06:00:00Z");
  });

  it("uses the zone's days, not UTC's", () => {
    const groups = groupByDay([stretch("2026-06-01T23:30:00Z", "2026-06-02T01:00:00Z")], "America/New_York");
    expect(view(groups)).toEqual([{ day: "2026-06-01", segments: ["19:30-21:00"] }]);
  });

  it("spans several days and orders days and segments by time", () => {
    const groups = groupByDay([stretch("2026-06-03T10:00:00Z", "2026-06-03T11:00:00Z"), stretch("2026-06-01T22:00:00Z", "2026-06-03T10:00:00Z")], "UTC");
    expect(view(groups)).toEqual([
      { day: "2026-06-01", segments: ["22:00-24:00 >"] },
      { day: "2026-06-02", segments: ["00:00-24:00 < >"] },
      { day: "2026-06-03", segments: ["00:00-10:00 <", "10:00-11:00"] },
    ]);
  });

  it("has a 23-hour day when the clocks go forward (Prague, 29 March 2026)", () => {
    // 28 March 23:00 UTC is midnight in Prague (CET); 29 March 22:00 UTC is the next midnight (CEST).
    const groups = groupByDay([stretch("2026-03-28T23:00:00Z", "2026-03-29T23:00:00Z")], "Europe/Prague");
    expect(view(groups)).toEqual([
      { day: "2026-03-29", segments: ["00:00-24:00 >"] },
      { day: "2026-03-30", segments: ["00:00-01:00 <"] },
    ]);
    const [sunday] = groups;
    expect(sunday!.segments[0]!.to - sunday!.segments[0]!.from).toBe(23 * 3_600_000);
  });

  it("has a 25-hour day when the clocks go back (New York, 1 November 2026), losing and doubling no time", () => {
    const from = "2026-11-01T04:00:00Z"; // midnight EDT
    const to = "2026-11-02T05:00:00Z"; // midnight EST
    const groups = groupByDay([stretch(from, "2026-11-01T06:30:00Z"), stretch("2026-11-01T06:30:00Z", to)], "America/New_York");
    expect(view(groups)).toEqual([{ day: "2026-11-01", segments: ["00:00-01:30", "01:30-24:00"] }]);
    const covered = groups.flatMap((group) => group.segments).reduce((sum, segment) => sum + (segment.to - segment.from), 0);
    expect(covered).toBe(25 * 3_600_000);
  });

  it("leaves out empty and reversed intervals", () => {
    expect(groupByDay([stretch("2026-06-01T10:00:00Z", "2026-06-01T10:00:00Z"), stretch("2026-06-01T11:00:00Z", "2026-06-01T10:00:00Z")], "UTC")).toEqual([]);
  });

  it("finds the start of the next day where a zone skips midnight itself", () => {
    // Santiago de Chile: on 6 September 2026 the clock jumps from 00:00 to 01:00.
    expect(new Date(startOfNextDay(Date.parse("2026-09-05T12:00:00Z"), "America/Santiago")).toISOString()).toBe("2026-09-06T04:00:00.000Z");
  });
});
