import { type DashboardPeriod, instantOfLocal, type ReportRange } from "@alarm/contract";

/** A span of local days: `from` inclusive, `until` exclusive, as instants. */
export type Span = { from: Date; until: Date };

const DAY_MS = 86_400_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD" of `instant` on the wall calendar of `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days between two days: `later` minus `earlier`. */
export const daysBetween = (earlier: string, later: string) => Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS);

/** Monday of the week of `day` (weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the month `months` after the month of `day`. */
export function monthStart(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function quarterStart(day: string, quarters = 0): string {
  const month = Number(day.slice(5, 7)) - 1;
  return monthStart(`${day.slice(0, 4)}-${String(month - (month % 3) + 1).padStart(2, "0")}-01`, quarters * 3);
}

/** Local days [first, end) as instants of `timeZone`. */
export const spanOfDays = (timeZone: string, first: string, end: string): Span => ({
  from: instantOfLocal(timeZone, first, "00:00"),
  until: instantOfLocal(timeZone, end, "00:00"),
});

/** The days of a report's quick range (docs/domain-rules.md#alarm-table-filter), as [first, end) around `today`. */
export function rangeDays(range: Exclude<ReportRange, "CUSTOM">, today: string): [string, string] {
  const tomorrow = addDays(today, 1);
  switch (range) {
    case "TODAY":
      return [today, tomorrow];
    case "YESTERDAY":
      return [addDays(today, -1), today];
    case "LAST_7_DAYS":
      return [addDays(today, -6), tomorrow];
    case "LAST_28_DAYS":
      return [addDays(today, -27), tomorrow];
    case "THIS_WEEK":
      return [mondayOf(today), addDays(mondayOf(today), 7)];
    case "LAST_WEEK":
      return [addDays(mondayOf(today), -7), mondayOf(today)];
    case "THIS_MONTH":
      return [monthStart(today), monthStart(today, 1)];
    case "LAST_MONTH":
      return [monthStart(today, -1), monthStart(today)];
    case "THIS_QUARTER":
      return [quarterStart(today), quarterStart(today, 1)];
    case "LAST_QUARTER":
      return [quarterStart(today, -1), quarterStart(today)];
    case "THIS_YEAR":
      return [`${today.slice(0, 4)}-01-01`, `${Number(today.slice(0, 4)) + 1}-01-01`];
  }
}

/** The dashboard periods by their keys (docs/domain-rules.md#constants), read on the report's quick ranges; "last 30 days" counts today and the 29 days before. */
const PERIOD_RANGES: Record<Exclude<DashboardPeriod, "MONTH-AGO">, Exclude<ReportRange, "CUSTOM">> = {
  TODAY: "TODAY",
  "WEEK-CURRENT": "THIS_WEEK",
  "WEEK-AGO": "LAST_7_DAYS",
  "MONTH-CURRENT": "THIS_MONTH",
  "MONTH-PREVIOUS": "LAST_MONTH",
};

export function periodSpan(period: DashboardPeriod, timeZone: string, now: Date): Span {
  const today = localDay(now, timeZone);
  const [first, end] = period === "MONTH-AGO" ? [addDays(today, -29), addDays(today, 1)] : rangeDays(PERIOD_RANGES[period], today);
  return spanOfDays(timeZone, first, end);
}
