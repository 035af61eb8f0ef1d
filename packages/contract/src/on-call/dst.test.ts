import { describe, expect, it } from "vitest";
import { at, standbyEvent, standbySchedule } from "./fixtures.test-support.js";
import { rotationDutiesAt, rotationDutiesIn } from "./rotation-duties.js";
import type { StandbySchedule } from "./standby.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const none = new Set<string>();

/** Days on which the clocks change: spring forward and fall back. */
const CHANGES = [
  { timeZone: "Europe/Prague", day: "2025-03-30", hours: 23 },
  { timeZone: "Europe/Prague", day: "2025-10-26", hours: 25 },
  { timeZone: "America/New_York", day: "2025-03-09", hours: 23 },
  { timeZone: "America/New_York", day: "2025-11-02", hours: 25 },
];

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Every minute from noon the day before to noon the day after must be covered by exactly one duty. */
function expectCoveredOnce(schedule: StandbySchedule, day: string) {
  const from = at(schedule.timeZone, `${previousDay(day)} 12:00`).getTime();
  const to = at(schedule.timeZone, `${nextDay(day)} 12:00`).getTime();
  const counts = new Map<number, number>();
  for (let time = from; time < to; time += MINUTE) {
    const duties = rotationDutiesAt(schedule, schedule.alarmPointWeekGroups, new Date(time), none);
    counts.set(duties.length, (counts.get(duties.length) ?? 0) + 1);
  }
  expect([...counts.keys()]).toEqual([1]);
  // the chain of duties is back to back: each ends where the next starts
  const duties = rotationDutiesIn(schedule, schedule.alarmPointWeekGroups, { from: new Date(from), to: new Date(to) }, none).sort(
    (a, b) => a.start.getTime() - b.start.getTime(),
  );
  for (let index = 1; index < duties.length; index++) expect(duties[index]!.start).toEqual(duties[index - 1]!.end);
  return duties;
}

describe.each(CHANGES)("on $day in $timeZone", ({ timeZone, day, hours }) => {
  it("loses and doubles no minute of night duties 22:00 → 06:00 and day duties 06:00 → 22:00", () => {
    const night = standbyEvent(1, { start: "22:00:00", end: "05:59:59" });
    const daytime = standbyEvent(2, { start: "06:00:00", end: "21:59:59" }, { orderId: 2 });
    const duties = expectCoveredOnce(standbySchedule("2025-01-01", timeZone, [[night, daytime]]), day);
    const nightOfChange = duties.find((duty) => duty.day === previousDay(day) && duty.event === night)!;
    expect(nightOfChange.end.getTime() - nightOfChange.start.getTime()).toBe((hours - 16) * HOUR);
  });

  it("loses and doubles no minute of whole-day duties 00:00 → 23:59:59, the day lasting its real length", () => {
    const duties = expectCoveredOnce(standbySchedule("2025-01-01", timeZone, [[standbyEvent(1)]]), day);
    const ofTheDay = duties.find((duty) => duty.day === day)!;
    expect(ofTheDay.end.getTime() - ofTheDay.start.getTime()).toBe(hours * HOUR);
  });

  it("hands over between week groups at local midnight", () => {
    // validFrom one week before the change's Sunday or earlier, so that groups alternate around it
    const schedule = standbySchedule("2024-12-30", timeZone, [[standbyEvent(1)], [standbyEvent(2)]]);
    const duties = expectCoveredOnce(schedule, day);
    // the window runs from Saturday noon to Monday noon: both groups take part
    expect(new Set(duties.map((duty) => duty.weekGroupOrder))).toEqual(new Set([1, 2]));
    for (const duty of duties) expect(duty.start).toEqual(at(timeZone, `${duty.day} 00:00`));
  });
});
