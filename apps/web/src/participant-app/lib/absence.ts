import type { CalendarEventInput } from "@alarm/contract";
import type { AbsenceEntry } from "./absence-schema";

const pad = (value: number) => String(value).padStart(2, "0");
const localDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The phone's time zone, in which the absence's dates and times are meant. */
export function phoneTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * POST /app/absences: a one-off entry of my private calendar from `start` to `end` (dates and times
 * in the phone's zone, not recurring); the server makes it an absence.
 */
export function absenceOf(title: string, start: Date, end: Date, timeZone = phoneTimeZone()): CalendarEventInput {
  return {
    title: title.trim() || undefined,
    kind: "ABSENT",
    active: true,
    timeZone,
    recurring: false,
    startDateSelected: localDate(start),
    endDateSelected: localDate(end),
    startTime: localTime(start),
    endTime: localTime(end),
  };
}

/** What is wrong with the range: nothing, a missing end or start, or an end not after the start. */
export function absenceProblem(start: Date | null, end: Date | null): "start" | "end" | "order" | null {
  if (!start) return "start";
  if (!end) return "end";
  // Whole minutes: the seconds a picker may carry do not count.
  return Math.floor(end.getTime() / 60_000) <= Math.floor(start.getTime() / 60_000) ? "order" : null;
}

/** The instants of a one-off entry, read in the phone's zone (the zone of the entries it creates). */
export function absenceRange(event: Pick<AbsenceEntry, "startDateSelected" | "endDateSelected" | "startTime" | "endTime">): { start: Date; end: Date } {
  const at = (date: string, time: string) => {
    const [year, month, day] = date.split("-").map(Number);
    const [hours, minutes] = time.split(":").map(Number);
    return new Date(year!, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  };
  return { start: at(event.startDateSelected, event.startTime), end: at(event.endDateSelected, event.endTime) };
}

/** Absences still to come or under way, soonest first; recurring ones after. */
export function upcomingAbsences(events: readonly AbsenceEntry[], now: Date): AbsenceEntry[] {
  return events
    .filter((event) => event.kind === "ABSENT" && (event.recurring || absenceRange(event).end > now))
    .sort((a, b) => Number(a.recurring) - Number(b.recurring) || absenceRange(a).start.getTime() - absenceRange(b).start.getTime());
}
