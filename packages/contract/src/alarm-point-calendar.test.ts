import { describe, expect, it } from "vitest";
import { alarmPointCalendarEventInput, alarmPointStateAt, type AlarmPointCalendarEvent } from "./alarm-point-calendar.js";

let nextId = 1;
function entry(change: Partial<AlarmPointCalendarEvent>): AlarmPointCalendarEvent {
  return {
    id: nextId++,
    version: 1,
    title: "Event title",
    active: true,
    kind: "INACTIVE",
    alarmReplacement: null,
    timeZone: "Europe/Prague",
    startDateSelected: "2027-03-22",
    endDateSelected: "2027-03-22",
    startTime: "22:00",
    endTime: "23:59:59",
    recurring: true,
    repeatType: "WEEKLY",
    repeatEvery: 1,
    markedDays: [1, 2, 3, 4, 5],
    monthSubType: "DAY_OF_THE_MONTH",
    endType: "NEVER",
    countAfterTimesEnd: null,
    endDate: null,
    sourceEventId: null,
    ...change,
  };
}

const at = (iso: string) => new Date(iso);
/** Weekday nights 22:00–midnight, Prague time. */
const nights = entry({});

describe("alarm point state at an instant", () => {
  it("is active without entries, and without a replacement", () => {
    expect(alarmPointStateAt([], at("2027-03-22T12:00:00Z"))).toEqual({ active: true, replacementAlarmPointId: null });
  });

  it("is inactive inside a weekly INACTIVE entry in its zone, on both sides of the spring DST change", () => {
    // Friday 26 March 2027, CET (UTC+1): 22:00 local is 21:00Z.
    expect(alarmPointStateAt([nights], at("2027-03-26T20:59:59Z")).active).toBe(true);
    expect(alarmPointStateAt([nights], at("2027-03-26T21:00:00Z")).active).toBe(false);
    expect(alarmPointStateAt([nights], at("2027-03-26T22:59:59Z")).active).toBe(false);
    expect(alarmPointStateAt([nights], at("2027-03-26T23:00:00Z")).active).toBe(true);
    // Saturday night is not marked.
    expect(alarmPointStateAt([nights], at("2027-03-27T21:30:00Z")).active).toBe(true);
    // Monday 29 March 2027, CEST (UTC+2) since Sunday: 22:00 local is 20:00Z.
    expect(alarmPointStateAt([nights], at("2027-03-29T19:59:59Z")).active).toBe(true);
    expect(alarmPointStateAt([nights], at("2027-03-29T20:00:00Z")).active).toBe(false);
    expect(alarmPointStateAt([nights], at("2027-03-29T21:59:59Z")).active).toBe(false);
    expect(alarmPointStateAt([nights], at("2027-03-29T22:00:00Z")).active).toBe(true);
  });

  it("with ACTIVE entries is active only inside them, and INACTIVE wins over ACTIVE", () => {
    const officeHours = entry({ kind: "ACTIVE", startTime: "08:00", endTime: "17:00", markedDays: [1, 2, 3, 4, 5] });
    const lunch = entry({ kind: "INACTIVE", startTime: "12:00", endTime: "13:00", markedDays: [3] });
    const events = [officeHours, lunch];
    expect(alarmPointStateAt(events, at("2027-03-24T07:30:00Z")).active).toBe(true); // Wed 08:30 CET
    expect(alarmPointStateAt(events, at("2027-03-24T06:30:00Z")).active).toBe(false); // 07:30, before
    expect(alarmPointStateAt(events, at("2027-03-24T11:30:00Z")).active).toBe(false); // 12:30, lunch
    expect(alarmPointStateAt(events, at("2027-03-25T11:30:00Z")).active).toBe(true); // Thursday, no lunch entry
    expect(alarmPointStateAt(events, at("2027-03-27T09:00:00Z")).active).toBe(false); // Saturday
  });

  it("names the replacement while a REPLACEMENT entry is in force and the point is active", () => {
    const replaced = entry({
      kind: "REPLACEMENT",
      alarmReplacement: { id: null, alarmPointId: 42 },
      recurring: false,
      repeatType: "NONE",
      markedDays: null,
      startDateSelected: "2027-10-30",
      endDateSelected: "2027-11-01",
      startTime: "00:00",
      endTime: "23:59:59",
    });
    // Autumn DST change on 31 October 2027: the span is CEST at its start and CET at its end.
    expect(alarmPointStateAt([replaced], at("2027-10-29T21:59:59Z"))).toEqual({ active: true, replacementAlarmPointId: null });
    expect(alarmPointStateAt([replaced], at("2027-10-29T22:00:00Z"))).toEqual({ active: true, replacementAlarmPointId: 42 });
    expect(alarmPointStateAt([replaced], at("2027-11-01T22:59:59Z"))).toEqual({ active: true, replacementAlarmPointId: 42 });
    expect(alarmPointStateAt([replaced], at("2027-11-01T23:00:00Z"))).toEqual({ active: true, replacementAlarmPointId: null });
    const closed = entry({
      kind: "INACTIVE",
      recurring: false,
      repeatType: "NONE",
      startDateSelected: "2027-10-31",
      endDateSelected: "2027-10-31",
      startTime: "10:00",
      endTime: "11:00",
    });
    expect(alarmPointStateAt([replaced, closed], at("2027-10-31T09:30:00Z"))).toEqual({ active: false, replacementAlarmPointId: null });
  });

  it("ignores entries that are switched off", () => {
    const off = { ...nights, active: false };
    const offActive = entry({ kind: "ACTIVE", active: false, startTime: "08:00", endTime: "09:00" });
    expect(alarmPointStateAt([off, offActive], at("2027-03-26T21:30:00Z"))).toEqual({ active: true, replacementAlarmPointId: null });
  });
});

describe("alarm point calendar change", () => {
  const base = { startDateSelected: "2027-03-22", startTime: "22:00", endTime: "23:59" };
  const fieldsOf = (input: unknown) => {
    const parsed = alarmPointCalendarEventInput.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
  };

  it("takes an inactive entry with the standard title", () => {
    expect(alarmPointCalendarEventInput.parse(base)).toMatchObject({ kind: "INACTIVE", title: "Event title", active: true });
  });

  it("asks a replacement for the alarm point triggered instead", () => {
    expect(fieldsOf({ ...base, kind: "REPLACEMENT" })).toEqual(["alarmReplacement.alarmPointId"]);
    expect(fieldsOf({ ...base, kind: "REPLACEMENT", alarmReplacement: { alarmPointId: 3 } })).toEqual([]);
  });

  it("refuses the timing problems every calendar refuses", () => {
    expect(fieldsOf({ ...base, endTime: "21:00" })).toEqual(["endTime"]);
    expect(fieldsOf({ ...base, recurring: true, repeatType: "WEEKLY", markedDays: [] })).toEqual(["markedDays"]);
    expect(fieldsOf({ ...base, recurring: true, repeatEvery: 0 })).toEqual(["repeatEvery"]);
  });
});
