import type { ParticipantDuty } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { compactDays, dutiesByDay } from "./duties";

const duty = (from: Date, to: Date, alarmPointName = "Nurse emergency call"): ParticipantDuty => ({
  from: from.toISOString(),
  to: to.toISOString(),
  alarmPointId: alarmPointName.length + alarmPointName.charCodeAt(0),
  alarmPointName,
  planId: 2,
  planName: "Ward plan",
  rank: 1,
  devices: [],
  coveringFor: null,
});
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);

describe("duties by day", () => {
  it("lists each day's duties in the order they start, leaving out days without duty", () => {
    const days = dutiesByDay([duty(at(3, 14), at(3, 18), "B"), duty(at(3, 8), at(3, 12), "A"), duty(at(5, 8), at(5, 9))], at(2, 10), 14);
    expect(days.map((day) => day.day)).toEqual([at(3, 0), at(5, 0)]);
    expect(days[0]!.duties.map((entry) => entry.duty.alarmPointName)).toEqual(["A", "B"]);
  });

  it("shows a duty over midnight on each day it touches, clipped to the day", () => {
    const [first, second] = dutiesByDay([duty(at(3, 20), at(4, 6))], at(3, 0), 14);
    expect(first).toMatchObject({ day: at(3, 0), duties: [{ from: at(3, 20), to: at(4, 0), startsEarlier: false, endsLater: true }] });
    expect(second).toMatchObject({ day: at(4, 0), duties: [{ from: at(4, 0), to: at(4, 6), startsEarlier: true, endsLater: false }] });
  });

  it("keeps to the range: from the first day, for the number of days", () => {
    const days = dutiesByDay([duty(at(1, 8), at(1, 9)), duty(at(2, 8), at(2, 9)), duty(at(4, 8), at(4, 9))], at(2, 15), 2);
    expect(days.map((day) => day.day)).toEqual([at(2, 0)]);
  });

  it("counts days by the calendar across a daylight-saving switch", () => {
    // Whatever the phone's zone, 29 March 2026 is one calendar day (23 hours in central Europe).
    const days = dutiesByDay([duty(at(30, 8), at(30, 9))], at(28, 12), 3);
    expect(days.map((day) => day.day)).toEqual([at(30, 0)]);
  });
});

describe("compacted duty days", () => {
  it("show a run of days of the same all-day duty as one entry, keeping the first and last partial days apart", () => {
    const days = compactDays(dutiesByDay([duty(at(3, 20), at(7, 6))], at(3, 0), 14));
    expect(days.map((day) => [day.day, day.lastDay])).toEqual([
      [at(3, 0), undefined],
      [at(4, 0), at(6, 0)],
      [at(7, 0), undefined],
    ]);
  });

  it("do not join days with other duties, nor days with a gap between them", () => {
    const days = compactDays(dutiesByDay([duty(at(3, 0), at(5, 0), "A"), duty(at(5, 0), at(6, 0), "B"), duty(at(7, 0), at(8, 0), "B")], at(3, 0), 14));
    expect(days.map((day) => [day.day, day.lastDay, day.duties.map((entry) => entry.duty.alarmPointName).join()])).toEqual([
      [at(3, 0), at(4, 0), "A"],
      [at(5, 0), undefined, "B"],
      [at(7, 0), undefined, "B"],
    ]);
  });
});
