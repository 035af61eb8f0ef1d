import { describe, expect, it } from "vitest";
import {
  alarmPointEventOf,
  checkAlarmPointEvent,
  newAlarmPointEvent,
  serverAlarmPointEventErrors,
  toAlarmPointEventChange,
  type AlarmPointEventValues,
} from "./alarm-point-calendar-form";

const ZONE = "Europe/Prague";
const POINT = 7;

/** Weekday nights 22:00–23:59, as the editor holds them after selecting that range. */
function weekdayNights(): AlarmPointEventValues {
  return {
    ...newAlarmPointEvent({ start: new Date(2027, 2, 22, 22, 0), end: new Date(2027, 2, 23, 0, 0), allDay: false }, ZONE),
    recurring: true,
    repeatType: "WEEKLY",
    markedDays: [5, 4, 3, 2, 1],
    endType: "NEVER",
  };
}

describe("alarm point calendar entry in the editor", () => {
  it("starts a selected range as an inactive entry and sends it weekly with the end time's seconds 59", () => {
    expect(newAlarmPointEvent({ start: new Date(2027, 2, 22, 22, 0), end: new Date(2027, 2, 23, 0, 0), allDay: false }, ZONE)).toMatchObject({
      id: null,
      kind: "INACTIVE",
      alarmReplacement: null,
      startTime: "22:00",
      endTime: "23:59",
    });
    expect(toAlarmPointEventChange(weekdayNights())).toEqual({
      title: "Event title",
      active: true,
      kind: "INACTIVE",
      alarmReplacement: null,
      timeZone: ZONE,
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
    });
    expect(checkAlarmPointEvent(weekdayNights(), POINT)).toEqual({});
  });

  it("sends the replacing alarm point only for a replacement, and asks for one that is not the point itself", () => {
    const replaced = { ...weekdayNights(), kind: "REPLACEMENT" as const };
    expect(checkAlarmPointEvent(replaced, POINT)).toEqual({ alarmReplacement: { key: "alarmPointCalendar.errors.replacementRequired" } });
    expect(checkAlarmPointEvent({ ...replaced, alarmReplacement: POINT }, POINT)).toEqual({
      alarmReplacement: { key: "alarmPointCalendar.errors.replacementSelf" },
    });
    expect(toAlarmPointEventChange({ ...replaced, alarmReplacement: 9 }).alarmReplacement).toEqual({ alarmPointId: 9, id: null });
    expect(toAlarmPointEventChange({ ...weekdayNights(), alarmReplacement: 9 }).alarmReplacement).toBeNull();
  });

  it("reads a stored entry back and keeps its id and version", () => {
    const values = alarmPointEventOf({
      ...toAlarmPointEventChange({ ...weekdayNights(), kind: "REPLACEMENT", alarmReplacement: 9 }),
      id: 4,
      version: 2,
      title: "Nights",
      active: true,
      kind: "REPLACEMENT",
      alarmReplacement: { id: null, alarmPointId: 9 },
      timeZone: ZONE,
      endDateSelected: "2027-03-22",
      recurring: true,
      repeatType: "WEEKLY",
      repeatEvery: 1,
      markedDays: [1, 2, 3, 4, 5],
      monthSubType: "DAY_OF_THE_MONTH",
      endType: "NEVER",
      countAfterTimesEnd: null,
      endDate: null,
      sourceEventId: null,
    });
    expect(values).toMatchObject({ id: 4, version: 2, kind: "REPLACEMENT", alarmReplacement: 9, endTime: "23:59" });
    expect(toAlarmPointEventChange(values)).toMatchObject({ id: 4, version: 2, alarmReplacement: { alarmPointId: 9 } });
  });

  it("places the server's problems with the replacement under the drop-down", () => {
    expect(serverAlarmPointEventErrors([{ field: "alarmReplacement.alarmPointId", message: "Unknown alarm point", code: "UNKNOWN_ALARM_POINT" }])).toEqual({
      alarmReplacement: { key: "alarmPointCalendar.errors.replacementUnknown" },
    });
    expect(serverAlarmPointEventErrors([{ field: "alarmReplacement.alarmPointId", message: "itself", code: "SELF" }])).toEqual({
      alarmReplacement: { key: "alarmPointCalendar.errors.replacementSelf" },
    });
  });
});
