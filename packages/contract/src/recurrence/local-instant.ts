import { MS_PER_DAY, parseLocalDate, parseLocalTime } from "./civil-date.js";
import { wallToInstant } from "./zone-clock.js";

/**
 * The instant of a local date and time in an IANA zone, with the conventions of expandOccurrences:
 * a time skipped by spring forward becomes the end of the gap, a time shown twice in autumn its
 * first occurrence. For one-off events that span several days, which a rule cannot express.
 * No "seconds 59" adjustment is made here.
 */
export function instantOfLocal(timeZone: string, date: string, time: string): Date {
  const day = parseLocalDate(date);
  const seconds = parseLocalTime(time);
  if (day === null) throw new RangeError(`Invalid local date "${date}", expected YYYY-MM-DD`);
  if (seconds === null) throw new RangeError(`Invalid local time "${time}", expected HH:mm or HH:mm:ss`);
  return new Date(wallToInstant(timeZone, day * MS_PER_DAY + seconds * 1000));
}
