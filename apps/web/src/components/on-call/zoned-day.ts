/**
 * Days and clock times of instants in an IANA time zone, so that a day of the timeline is a day on
 * the viewer's wall clock: 23 or 25 hours long on daylight-saving changes.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(zone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockOf(instant: number, zone: string): WallClock {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** YYYY-MM-DD of the instant's day in the zone. */
export function dayOf(instant: number, zone: string): string {
  const clock = wallClockOf(instant, zone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** HH:mm of the instant in the zone. */
export function timeOf(instant: number, zone: string): string {
  const clock = wallClockOf(instant, zone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** How far the zone's wall clock is ahead of UTC at the instant (ms). */
function offsetAt(instant: number, zone: string): number {
  const clock = wallClockOf(instant, zone);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - wholeSecond;
}

/** The first instant of the day after the instant's day in the zone (local midnight, or the first hour after a skipped one). */
export function startOfNextDay(instant: number, zone: string): number {
  const clock = wallClockOf(instant, zone);
  const midnight = Date.UTC(clock.year, clock.month - 1, clock.day + 1);
  let start = midnight - offsetAt(instant, zone);
  start = midnight - offsetAt(start, zone);
  // Where the clock skips midnight itself, the day begins when the clock shows the new date.
  const nextDay = dayOf(midnight, "UTC");
  while (dayOf(start, zone) < nextDay) start += 15 * 60_000;
  while (dayOf(start - 1, zone) >= nextDay) start -= 15 * 60_000;
  return start;
}
