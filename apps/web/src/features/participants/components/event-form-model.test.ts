import { describe, expect, it } from "vitest";
import { checkEventForm, eventFormOf, newEventForm, serverEventErrors, toEventChange, type EventFormValues } from "./event-form-model";

const ZONE = "Europe/Prague";
const PARTICIPANT = 9;

/** A weekly absence on weekdays 08:00–12:00, as the editor holds it. */
function weeklyAbsence(): EventFormValues {
  return {
    ...newEventForm({ start: new Date(2027, 0, 4, 8, 0), end: new Date(2027, 0, 4, 12, 0), allDay: false }, ZONE),
    title: "School run",
    recurring: true,
    repeatType: "WEEKLY",
    markedDays: [5, 1, 2, 3, 4],
    endType: "NEVER",
  };
}

describe("event form", () => {
  it("starts a new event from a clicked slot: an hour from the slot, once, absent, acknowledge time 1", () => {
    const values = newEventForm({ start: new Date(2027, 2, 22, 10, 30), allDay: false }, ZONE);
    expect(values).toMatchObject({
      id: null,
      kind: "ABSENT",
      active: true,
      acknowledgeTime: 1,
      startDateSelected: "2027-03-22",
      endDateSelected: "2027-03-22",
      startTime: "10:30",
      endTime: "11:30",
      recurring: false,
      repeatType: "DAILY",
      repeatEvery: 1,
      markedDays: [1],
      timeZone: ZONE,
    });
  });

  it("starts a new event from a clicked day as a working day, and keeps a slot ending at midnight on its day", () => {
    expect(newEventForm({ start: new Date(2027, 2, 24), allDay: true }, ZONE)).toMatchObject({
      startDateSelected: "2027-03-24",
      startTime: "08:00",
      endTime: "17:00",
      markedDays: [3],
    });
    expect(newEventForm({ start: new Date(2027, 2, 24, 23, 0), end: new Date(2027, 2, 25, 0, 0), allDay: false }, ZONE)).toMatchObject({
      endDateSelected: "2027-03-24",
      endTime: "23:59",
    });
  });

  it("sends a weekly absence with sorted marked days, the end time with seconds 59 and no fields of other end types", () => {
    expect(toEventChange(weeklyAbsence())).toEqual({
      title: "School run",
      active: true,
      kind: "ABSENT",
      deviceType: null,
      callingNumber: null,
      replacementParticipantId: null,
      acknowledgeTime: 1,
      timeZone: ZONE,
      startDateSelected: "2027-01-04",
      endDateSelected: "2027-01-04",
      startTime: "08:00",
      endTime: "12:00:59",
      recurring: true,
      repeatType: "WEEKLY",
      repeatEvery: 1,
      markedDays: [1, 2, 3, 4, 5],
      monthSubType: "DAY_OF_THE_MONTH",
      endType: "NEVER",
    });
  });

  it("sends 'Event title' for an empty title, id and version of a stored event, and another device normalised", () => {
    const change = toEventChange({
      ...weeklyAbsence(),
      id: 4,
      version: 2,
      title: "  ",
      kind: "OTHER_DEVICE",
      deviceType: "SMS",
      callingNumber: "+420 601 234 567",
      recurring: false,
      endDateSelected: "2027-01-05",
    });
    expect(change).toMatchObject({
      id: 4,
      version: 2,
      title: "Event title",
      deviceType: "SMS",
      callingNumber: "+420601234567",
      endType: "NEVER",
      endDateSelected: "2027-01-05",
    });
    expect(change).not.toHaveProperty("markedDays");
  });

  it("reads a stored event back into the same values", () => {
    const stored = {
      id: 4,
      version: 2,
      title: "School run",
      active: true,
      kind: "ABSENT" as const,
      deviceType: null,
      callingNumber: null,
      replacementParticipantId: null,
      acknowledgeTime: 1,
      timeZone: ZONE,
      startDateSelected: "2027-01-04",
      endDateSelected: "2027-01-04",
      startTime: "08:00",
      endTime: "12:00:59",
      recurring: true,
      repeatType: "WEEKLY" as const,
      repeatEvery: 1,
      markedDays: [1, 2, 3, 4, 5],
      monthSubType: "DAY_OF_THE_MONTH" as const,
      endType: "NEVER" as const,
      countAfterTimesEnd: null,
      endDate: null,
      sourceEventId: null,
    };
    const values = eventFormOf(stored);
    expect(values).toMatchObject({ startTime: "08:00", endTime: "12:00", markedDays: [1, 2, 3, 4, 5], endType: "NEVER", countAfterTimesEnd: 10 });
    expect(toEventChange(values)).toMatchObject({ id: 4, version: 2, endTime: "12:00:59", markedDays: [1, 2, 3, 4, 5] });
    expect(eventFormOf({ ...stored, recurring: false, repeatType: "NONE", markedDays: null })).toMatchObject({ repeatType: "DAILY", markedDays: [1] });
  });

  it("accepts a valid weekly absence", () => {
    expect(checkEventForm(weeklyAbsence(), PARTICIPANT)).toEqual({});
  });

  it("finds an end before the start of a one-off event, and an end equal to the start of a recurring one", () => {
    const once = { ...weeklyAbsence(), recurring: false, startTime: "12:00", endTime: "08:00" };
    expect(checkEventForm(once, PARTICIPANT)).toEqual({ endTime: { key: "calendarEditor.errors.endBeforeStart" } });
    expect(checkEventForm({ ...once, endDateSelected: "2027-01-05" }, PARTICIPANT)).toEqual({});
    expect(checkEventForm({ ...once, endDateSelected: "2027-01-03" }, PARTICIPANT)).toEqual({
      endDateSelected: { key: "calendarEditor.errors.endDateBeforeStart" },
    });
    // Recurring: an end before the start runs over midnight; the same time is no duration.
    expect(checkEventForm({ ...weeklyAbsence(), startTime: "22:00", endTime: "06:00" }, PARTICIPANT)).toEqual({});
    expect(checkEventForm({ ...weeklyAbsence(), startTime: "08:00", endTime: "08:00" }, PARTICIPANT)).toEqual({
      endTime: { key: "calendarEditor.errors.endSameAsStart" },
    });
  });

  it("finds repeat every below 1, a week without marked days and missing ends of the repetition", () => {
    expect(checkEventForm({ ...weeklyAbsence(), repeatEvery: 0, markedDays: [] }, PARTICIPANT)).toEqual({
      repeatEvery: { key: "calendarEditor.errors.repeatEvery" },
      markedDays: { key: "calendarEditor.errors.markedDays" },
    });
    expect(checkEventForm({ ...weeklyAbsence(), endType: "AFTER_TIMES_END", countAfterTimesEnd: 0 }, PARTICIPANT)).toHaveProperty("countAfterTimesEnd");
    expect(checkEventForm({ ...weeklyAbsence(), endType: "END_DATE", endDate: null }, PARTICIPANT)).toHaveProperty("endDate");
    expect(checkEventForm({ ...weeklyAbsence(), endType: "END_DATE", endDate: "2026-12-31" }, PARTICIPANT)).toEqual({
      endDate: { key: "calendarEditor.errors.untilBeforeStart" },
    });
    // Marked days matter for WEEKLY only.
    expect(checkEventForm({ ...weeklyAbsence(), repeatType: "DAILY", markedDays: [] }, PARTICIPANT)).toEqual({});
  });

  it("checks the fields of another device and of a replacement", () => {
    expect(checkEventForm({ ...weeklyAbsence(), kind: "OTHER_DEVICE" }, PARTICIPANT)).toEqual({
      deviceType: { key: "participants.event.errors.deviceTypeRequired" },
    });
    expect(checkEventForm({ ...weeklyAbsence(), kind: "OTHER_DEVICE", deviceType: "VOICE", callingNumber: "12" }, PARTICIPANT)).toEqual({
      callingNumber: { key: "participants.devices.problems.INVALID_PHONE" },
    });
    expect(checkEventForm({ ...weeklyAbsence(), kind: "REPLACEMENT" }, PARTICIPANT)).toEqual({
      replacementParticipantId: { key: "participants.event.errors.replacementRequired" },
    });
    expect(checkEventForm({ ...weeklyAbsence(), kind: "REPLACEMENT", replacementParticipantId: PARTICIPANT }, PARTICIPANT)).toEqual({
      replacementParticipantId: { key: "participants.event.errors.replacementSelf" },
    });
    expect(checkEventForm({ ...weeklyAbsence(), kind: "REPLACEMENT", replacementParticipantId: 3 }, PARTICIPANT)).toEqual({});
    expect(checkEventForm({ ...weeklyAbsence(), acknowledgeTime: 0 }, PARTICIPANT)).toHaveProperty("acknowledgeTime");
  });

  it("places the server's field problems under the editor's fields", () => {
    expect(
      serverEventErrors([
        { field: "endTime", message: "ends before it starts", code: "END_BEFORE_START" },
        { field: "markedDays", message: "choose at least one day", code: "INVALID_RECURRENCE" },
        { field: "replacementParticipantId", message: "A participant cannot replace themselves", code: "SELF" },
        { field: "startDate", message: "not a calendar date", code: "INVALID_RECURRENCE" },
      ]),
    ).toEqual({
      endTime: { key: "calendarEditor.errors.endBeforeStart" },
      markedDays: { key: "calendarEditor.errors.markedDays" },
      replacementParticipantId: { key: "participants.event.errors.replacementSelf" },
      startDateSelected: { text: "not a calendar date" },
    });
    expect(
      serverEventErrors([{ field: "replacementParticipantId", message: 'Participant "Bo" belongs to "Branch B"…', code: "OUTSIDE_ORGANIZATION" }]),
    ).toEqual({
      replacementParticipantId: { key: "errors.OUTSIDE_ORGANIZATION" },
    });
    expect(serverEventErrors([{ field: "timeZone", message: "unknown time zone" }])).toBeNull();
    expect(serverEventErrors([])).toBeNull();
  });
});
