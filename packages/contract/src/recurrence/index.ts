/**
 * Recurring calendar events expanded into concrete intervals — shared by the alarm engine ("who is
 * absent / on duty at instant X") and the console's calendars.
 *
 * Semantics, in short (details at each function):
 * - All dates and times are wall-clock values in the rule's IANA time zone; every occurrence keeps
 *   its local start and end time, so one may last 23 or 25 hours across a DST change.
 * - A wall time maps to the first instant at which the zone's clock shows it or a later time: a
 *   time skipped by spring forward starts at the end of the gap (02:30 → 03:00), a time shown twice
 *   in autumn means its first occurrence (the earlier offset). Shifts that meet on the wall clock
 *   therefore meet as instants too.
 * - The end is on the start date when later than the start time, otherwise on the next day; an end
 *   time with seconds 59 includes that second (23:59:59 ends at midnight); at most one day.
 * - `index` numbers occurrences from 0 at the rule's first occurrence, whatever range is asked for.
 * - WEEKLY without markedDays repeats on the start date's weekday; weeks start on Monday.
 * - MONTHLY on a day number skips months without it; on the n-th weekday skips months without a
 *   5th one; YEARLY on Feb 29 occurs in leap years only — all as RFC 5545 and the rrule library.
 */
export {
  recurrenceRule,
  defaultMarkedDays,
  RECURRENCE_DEFAULTS,
  REPEAT_TYPES,
  MONTH_SUB_TYPES,
  END_TYPES,
  type RecurrenceRule,
  type RecurrenceRuleInput,
  type RepeatType,
  type MonthSubType,
  type EndType,
} from "./recurrence-rule.js";
export { expandOccurrences, occurrenceAt, isActiveAt, DEFAULT_EXPANSION_LIMIT, type Occurrence, type TimeRange } from "./expand.js";
export { instantOfLocal } from "./local-instant.js";
export { isValidTimeZone } from "./zone-clock.js";
