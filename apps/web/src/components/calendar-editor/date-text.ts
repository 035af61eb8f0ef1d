/**
 * Dates and times of the schedule forms. The server takes dates as YYYY-MM-DD and times as HH:mm
 * (end times HH:mm:59, docs/domain-rules.md#validation); forms show DD.MM.YYYY and HH:mm
 * (docs/domain-rules.md#constants).
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** The browser's IANA time zone: new events are in the zone of the person entering them. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** YYYY-MM-DD of a Date in the browser's zone. */
export function isoDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** HH:mm of a Date in the browser's zone. */
export function timeTextOf(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Local midnight of a YYYY-MM-DD date (for date pickers); null when it is not a date. */
export function dateOfIso(iso: string | null | undefined): Date | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoDateOf(date) === iso ? date : null;
}

/** A Date today at HH:mm (for time pickers); null when it is not a time. */
export function dateAtTime(time: string | null | undefined): Date | null {
  const match = time ? /^([01]\d|2[0-3]):([0-5]\d)/.exec(time) : null;
  if (!match) return null;
  const date = new Date();
  date.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return date;
}

/** DD.MM.YYYY of a YYYY-MM-DD date, as forms show it. */
export function formDateText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** HH:mm of a server time HH:mm or HH:mm:ss. */
export function withoutSeconds(time: string): string {
  return time.slice(0, 5);
}

/** An end time as the server takes it: HH:mm:59, the whole minute included (docs/domain-rules.md#validation). */
export function endTimeWithSeconds(time: string): string {
  return `${withoutSeconds(time)}:59`;
}

/** ISO weekday of a YYYY-MM-DD date: 1 Monday … 7 Sunday. */
export function isoWeekdayOf(iso: string): number {
  const date = dateOfIso(iso);
  if (!date) return 1;
  return ((date.getDay() + 6) % 7) + 1;
}

/**
 * The local instant of a typed or pasted DD.MM.YYYY HH:mm (one-digit day, month and hour taken too);
 * null until the text is complete and real, so a date typed without its time yet is no midnight.
 */
export function dateTimeOfText(text: string): Date | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4}),?\s+(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  const real = date.getDate() === day && date.getMonth() === month - 1 && hour < 24 && minute < 60;
  return real ? date : null;
}
