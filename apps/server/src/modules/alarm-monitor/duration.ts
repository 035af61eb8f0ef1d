import { type CalendarDay, instantOfLocal, MONTH_NAMES, type ValidAlarmTableRequest } from "@alarm/contract";
import { fieldError } from "../../core/errors.js";

/** When alarms were triggered: `from` inclusive, `until` exclusive; either side may be open. */
export type TriggeredWithin = { from: Date | null; until: Date | null };

const HOUR_MS = 3_600_000;
/** An end on the last day the contract allows leaves the range open: the day after has no 4-digit year. */
const LAST_DAY = "9999-12-31";

/**
 * HOURS_DURATION: the last `hours` hours before `now`. DATE_RANGE: from the start day's midnight to
 * the end of the end day (the next midnight, exclusive), both in `timeZone`; a missing day leaves
 * that side open. A day that does not exist (31 FEBRUARY) is refused on its field.
 */
export function triggeredWithin(duration: ValidAlarmTableRequest["duration"], timeZone: string, now = new Date()): TriggeredWithin {
  if (!duration) return { from: null, until: null };
  if (duration.option === "HOURS_DURATION") return { from: new Date(now.getTime() - duration.hours * HOUR_MS), until: null };
  const start = duration.start ? isoDay(duration.start, "duration.start") : null;
  const end = duration.end ? isoDay(duration.end, "duration.end") : null;
  if (start && end && end < start) throw fieldError("duration.end", "The end day is before the start day", "END_BEFORE_START");
  return {
    from: start ? instantOfLocal(timeZone, start, "00:00") : null,
    until: end && end < LAST_DAY ? instantOfLocal(timeZone, nextDay(end), "00:00") : null,
  };
}

/** "YYYY-MM-DD" of a calendar day, or a field error when the month has no such day. */
function isoDay(day: CalendarDay, field: string): string {
  const month = MONTH_NAMES.indexOf(day.month) + 1;
  const date = new Date(Date.UTC(day.year, month - 1, day.dayOfMonth));
  if (date.getUTCMonth() !== month - 1) throw fieldError(field, `${day.month} ${day.year} has no day ${day.dayOfMonth}`, "INVALID_DATE");
  return date.toISOString().slice(0, 10);
}

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
