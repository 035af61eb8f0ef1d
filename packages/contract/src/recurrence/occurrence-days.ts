import { civilFromDays, daysFromCivil, daysInMonth, floorDiv, isoWeekday } from "./civil-date.js";

/**
 * The local dates on which a rule's occurrences start, in order, each with its ordinal number
 * (`index`, 0 for the first occurrence). Every sequence starts at the first period that can hold
 * `fromDay` — found arithmetically, however far it lies from the start date — and runs until the
 * rule ends or the consumer stops reading.
 */

export interface OccurrenceDay {
  /** day number (civil-date.ts) */
  day: number;
  index: number;
}

export interface SequenceBounds {
  startDay: number;
  /** repeatEvery */
  every: number;
  /** occurrences in total (AFTER_TIMES_END), otherwise Infinity */
  count: number;
  /** last day an occurrence may start on (END_DATE), otherwise Infinity */
  lastDay: number;
}

/** Beyond this day number an instant no longer fits a JavaScript Date. */
const LAST_REPRESENTABLE_DAY = 100_000_000;

/** The Gregorian calendar, weekdays included, repeats every 400 years. */
const YEARS_PER_CYCLE = 400;
const MONTHS_PER_CYCLE = 4800;

export function* dailyDays(bounds: SequenceBounds, fromDay: number): Generator<OccurrenceDay> {
  const { startDay, every } = bounds;
  for (let index = Math.max(0, Math.ceil((fromDay - startDay) / every)); index < bounds.count; index++) {
    const day = startDay + index * every;
    if (day > bounds.lastDay || day > LAST_REPRESENTABLE_DAY) return;
    yield { day, index };
  }
}

/**
 * Weeks start on Monday (RFC 5545 WKST=MO); the week holding the start date is period 0 and every
 * `every`-th week after it repeats. Marked days before the start date in that first week are skipped.
 * @param weekdays sorted, distinct ISO weekdays, at least one
 */
export function* weeklyDays(bounds: SequenceBounds, weekdays: readonly number[], fromDay: number): Generator<OccurrenceDay> {
  const { startDay } = bounds;
  const firstMonday = startDay - (isoWeekday(startDay) - 1);
  const stride = 7 * bounds.every;
  const inFirstWeek = weekdays.filter((weekday) => firstMonday + weekday - 1 >= startDay).length;
  let period = Math.max(0, floorDiv(fromDay - firstMonday, stride));
  let index = period === 0 ? 0 : inFirstWeek + (period - 1) * weekdays.length;
  for (; ; period++) {
    const monday = firstMonday + period * stride;
    if (monday > LAST_REPRESENTABLE_DAY) return;
    for (const weekday of weekdays) {
      const day = monday + weekday - 1;
      if (day < startDay) continue;
      if (index >= bounds.count || day > bounds.lastDay) return;
      yield { day, index };
      index++;
    }
  }
}

/** A rule with at most one occurrence per period (a month or a year). */
interface PeriodPattern {
  /** the first period whose occurrence can fall on or after `fromDay` */
  firstPeriod(fromDay: number): number;
  /** first day of period k */
  periodStart(period: number): number;
  /** the occurrence day in period k, or null when that period has none (no 31st, no 5th Tuesday, no Feb 29) */
  dayIn(period: number): number | null;
  /** periods after which the pattern of empty periods repeats; 0 when no period is ever empty */
  cycle: number;
}

function occurrencesIn(pattern: PeriodPattern, fromPeriod: number, toPeriod: number): number {
  let count = 0;
  for (let period = fromPeriod; period < toPeriod; period++) if (pattern.dayIn(period) !== null) count++;
  return count;
}

/** Occurrences in periods [0, period): whole 400-year cycles counted once, then the rest. */
function occurrencesBefore(pattern: PeriodPattern, period: number): number {
  if (pattern.cycle === 0) return period;
  const cycles = floorDiv(period, pattern.cycle);
  const perCycle = cycles > 0 ? occurrencesIn(pattern, 0, pattern.cycle) : 0;
  return cycles * perCycle + occurrencesIn(pattern, cycles * pattern.cycle, period);
}

function* periodDays(pattern: PeriodPattern, bounds: SequenceBounds, fromDay: number): Generator<OccurrenceDay> {
  let period = pattern.firstPeriod(fromDay);
  let index = occurrencesBefore(pattern, period);
  for (; ; period++) {
    const periodStart = pattern.periodStart(period);
    if (index >= bounds.count || periodStart > bounds.lastDay || periodStart > LAST_REPRESENTABLE_DAY) return;
    const day = pattern.dayIn(period);
    if (day === null) continue;
    if (day > bounds.lastDay) return;
    yield { day, index };
    index++;
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * MONTHLY, every `every` months from the start date's month.
 * - DAY_OF_THE_MONTH: the start date's day number; months without it are skipped (RFC 5545 BYMONTHDAY).
 * - DAY_OF_THE_WEEK: the start date's weekday and its ordinal n = ceil(day / 7) in the month, e.g. the
 *   2nd Tuesday; a month without a 5th such weekday is skipped (RFC 5545 BYDAY=+5TU, not "last").
 */
export function monthlyDays(bounds: SequenceBounds, byWeekday: boolean, fromDay: number): Generator<OccurrenceDay> {
  const start = civilFromDays(bounds.startDay);
  const firstMonth = start.year * 12 + start.month - 1;
  const weekday = isoWeekday(bounds.startDay);
  const nth = Math.ceil(start.day / 7);
  const monthOf = (period: number) => {
    const months = firstMonth + period * bounds.every;
    const year = floorDiv(months, 12);
    return { year, month: months - year * 12 + 1 };
  };
  const pattern: PeriodPattern = {
    firstPeriod(day) {
      const from = civilFromDays(day);
      return Math.max(0, floorDiv(from.year * 12 + from.month - 1 - firstMonth, bounds.every));
    },
    periodStart(period) {
      const { year, month } = monthOf(period);
      return daysFromCivil(year, month, 1);
    },
    dayIn(period) {
      const { year, month } = monthOf(period);
      if (!byWeekday) return start.day <= daysInMonth(year, month) ? daysFromCivil(year, month, start.day) : null;
      const first = daysFromCivil(year, month, 1);
      const dayOfMonth = 1 + ((weekday - isoWeekday(first) + 7) % 7) + 7 * (nth - 1);
      return dayOfMonth <= daysInMonth(year, month) ? first + dayOfMonth - 1 : null;
    },
    cycle: (byWeekday ? nth <= 4 : start.day <= 28) ? 0 : MONTHS_PER_CYCLE / gcd(bounds.every, MONTHS_PER_CYCLE),
  };
  return periodDays(pattern, bounds, fromDay);
}

/** YEARLY, every `every` years on the start date's month and day; a Feb 29 start occurs in leap years only. */
export function yearlyDays(bounds: SequenceBounds, fromDay: number): Generator<OccurrenceDay> {
  const start = civilFromDays(bounds.startDay);
  const yearOf = (period: number) => start.year + period * bounds.every;
  const pattern: PeriodPattern = {
    firstPeriod(day) {
      return Math.max(0, floorDiv(civilFromDays(day).year - start.year, bounds.every));
    },
    periodStart(period) {
      return daysFromCivil(yearOf(period), 1, 1);
    },
    dayIn(period) {
      const year = yearOf(period);
      return start.day <= daysInMonth(year, start.month) ? daysFromCivil(year, start.month, start.day) : null;
    },
    cycle: start.month === 2 && start.day === 29 ? YEARS_PER_CYCLE / gcd(bounds.every, YEARS_PER_CYCLE) : 0,
  };
  return periodDays(pattern, bounds, fromDay);
}
