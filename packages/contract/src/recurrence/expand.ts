import { MS_PER_DAY, floorDiv } from "./civil-date.js";
import { compileRule } from "./compile-rule.js";
import type { RecurrenceRule } from "./recurrence-rule.js";
import { instantToWall, wallToInstant } from "./zone-clock.js";

/** One concrete occurrence: [start, end), and its ordinal number (0 = the rule's first occurrence). */
export interface Occurrence {
  start: Date;
  end: Date;
  index: number;
}

export interface TimeRange {
  from: Date;
  to: Date;
}

export const DEFAULT_EXPANSION_LIMIT = 10_000;

/**
 * An occurrence lasts at most one day of wall-clock time and may end the day after it starts;
 * looking two local days back from `from` (and one more for a change of UTC offset) finds every
 * occurrence still running at `from`.
 */
const LOOK_BACK_DAYS = 3;

function timeOf(date: Date, name: string): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError(`${name} is an invalid Date`);
  return time;
}

/**
 * Every occurrence of `rule` overlapping [range.from, range.to), in order: one that started before
 * `from` and is still running is included; one starting at `to` is not. A zero-length occurrence
 * (start and end inside the same DST gap) is included when its instant lies in the range.
 *
 * Occurrences keep their wall-clock times in `rule.timeZone`, so across a DST change one may last
 * 23 or 25 hours. A start or end time the clock skips (spring forward) happens at the first instant
 * after the gap — 02:30 on the day Prague springs forward starts at 03:00 CEST. A time the clock
 * shows twice (fall back) means its first occurrence, the earlier offset.
 *
 * At most `options.limit` occurrences are returned (default 10,000): a result of exactly that
 * length may be truncated. The first period is found arithmetically, so the work depends on the
 * occurrences returned, not on how far the range lies from the start date (rules that skip months
 * or years count their occurrences per 400-year calendar cycle to number them).
 */
export function expandOccurrences(rule: RecurrenceRule, range: TimeRange, options: { limit?: number } = {}): Occurrence[] {
  const from = timeOf(range.from, "range.from");
  const to = timeOf(range.to, "range.to");
  const limit = options.limit ?? DEFAULT_EXPANSION_LIMIT;
  const occurrences: Occurrence[] = [];
  if (!(to > from) || !(limit > 0)) return occurrences;

  const compiled = compileRule(rule);
  const { timeZone } = compiled;
  const fromDay = floorDiv(instantToWall(timeZone, from), MS_PER_DAY) - LOOK_BACK_DAYS;
  for (const { day, index } of compiled.days(fromDay)) {
    const start = wallToInstant(timeZone, day * MS_PER_DAY + compiled.startWall);
    if (start >= to) break; // later days start no earlier: the wall-to-instant mapping never decreases
    const end = wallToInstant(timeZone, day * MS_PER_DAY + compiled.endWall);
    if (end > from || (end === start && start >= from)) {
      occurrences.push({ start: new Date(start), end: new Date(end), index });
      if (occurrences.length >= limit) break;
    }
  }
  return occurrences;
}

/** The occurrence running at `instant` (start <= instant < end), or null. Occurrences never overlap. */
export function occurrenceAt(rule: RecurrenceRule, instant: Date): Occurrence | null {
  const time = timeOf(instant, "instant");
  const candidates = expandOccurrences(rule, { from: instant, to: new Date(time + 1) }, { limit: 3 });
  return candidates.find((occurrence) => occurrence.start.getTime() <= time && occurrence.end.getTime() > time) ?? null;
}

/** Whether an occurrence of `rule` is running at `instant` — e.g. "is this participant absent now". */
export function isActiveAt(rule: RecurrenceRule, instant: Date): boolean {
  return occurrenceAt(rule, instant) !== null;
}
