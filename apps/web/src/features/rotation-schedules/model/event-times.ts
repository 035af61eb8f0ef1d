/**
 * Times of day of a rotation event. Forms show the minute a duty starts and the minute it ends
 * (08:00–16:00); the server keeps the end as the last second inside the duty, HH:mm:59
 * (docs/domain-rules.md#validation), so a duty ending at 16:00 is sent as 15:59:59. An end not
 * after the start is on the next day; an end equal to the start makes a duty of a whole day.
 */

export const MINUTES_PER_DAY = 24 * 60;

const pad = (value: number) => String(value).padStart(2, "0");

/** HH:mm of minutes after midnight (taken modulo a day). */
export function timeOfMinutes(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** Minutes after midnight of HH:mm or HH:mm:ss; null when it is not a time of day. */
export function minutesOfTime(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The form's start HH:mm of the server's HH:mm:ss. */
export function formStartOf(serverStart: string): string {
  return serverStart.slice(0, 5);
}

/** The form's end (the minute the duty ends) of the server's inclusive end: 05:59:59 → 06:00, 23:59:59 → 00:00. */
export function formEndOf(serverEnd: string): string {
  const minutes = minutesOfTime(serverEnd);
  if (minutes === null) return serverEnd.slice(0, 5);
  return serverEnd.endsWith(":59") ? timeOfMinutes(minutes + 1) : timeOfMinutes(minutes);
}

/** The server's HH:mm:ss start of the form's HH:mm. */
export function serverStartOf(formStart: string): string {
  return `${formStart.slice(0, 5)}:00`;
}

/** The server's inclusive end HH:mm:59 of the form's end minute: 06:00 → 05:59:59, 00:00 → 23:59:59. */
export function serverEndOf(formEnd: string): string {
  const minutes = minutesOfTime(formEnd) ?? 0;
  return `${timeOfMinutes(minutes - 1)}:59`;
}

/** How long a duty from `start` to `end` (form times) lasts: an end not after the start is the next day, an equal one a whole day. */
export function durationMinutes(start: string, end: string): number {
  const from = minutesOfTime(start) ?? 0;
  const to = minutesOfTime(end) ?? 0;
  const length = (to - from + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return length === 0 ? MINUTES_PER_DAY : length;
}

/** True when the duty runs past midnight into the next day. */
export function crossesMidnight(start: string, end: string): boolean {
  return (minutesOfTime(start) ?? 0) + durationMinutes(start, end) > MINUTES_PER_DAY;
}
