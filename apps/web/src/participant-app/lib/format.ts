import { formatDateTime } from "../../lib/format-date";

const pad = (value: number) => String(value).padStart(2, "0");

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** HH:mm today, DD.MM.YYYY HH:mm on another day (the console's formats). */
export function formatTime(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return sameDay(date, now) ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : formatDateTime(date);
}

/** HH:mm of a point in time. */
export function clockTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A day heading in the app's language, e.g. "Monday 12 May" / "pondělí 12. května". */
export function formatDay(day: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long" }).format(day);
}

export { formatDateTime };
