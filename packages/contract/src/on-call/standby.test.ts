import { describe, expect, it } from "vitest";
import type { AlarmRotational } from "../rotation-schedule.js";
import { at, standbyEvent, standbySchedule } from "./fixtures.test-support.js";
import { type OnCallAlarmPoint, type StandbySchedule, standbyPlanAt } from "./standby.js";

const PRAGUE = "Europe/Prague";
const OWN_PLAN = 99;
const none = new Set<string>();

const pointWith = (schedule: StandbySchedule | null, id = 1): OnCallAlarmPoint => ({ id, name: "Boiler", alarmPlanId: OWN_PLAN, standbySchedule: schedule });
const planAt = (schedule: StandbySchedule, local: string, holidays: ReadonlySet<string> = none, pointId = 1) =>
  standbyPlanAt(pointWith(schedule, pointId), at(schedule.timeZone, local), holidays);

// 2025-01-06 is a Monday; week 1 of the schedule is 6–12 January, week 2 is 13–19 January.
describe("standby plan in force", () => {
  it("takes the week groups in turn: plan A in odd weeks, plan B in even weeks", () => {
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[standbyEvent(1)], [standbyEvent(2)]]);
    expect(planAt(schedule, "2025-01-08 10:00").alarmPlanId).toBe(1);
    expect(planAt(schedule, "2025-01-12 23:59:59").alarmPlanId).toBe(1);
    expect(planAt(schedule, "2025-01-13 00:00").alarmPlanId).toBe(2);
    expect(planAt(schedule, "2025-01-19 12:00").alarmPlanId).toBe(2);
    expect(planAt(schedule, "2025-01-20 00:00").alarmPlanId).toBe(1);
    expect(planAt(schedule, "2025-03-31 12:00").alarmPlanId).toBe(1); // 84 days on: the 13th week, group 1 again
  });

  it("names the schedule, the week group and the event that decided", () => {
    const event = standbyEvent(2, {}, { name: "Even weeks" });
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[standbyEvent(1)], [event]]);
    expect(planAt(schedule, "2025-01-14 08:00").decidedBy).toEqual({
      scheduleId: schedule.id,
      scheduleName: "Standby",
      weekGroupOrder: 2,
      eventId: event.id,
      eventName: "Even weeks",
      standard: false,
    });
  });

  it("keeps a night duty with the group of its start, across midnight and the week boundary", () => {
    const night = standbyEvent(7, { markedDays: [7], start: "22:00:00", end: "05:59:59" });
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[night], []]);
    expect(planAt(schedule, "2025-01-12 21:59").alarmPlanId).toBe(OWN_PLAN);
    expect(planAt(schedule, "2025-01-12 22:00").alarmPlanId).toBe(7);
    // Monday 13 January is week 2 (group 2), but the duty started on Sunday in group 1's week
    expect(planAt(schedule, "2025-01-13 03:00")).toMatchObject({ alarmPlanId: 7, decidedBy: { weekGroupOrder: 1 } });
    expect(planAt(schedule, "2025-01-13 05:59:59").alarmPlanId).toBe(7);
    expect(planAt(schedule, "2025-01-13 06:00").alarmPlanId).toBe(OWN_PLAN);
    // Sunday 19 January belongs to group 2: no night duty into Monday 20
    expect(planAt(schedule, "2025-01-20 03:00").alarmPlanId).toBe(OWN_PLAN);
    expect(planAt(schedule, "2025-01-27 03:00").alarmPlanId).toBe(7);
  });

  it("applies holiday behaviour to the day a duty starts", () => {
    const holidays = new Set(["2025-01-08"]);
    const workday = standbyEvent(1, { holiday: "NEVER_ON_HOLIDAYS" });
    const holiday = standbyEvent(2, { holiday: "ONLY_ON_HOLIDAYS", start: "18:00:00", end: "08:00:00" }, { orderId: 2 });
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[workday, holiday]]);
    expect(planAt(schedule, "2025-01-07 20:00", holidays).alarmPlanId).toBe(1);
    expect(planAt(schedule, "2025-01-08 10:00", holidays).alarmPlanId).toBe(OWN_PLAN); // holiday, but before 18:00
    expect(planAt(schedule, "2025-01-08 20:00", holidays).alarmPlanId).toBe(2);
    // the holiday duty runs into the next morning, but the workday duty of the 9th comes first by orderId
    expect(planAt(schedule, "2025-01-09 07:00", holidays).alarmPlanId).toBe(1);
    expect(planAt(schedule, "2025-01-08 10:00").alarmPlanId).toBe(1); // without the holiday
  });

  it("falls back to the group's standard event, and to the point's own plan without one", () => {
    const office = standbyEvent(1, { markedDays: [1, 2, 3, 4, 5], start: "08:00:00", end: "16:59:59" }, { orderId: 2 });
    const fallback = standbyEvent(5, { markedDays: [1], start: "09:00", end: "10:00" }, { standard: true, orderId: 1 });
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[office, fallback], [office]]);
    expect(planAt(schedule, "2025-01-07 10:00").alarmPlanId).toBe(1);
    // the standard event decides the whole turn, whatever its own days and times
    expect(planAt(schedule, "2025-01-07 20:00")).toMatchObject({ alarmPlanId: 5, decidedBy: { eventId: fallback.id, standard: true } });
    expect(planAt(schedule, "2025-01-11 12:00").alarmPlanId).toBe(5);
    expect(planAt(schedule, "2025-01-14 20:00")).toEqual({ alarmPlanId: OWN_PLAN, decidedBy: null });
  });

  it("reads only events for this alarm point or for every point", () => {
    const other = standbyEvent(3, {}, { alarmpointId: 2, orderId: 1 });
    const mine = standbyEvent(4, { start: "12:00", end: "13:00" }, { alarmpointId: 1, orderId: 2 });
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[other, mine]]);
    expect(planAt(schedule, "2025-01-07 10:00").alarmPlanId).toBe(OWN_PLAN);
    expect(planAt(schedule, "2025-01-07 12:30").alarmPlanId).toBe(4);
    expect(planAt(schedule, "2025-01-07 10:00", none, 2).alarmPlanId).toBe(3);
  });

  it("lets the first event by orderId decide, and ignores inactive events", () => {
    const second = standbyEvent(2, {}, { orderId: 2 });
    const first = standbyEvent(1, { markedDays: [2] }, { orderId: 1 });
    const off = standbyEvent(3, {}, { orderId: 0, isActive: false });
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[second, first, off]]);
    expect(planAt(schedule, "2025-01-07 10:00").alarmPlanId).toBe(1);
    expect(planAt(schedule, "2025-01-08 10:00").alarmPlanId).toBe(2);
  });

  it("answers the point's own plan before validFrom and without a schedule", () => {
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[standbyEvent(1)]]);
    expect(planAt(schedule, "2025-01-05 23:59")).toEqual({ alarmPlanId: OWN_PLAN, decidedBy: null });
    expect(standbyPlanAt(pointWith(null), new Date(), none)).toEqual({ alarmPlanId: OWN_PLAN, decidedBy: null });
  });

  it("repeats every N-th turn of the group, counted from validFrom", () => {
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[standbyEvent(1, { repeatEvery: 2 })], [standbyEvent(2)]]);
    // group 1 serves weeks 1, 3, 5, 7…; every 2nd of its turns: weeks 1, 5, 9
    expect(planAt(schedule, "2025-01-07 10:00").alarmPlanId).toBe(1); // week 1
    expect(planAt(schedule, "2025-01-21 10:00").alarmPlanId).toBe(OWN_PLAN); // week 3
    expect(planAt(schedule, "2025-02-04 10:00").alarmPlanId).toBe(1); // week 5
    expect(planAt(schedule, "2025-01-14 10:00").alarmPlanId).toBe(2); // week 2
  });

  it("ends after a number of duties that happen, and on its end date", () => {
    const holidays = new Set(["2025-01-07"]);
    const counted = standbyEvent(1, { markedDays: [2, 4], countAfterTimesEnd: 3, holiday: "NEVER_ON_HOLIDAYS" });
    const schedule = standbySchedule("2025-01-06", PRAGUE, [[counted]]);
    // Tuesdays and Thursdays from 6 January, the holiday on Tuesday 7th skipped: 9, 14, 16
    expect(planAt(schedule, "2025-01-07 10:00", holidays).alarmPlanId).toBe(OWN_PLAN);
    expect(planAt(schedule, "2025-01-09 10:00", holidays).alarmPlanId).toBe(1);
    expect(planAt(schedule, "2025-01-16 10:00", holidays).alarmPlanId).toBe(1);
    expect(planAt(schedule, "2025-01-21 10:00", holidays).alarmPlanId).toBe(OWN_PLAN);
    const bounded = standbySchedule("2025-01-06", PRAGUE, [[standbyEvent(1, { validFrom: "2025-01-08", endDate: "2025-01-10" })]]);
    expect(planAt(bounded, "2025-01-07 10:00").alarmPlanId).toBe(OWN_PLAN);
    expect(planAt(bounded, "2025-01-10 23:00").alarmPlanId).toBe(1);
    expect(planAt(bounded, "2025-01-11 10:00").alarmPlanId).toBe(OWN_PLAN);
  });

  it("counts weeks from validFrom across the year boundary (no ISO week 53)", () => {
    // 2026 is a year with an ISO week 53; that must not matter
    const schedule = standbySchedule("2026-12-23", PRAGUE, [[standbyEvent(1)], [standbyEvent(2)]]);
    expect(planAt(schedule, "2026-12-29 12:00").alarmPlanId).toBe(1); // 23–29 December: week 1
    expect(planAt(schedule, "2026-12-31 23:30").alarmPlanId).toBe(2); // 30 Dec – 5 Jan: week 2
    expect(planAt(schedule, "2027-01-01 00:30").alarmPlanId).toBe(2);
    expect(planAt(schedule, "2027-01-06 00:30").alarmPlanId).toBe(1);
    const night = standbySchedule("2026-12-23", PRAGUE, [[standbyEvent(3, { markedDays: [4], start: "22:00", end: "06:00" })], []]);
    expect(planAt(night, "2027-01-01 05:00").alarmPlanId).toBe(OWN_PLAN); // Thursday 31 Dec is in group 2's week
    expect(planAt(night, "2026-12-25 05:00").alarmPlanId).toBe(3); // Thursday 24 Dec, group 1
  });

  it("accepts the contract's standby schedule as it is", () => {
    const row = {} as AlarmRotational;
    const schedule: StandbySchedule = row;
    expect(schedule).toBe(row);
  });
});
