import type { CalendarEvent } from "@alarm/contract";
import { describe, expect, it } from "vitest";
import { occurrencesOf, shownEnd } from "./calendar-occurrences";

const base: CalendarEvent = {
  id: 1,
  version: 1,
  title: "School run",
  active: true,
  kind: "ABSENT",
  deviceType: null,
  callingNumber: null,
  replacementParticipantId: null,
  acknowledgeTime: 1,
  timeZone: "Europe/Prague",
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
  countAfterTimesEnd: null,
  endDate: null,
  sourceEventId: null,
};

const iso = (date: Date) => date.toISOString();

describe("calendar occurrences", () => {
  it("expands a weekly weekday absence over the visible week, ending at the minute entered", () => {
    const week = occurrencesOf([base], { from: new Date("2027-03-22T00:00:00Z"), to: new Date("2027-03-29T00:00:00Z") });
    expect(week.map((o) => [iso(o.start), iso(o.end)])).toEqual([
      ["2027-03-22T07:00:00.000Z", "2027-03-22T11:00:00.000Z"],
      ["2027-03-23T07:00:00.000Z", "2027-03-23T11:00:00.000Z"],
      ["2027-03-24T07:00:00.000Z", "2027-03-24T11:00:00.000Z"],
      ["2027-03-25T07:00:00.000Z", "2027-03-25T11:00:00.000Z"],
      ["2027-03-26T07:00:00.000Z", "2027-03-26T11:00:00.000Z"],
    ]);
    expect(new Set(week.map((o) => o.key)).size).toBe(5);
    expect(week[0]).toMatchObject({ eventId: 1, title: "School run", kind: "ABSENT", active: true });
  });

  it("keeps the wall-clock time across a change to summer time", () => {
    const [monday] = occurrencesOf([base], { from: new Date("2027-03-29T00:00:00Z"), to: new Date("2027-03-30T00:00:00Z") });
    expect(iso(monday!.start)).toBe("2027-03-29T06:00:00.000Z");
  });

  it("shows a one-off event over several days from its first to its last day", () => {
    const holiday = {
      ...base,
      recurring: false,
      repeatType: "NONE" as const,
      markedDays: null,
      startDateSelected: "2027-07-01",
      endDateSelected: "2027-07-14",
      startTime: "08:00",
      endTime: "17:00:59",
    };
    const inJuly = occurrencesOf([holiday], { from: new Date("2027-07-05T00:00:00Z"), to: new Date("2027-07-12T00:00:00Z") });
    expect(inJuly.map((o) => [iso(o.start), iso(o.end)])).toEqual([["2027-07-01T06:00:00.000Z", "2027-07-14T15:00:00.000Z"]]);
    expect(occurrencesOf([holiday], { from: new Date("2027-08-01T00:00:00Z"), to: new Date("2027-08-08T00:00:00Z") })).toEqual([]);
  });

  it("leaves out an event the recurrence module cannot read", () => {
    expect(occurrencesOf([{ ...base, timeZone: "Nowhere/Special" }], { from: new Date("2027-03-22T00:00:00Z"), to: new Date("2027-03-29T00:00:00Z") })).toEqual(
      [],
    );
  });

  it("shows the minute entered as the end", () => {
    expect(iso(shownEnd(new Date("2027-01-04T11:01:00Z"), "12:00:59"))).toBe("2027-01-04T11:00:00.000Z");
    expect(iso(shownEnd(new Date("2027-01-04T11:00:00Z"), "12:00"))).toBe("2027-01-04T11:00:00.000Z");
  });
});
