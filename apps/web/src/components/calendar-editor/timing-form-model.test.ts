import { describe, expect, it } from "vitest";
import { checkTimingForm, newTimingForm, serverFormErrors, toTimingChange, withStartDate } from "./timing-form-model";

const ZONE = "Europe/Prague";

describe("timing of a calendar entry in the editor", () => {
  it("moves the last day and the weekday along with a new first day, unless days were chosen", () => {
    const sunday = newTimingForm({ start: new Date(2026, 10, 22, 9, 0), allDay: false }, ZONE);
    expect(sunday.markedDays).toEqual([7]);
    const moved = withStartDate({ ...sunday, endDateSelected: "2026-11-24" }, "2026-01-05");
    expect(moved).toMatchObject({ startDateSelected: "2026-01-05", endDateSelected: "2026-01-07", markedDays: [1] });
    expect(withStartDate({ ...sunday, markedDays: [1, 2] }, "2026-01-07").markedDays).toEqual([1, 2]);
  });

  it("starts a selected time range at its start and end, and a selection of days on its first and last day", () => {
    expect(newTimingForm({ start: new Date(2027, 2, 22, 22, 0), end: new Date(2027, 2, 23, 0, 0), allDay: false }, ZONE)).toMatchObject({
      startDateSelected: "2027-03-22",
      endDateSelected: "2027-03-22",
      startTime: "22:00",
      endTime: "23:59",
    });
    expect(newTimingForm({ start: new Date(2027, 2, 22), end: new Date(2027, 2, 25), allDay: true }, ZONE)).toMatchObject({
      startDateSelected: "2027-03-22",
      endDateSelected: "2027-03-24",
      startTime: "08:00",
      endTime: "17:00",
    });
  });

  it("sends the standard title for an empty one and the end time with seconds 59", () => {
    const values = newTimingForm({ start: new Date(2027, 2, 22, 8, 0), allDay: false }, ZONE);
    expect(toTimingChange(values)).toMatchObject({ title: "Event title", startTime: "08:00", endTime: "09:00:59", recurring: false, endType: "NEVER" });
  });

  it("finds timing problems under their fields with the calendar editor's messages", () => {
    const weekly = {
      ...newTimingForm({ start: new Date(2027, 2, 22, 8, 0), allDay: false }, ZONE),
      recurring: true,
      repeatType: "WEEKLY" as const,
      markedDays: [],
      repeatEvery: 0,
    };
    expect(checkTimingForm(weekly)).toEqual({
      repeatEvery: { key: "calendarEditor.errors.repeatEvery" },
      markedDays: { key: "calendarEditor.errors.markedDays" },
    });
  });

  it("places a server problem of a nested field under the editor's field, or answers null for an unknown field", () => {
    const fields = ["title", "alarmReplacement", "endTime"];
    const wordOf = () => ({ key: "kind.message" });
    expect(serverFormErrors([{ field: "alarmReplacement.alarmPointId", message: "Unknown", code: "UNKNOWN_ALARM_POINT" }], fields, wordOf)).toEqual({
      alarmReplacement: { key: "kind.message" },
    });
    expect(serverFormErrors([{ field: "endTime", message: "ends before", code: "END_BEFORE_START" }], fields, () => null)).toEqual({
      endTime: { key: "calendarEditor.errors.endBeforeStart" },
    });
    expect(serverFormErrors([{ field: "somethingElse", message: "?" }], fields, wordOf)).toBeNull();
  });
});
