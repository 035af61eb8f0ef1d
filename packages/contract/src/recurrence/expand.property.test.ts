import { RRule, type Options, type Weekday } from "rrule";
import { describe, expect, it } from "vitest";
import { expandOccurrences, occurrenceAt, type Occurrence } from "./expand.js";
import { REPEAT_TYPES, END_TYPES, MONTH_SUB_TYPES, recurrenceRule, type RecurrenceRule } from "./recurrence-rule.js";
import { Random } from "../seeded-random.js";

/**
 * Property test: random rules expanded by expandOccurrences and by the rrule library must give the
 * same occurrences — start, end and index.
 *
 * rrule runs in "floating" mode (no tzid): its dates are wall-clock readings whose UTC fields are
 * the local time. Its tzid mode is not used because it returns dates shifted into the *host's* zone
 * and converts with the offset at the wrong instant near a DST change. The floating wall times are
 * turned into instants below by `wallToInstantReference`, written independently of zone-clock.ts
 * from the definition "the first instant at which the zone's clock shows that time or later".
 * rrule's own gap handling therefore never enters the comparison, and nothing is excluded.
 *
 * Reproduce a failure with RECURRENCE_SEED=<seed printed> npx vitest run --project unit <this file>.
 */

const CASES = 3000;
const SEED = Number(process.env.RECURRENCE_SEED ?? 20_240_331);
const MINUTE = 60_000;
const DAY = 86_400_000;

const ZONES = [
  "Europe/Prague",
  "America/New_York",
  "UTC",
  "Europe/London",
  "Pacific/Auckland", // southern hemisphere
  "Australia/Lord_Howe", // 30-minute DST change
  "America/Santiago", // changes at midnight: 00:00 does not exist on some days
  "America/Havana", // changes at midnight too, and 01:00 repeats
  "Asia/Kolkata", // +05:30, no DST
  "Pacific/Chatham", // +12:45 / +13:45
  "Asia/Tehran", // DST until 2022, none after
];

// ---- rule and range generator -----------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

function randomTime(random: Random): string {
  // early-morning times often fall into DST gaps and repeated hours
  const hour = random.chance(0.4) ? random.pick([0, 1, 2, 3, 23]) : random.int(0, 23);
  const minute = random.chance(0.6) ? random.pick([0, 15, 30, 45]) : random.int(0, 59);
  if (random.chance(0.65)) return `${pad(hour)}:${pad(minute)}`;
  return `${pad(hour)}:${pad(minute)}:${pad(random.chance(0.5) ? 59 : random.int(0, 59))}`;
}

function randomStartDate(random: Random, repeatType: RecurrenceRule["repeatType"]): string {
  if (repeatType === "YEARLY" && random.chance(0.25)) return `${random.pick([2020, 2024, 2028])}-02-29`;
  const year = random.int(2020, 2030);
  if (repeatType === "MONTHLY" && random.chance(0.4)) {
    const month = random.pick([1, 3, 5, 7, 8, 10, 12]);
    return `${year}-${pad(month)}-${pad(random.int(28, 31))}`;
  }
  // months with DST changes in one hemisphere or the other
  const month = random.chance(0.4) ? random.pick([3, 4, 9, 10, 11]) : random.int(1, 12);
  return isoDate(Date.UTC(year, month - 1, random.int(1, 28)) + (random.chance(0.3) ? random.int(0, 3) * DAY : 0));
}

/** Offset changes of a zone in a year, found by the reference clock: [instant, offset before, offset after]. */
const transitionCache = new Map<string, Array<[number, number, number]>>();
function zoneTransitions(timeZone: string, year: number): Array<[number, number, number]> {
  const key = `${timeZone} ${year}`;
  let found = transitionCache.get(key);
  if (!found) {
    found = [];
    const offset = (instant: number) => wallAt(timeZone, instant) - instant;
    let after = offset(Date.UTC(year, 0, 1));
    for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += DAY) {
      const before = after;
      after = offset(day + DAY);
      if (before === after) continue;
      let lo = day;
      let hi = day + DAY;
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (offset(mid) === before) lo = mid;
        else hi = mid;
      }
      found.push([hi, before, after]);
    }
    transitionCache.set(key, found);
  }
  return found;
}

const wallDate = (wall: number) => new Date(wall).toISOString().slice(0, 10);
const wallTime = (wall: number, withSeconds: boolean) => new Date(wall).toISOString().slice(11, withSeconds ? 19 : 16);

/** A start date on (or just before) a DST change and times inside the skipped or repeated hour. */
function dstRuleFields(random: Random, timeZone: string) {
  const transitions = zoneTransitions(timeZone, random.int(2020, 2030));
  if (transitions.length === 0) return null;
  const [at, before, after] = random.pick(transitions);
  // wall times the change skips (gap) or shows twice (fold)
  const low = at + Math.min(before, after);
  const high = at + Math.max(before, after);
  const inside = () => {
    const wall = random.chance(0.2) ? random.pick([low, high]) : low + random.int(0, (high - low) / MINUTE - 1) * MINUTE;
    return wallTime(wall, random.chance(0.3));
  };
  return {
    startDate: wallDate(low - (random.chance(0.6) ? 0 : random.int(1, 2)) * DAY),
    startTime: inside(),
    endTime: random.chance(0.5) ? inside() : randomTime(random),
  };
}

function randomRule(random: Random): { rule: RecurrenceRule; aroundDstChange: boolean } {
  const repeatType = random.pick(REPEAT_TYPES);
  const timeZone = random.pick(ZONES);
  const dst = random.chance(0.3) ? dstRuleFields(random, timeZone) : null;
  const startDate = dst?.startDate ?? randomStartDate(random, repeatType);
  const startTime = dst?.startTime ?? randomTime(random);
  const weekdays = [1, 2, 3, 4, 5, 6, 7].filter(() => random.chance(0.4));
  const markedDays = random.chance(0.2) ? undefined : weekdays.length > 0 ? weekdays : [random.int(1, 7)];
  const endType = random.pick(END_TYPES);
  const rule = recurrenceRule.parse({
    timeZone,
    startDate,
    startTime,
    endTime: dst?.endTime ?? (random.chance(0.15) ? startTime : randomTime(random)),
    repeatType,
    repeatEvery: random.int(1, 4),
    markedDays: repeatType === "WEEKLY" || random.chance(0.2) ? markedDays : undefined,
    monthSubType: random.pick(MONTH_SUB_TYPES),
    endType,
    countAfterTimesEnd: endType === "AFTER_TIMES_END" ? random.int(1, random.chance(0.8) ? 40 : 400) : undefined,
    endDate: endType === "END_DATE" ? isoDate(Date.parse(startDate) + random.int(0, 2000) * DAY) : undefined,
  });
  return { rule, aroundDstChange: dst !== null };
}

// ---- reference: rrule in floating time plus an independent wall-clock → instant conversion -----

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's clock reading at an instant, as wall ms (UTC fields = local time). */
function wallAt(timeZone: string, instant: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("sv-SE", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const text = formatter.format(instant); // "2024-03-31 03:00:00"
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`unexpected date format ${text}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) + (instant - Math.floor(instant / 1000) * 1000);
}

const dstCases = { gap: 0, fold: 0 };

/**
 * The first instant at which the clock of `timeZone` shows `wall` or later. Instants showing
 * `wall` lie in [wall - largest offset, wall - smallest offset] of the offsets around it; on that
 * interval "clock >= wall" switches from false to true once (one change of offset at most), so it
 * is found by bisection to the second.
 */
function wallToInstantReference(timeZone: string, wall: number, tally?: typeof dstCases): number {
  const offsets = [wall - 2 * DAY, wall, wall + 2 * DAY].map((instant) => wallAt(timeZone, instant) - instant);
  let lo = wall - Math.max(...offsets);
  let hi = wall - Math.min(...offsets);
  if (wallAt(timeZone, lo) >= wall) {
    if (tally && lo !== hi && wallAt(timeZone, hi) === wall) tally.fold++;
    return lo;
  }
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (wallAt(timeZone, mid) >= wall) hi = mid;
    else lo = mid;
  }
  if (tally && wallAt(timeZone, hi) !== wall) tally.gap++;
  return hi;
}

const RRULE_WEEKDAYS: Weekday[] = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

function toRRule(rule: RecurrenceRule): RRule {
  const [year, month, day] = rule.startDate.split("-").map(Number) as [number, number, number];
  const [hour, minute, second = 0] = rule.startTime.split(":").map(Number) as [number, number, number?];
  const dtstart = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const startWeekday = RRULE_WEEKDAYS[(dtstart.getUTCDay() + 6) % 7]!;
  const options: Partial<Options> = { dtstart, interval: rule.repeatEvery, wkst: RRule.MO };
  switch (rule.repeatType) {
    case "NONE":
      return new RRule({ ...options, freq: RRule.DAILY, interval: 1, count: 1 });
    case "DAILY":
      options.freq = RRule.DAILY;
      break;
    case "WEEKDAYS":
      options.freq = RRule.WEEKLY;
      options.byweekday = RRULE_WEEKDAYS.slice(0, 5);
      break;
    case "WEEKENDS":
      options.freq = RRule.WEEKLY;
      options.byweekday = RRULE_WEEKDAYS.slice(5);
      break;
    case "WEEKLY":
      options.freq = RRule.WEEKLY;
      options.byweekday = rule.markedDays ? rule.markedDays.map((d) => RRULE_WEEKDAYS[d - 1]!) : [startWeekday];
      break;
    case "MONTHLY":
      options.freq = RRule.MONTHLY;
      if (rule.monthSubType === "DAY_OF_THE_MONTH") options.bymonthday = day;
      else options.byweekday = [startWeekday.nth(Math.ceil(day / 7))];
      break;
    case "YEARLY":
      options.freq = RRule.YEARLY;
      options.bymonth = month;
      options.bymonthday = day;
      break;
  }
  if (rule.endType === "AFTER_TIMES_END") options.count = rule.countAfterTimesEnd!;
  if (rule.endType === "END_DATE") options.until = new Date(Date.parse(rule.endDate!) + DAY - 1);
  return new RRule(options);
}

/** Wall-clock length: to the end time on the same day, or the next day when not later; seconds 59 inclusive; at most a day. */
function wallDuration(rule: RecurrenceRule): number {
  const seconds = (time: string) => time.split(":").reduce((sum, part, i) => sum + Number(part) * [3600, 60, 1][i]!, 0);
  const start = seconds(rule.startTime);
  const end = seconds(rule.endTime);
  const length = (end <= start ? 86_400 : 0) + end - start + (end % 60 === 59 ? 1 : 0);
  return Math.min(length, 86_400) * 1000;
}

function referenceOccurrences(rule: RecurrenceRule, range: { from: Date; to: Date }): Occurrence[] {
  const from = range.from.getTime();
  const to = range.to.getTime();
  const duration = wallDuration(rule);
  const found: Occurrence[] = [];
  toRRule(rule).all((date, index) => {
    const wall = date.getTime();
    if (wall > to + 2 * DAY) return false; // a wall time this late is shown after `to` in every zone
    if (wall >= from - 3 * DAY) {
      const start = wallToInstantReference(rule.timeZone, wall, dstCases);
      const end = wallToInstantReference(rule.timeZone, wall + duration, dstCases);
      if (start < to && (end > from || (end === start && start >= from))) {
        found.push({ start: new Date(start), end: new Date(end), index });
      }
    }
    return true;
  });
  return found;
}

const show = (occurrences: Occurrence[]) => occurrences.map((o) => `#${o.index} ${o.start.toISOString()} – ${o.end.toISOString()}`);

function randomRange(random: Random, rule: RecurrenceRule, nearStart: boolean): { from: Date; to: Date } {
  const length = random.chance(0.15) ? random.int(1, 24 * 60) * MINUTE : random.int(60, 60 * 24 * 60) * MINUTE;
  if (random.chance(0.6)) {
    // around one of the first occurrences, sometimes starting or ending exactly at one
    const target = random.int(0, nearStart ? 2 : 60);
    let wall: number | null = null;
    toRRule(rule).all((date, index) => {
      if (index > target) return false;
      wall = date.getTime();
      return true;
    });
    if (wall !== null) {
      const start = wallToInstantReference(rule.timeZone, wall);
      if (random.chance(0.15)) return { from: new Date(start), to: new Date(start + length) };
      if (random.chance(0.15)) return { from: new Date(start - length), to: new Date(start) };
      const from = start + random.int(-36 * 60, 12 * 60) * MINUTE;
      return { from: new Date(from), to: new Date(from + length) };
    }
  }
  const anchor = Date.parse(rule.startDate);
  const offset = random.chance(0.05)
    ? random.int(5 * 365, 40 * 365) * DAY // far in the future
    : random.int(-3 * 24 * 60, 400 * 24 * 60) * MINUTE;
  return { from: new Date(anchor + offset), to: new Date(anchor + offset + length) };
}

// ---- the property -------------------------------------------------------------------------------

describe("expandOccurrences against rrule", () => {
  it(`agrees on ${CASES} random rules (seed ${SEED})`, { timeout: 120_000 }, () => {
    const random = new Random(SEED);
    let occurrencesCompared = 0;
    let nonEmpty = 0;
    for (let i = 0; i < CASES; i++) {
      const { rule, aroundDstChange } = randomRule(random);
      const range = randomRange(random, rule, aroundDstChange);
      const context = `RECURRENCE_SEED=${SEED}, case ${i}\nrule ${JSON.stringify(rule)}\nrange ${range.from.toISOString()} – ${range.to.toISOString()}`;

      const expected = referenceOccurrences(rule, range);
      const actual = expandOccurrences(rule, range);
      expect(show(actual), context).toEqual(show(expected));

      // occurrenceAt at a random instant of the range agrees with the same expansion
      const instant = range.from.getTime() + Math.floor(random.next() * (range.to.getTime() - range.from.getTime()));
      const covering = expected.find((o) => o.start.getTime() <= instant && instant < o.end.getTime()) ?? null;
      const at = occurrenceAt(rule, new Date(instant));
      expect(at && show([at]), `${context}\ninstant ${new Date(instant).toISOString()}`).toEqual(covering && show([covering]));

      occurrencesCompared += expected.length;
      if (expected.length > 0) nonEmpty++;
    }
    // the generator must keep reaching the interesting cases
    expect(nonEmpty).toBeGreaterThan(CASES / 2);
    expect(dstCases.gap).toBeGreaterThan(40);
    expect(dstCases.fold).toBeGreaterThan(40);
    console.info(`compared ${occurrencesCompared} occurrences in ${nonEmpty} non-empty cases; DST gaps ${dstCases.gap}, repeated hours ${dstCases.fold}`);
  });
});
