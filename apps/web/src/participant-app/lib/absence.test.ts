import { describe, expect, it } from "vitest";
import { absenceOf, absenceProblem, absenceRange, upcomingAbsences } from "./absence";
import type { AbsenceEntry } from "./absence-schema";

describe("a new absence", () => {
  it("is a one-off entry of kind ABSENT from the start's date and time to the end's, in the phone's zone", () => {
    expect(absenceOf(" Doctor ", new Date(2026, 4, 12, 8, 0), new Date(2026, 4, 14, 17, 30), "Europe/Prague")).toEqual({
      title: "Doctor",
      kind: "ABSENT",
      active: true,
      timeZone: "Europe/Prague",
      recurring: false,
      startDateSelected: "2026-05-12",
      endDateSelected: "2026-05-14",
      startTime: "08:00",
      endTime: "17:30",
    });
  });

  it("needs a start and an end after it (in whole minutes)", () => {
    const start = new Date(2026, 4, 12, 8, 0);
    expect(absenceProblem(null, start)).toBe("start");
    expect(absenceProblem(start, null)).toBe("end");
    expect(absenceProblem(start, new Date(2026, 4, 12, 8, 0, 30))).toBe("order");
    expect(absenceProblem(start, new Date(2026, 4, 12, 7, 0))).toBe("order");
    expect(absenceProblem(start, new Date(2026, 4, 12, 8, 1))).toBeNull();
  });
});

describe("my absences", () => {
  const entry = (id: number, start: string, end: string, extra: Partial<AbsenceEntry> = {}): AbsenceEntry => {
    const [startDate, startTime] = start.split(" ");
    const [endDate, endTime] = end.split(" ");
    return {
      id,
      title: `A${id}`,
      active: true,
      kind: "ABSENT",
      timeZone: "UTC",
      recurring: false,
      startDateSelected: startDate!,
      endDateSelected: endDate!,
      startTime: startTime!,
      endTime: endTime!,
      ...extra,
    };
  };

  it("reads a one-off entry's dates and times", () => {
    expect(absenceRange(entry(1, "2026-05-12 08:00", "2026-05-14 17:30:00"))).toEqual({
      start: new Date(2026, 4, 12, 8, 0),
      end: new Date(2026, 4, 14, 17, 30),
    });
  });

  it("lists those to come or under way, soonest first, recurring ones after; not other kinds", () => {
    const now = new Date(2026, 4, 13, 12, 0);
    const list = upcomingAbsences(
      [
        entry(1, "2026-05-20 08:00", "2026-05-21 08:00"),
        entry(2, "2026-05-01 08:00", "2026-05-02 08:00"),
        entry(3, "2026-05-12 08:00", "2026-05-14 08:00"),
        entry(4, "2026-01-01 22:00", "2026-01-01 23:00", { recurring: true }),
        entry(5, "2026-05-20 08:00", "2026-05-21 08:00", { kind: "OTHER_DEVICE" }),
      ],
      now,
    );
    expect(list.map((event) => event.id)).toEqual([3, 1, 4]);
  });
});
