import type { HolidayEvent } from "@alarm/contract";

/** A calendar day as the server writes it: YYYY-MM-DD. */
export type IsoDate = string;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

export function isoOf(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function partsOf(date: IsoDate): { year: number; month: number; day: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

const utc = (date: IsoDate) => {
  const { year, month, day } = partsOf(date);
  return new Date(Date.UTC(year, month - 1, day));
};

const isoOfUtc = (value: Date) => isoOf(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());

export function addDays(date: IsoDate, days: number): IsoDate {
  const value = utc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return isoOfUtc(value);
}

/** 1 Monday … 7 Sunday. */
export function weekdayOf(date: IsoDate): number {
  return ((utc(date).getUTCDay() + 6) % 7) + 1;
}

export const isWeekend = (date: IsoDate) => weekdayOf(date) >= 6;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The weeks of a month for a grid starting on Monday: six rows of seven cells (so that all months
 * are equally tall), each a day of the month or null before the first and after the last day.
 */
export function monthWeeks(year: number, month: number): (IsoDate | null)[][] {
  const first = isoOf(year, month, 1);
  const cells: (IsoDate | null)[] = Array.from({ length: weekdayOf(first) - 1 }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(isoOf(year, month, day));
  while (cells.length < 42) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Each day of the year with the holidays on it. */
export function holidaysByDay(events: readonly HolidayEvent[]): Map<IsoDate, HolidayEvent[]> {
  const days = new Map<IsoDate, HolidayEvent[]>();
  for (const event of events) {
    if (event.end < event.start) continue;
    for (let date = event.start, guard = 0; date <= event.end && guard < 366; date = addDays(date, 1), guard += 1) {
      const list = days.get(date);
      if (list) list.push(event);
      else days.set(date, [event]);
    }
  }
  return days;
}

/** The holiday a click on a day opens: an own one first (it can be edited), else an inherited one. */
export function holidayToOpen(events: readonly HolidayEvent[] | undefined): HolidayEvent | null {
  if (!events || events.length === 0) return null;
  return events.find((event) => !event.standard) ?? events[0]!;
}

export const inRange = (date: IsoDate, start: IsoDate | null, end: IsoDate | null) => start !== null && end !== null && start <= date && date <= end;

/** Dates in forms read DD.MM.YYYY (docs/domain-rules.md#constants). */
export function formatDate(date: IsoDate): string {
  const { year, month, day } = partsOf(date);
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

export function formatRange(start: IsoDate, end: IsoDate): string {
  return start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

/** A Date at local midnight for a date picker, and back. */
export function toLocalDate(date: IsoDate): Date {
  const { year, month, day } = partsOf(date);
  return new Date(year, month - 1, day);
}

export function fromLocalDate(value: Date): IsoDate {
  return isoOf(value.getFullYear(), value.getMonth() + 1, value.getDate());
}

/** Today in the browser's time zone. */
export function today(): IsoDate {
  return fromLocalDate(new Date());
}

/** The date `days` away from `date`, kept inside `year` (keyboard moves in the year view). */
export function stepWithinYear(date: IsoDate, days: number, year: number): IsoDate {
  const next = addDays(date, days);
  if (next < isoOf(year, 1, 1)) return isoOf(year, 1, 1);
  if (next > isoOf(year, 12, 31)) return isoOf(year, 12, 31);
  return next;
}

/** The same day a month earlier or later (the month's last day when it is shorter), inside the year. */
export function monthStep(date: IsoDate, months: number, year: number): IsoDate {
  const { month, day } = partsOf(date);
  const target = Math.min(12, Math.max(1, month + months));
  return isoOf(year, target, Math.min(day, daysInMonth(year, target)));
}
