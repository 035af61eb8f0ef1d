import { MS_PER_DAY, civilFromDays, daysFromCivil, floorDiv } from "./civil-date.js";

/**
 * The local clock of an IANA time zone, read through Intl (Node and every current browser), so no
 * time-zone database is bundled.
 *
 * Intl only answers "what is the UTC offset at instant t". Asking it for every conversion costs a
 * few microseconds each, so the offsets of a zone are read once per calendar year: sampled every
 * day, each change located to the second by bisection, and kept as a small table. This assumes a
 * zone never changes its offset twice within one day and back again — true of the whole tz
 * database. The cache is memoization only; results do not depend on it.
 */

const SECOND = 1000;
const HOUR = 3_600_000;
/** Instants showing a given wall time lie within this distance of it (offsets stay within ±16 h, historic LMT included). */
const SEARCH_WINDOW = 30 * HOUR;
const MAX_CACHED_YEARS_PER_ZONE = 1000;

interface Transition {
  /** first instant (epoch ms) with the new offset */
  at: number;
  offset: number;
}

interface ZoneYear {
  /** the UTC year's first instant and the next year's first instant (epoch ms) */
  start: number;
  end: number;
  /** offset in ms at `start` */
  startOffset: number;
  /** changes during the year, in order */
  transitions: Transition[];
}

interface Zone {
  formatter: Intl.DateTimeFormat;
  years: Map<number, ZoneYear>;
  /** the table used last: consecutive lookups nearly always fall in the same year */
  recent: ZoneYear | null;
}

const zones = new Map<string, Zone>();

const OFFSET_PATTERN = /GMT(?:([+\-\u2212])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/;

/** True when Intl knows the IANA name (e.g. "Europe/Prague", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (validZones.has(timeZone)) return true;
  if (timeZone.trim() !== timeZone || timeZone === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    return false;
  }
  // Only valid names are remembered (a few hundred exist), so input cannot grow the set without bound.
  validZones.add(timeZone);
  return true;
}

/** Checking a zone builds a formatter (tens of microseconds); rules are checked on every resolution. */
const validZones = new Set<string>();

function zoneOf(timeZone: string): Zone {
  let zone = zones.get(timeZone);
  if (!zone) {
    let formatter: Intl.DateTimeFormat;
    try {
      formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    } catch {
      throw new RangeError(`Unknown time zone "${timeZone}"`);
    }
    zone = { formatter, years: new Map(), recent: null };
    zones.set(timeZone, zone);
  }
  return zone;
}

/** The zone's UTC offset (ms, east positive) at an instant, straight from Intl. */
function readOffset(zone: Zone, instant: number): number {
  const match = OFFSET_PATTERN.exec(zone.formatter.format(instant));
  if (!match) throw new RangeError(`Cannot read the UTC offset at ${new Date(instant).toISOString()}`);
  if (match[1] === undefined) return 0;
  const sign = match[1] === "+" ? 1 : -1;
  return sign * (Number(match[2]) * HOUR + Number(match[3] ?? 0) * 60_000 + Number(match[4] ?? 0) * SECOND);
}

function buildYear(zone: Zone, year: number): ZoneYear {
  const yearStart = daysFromCivil(year, 1, 1) * MS_PER_DAY;
  const yearEnd = daysFromCivil(year + 1, 1, 1) * MS_PER_DAY;
  const startOffset = readOffset(zone, yearStart);
  const transitions: Transition[] = [];
  let before = yearStart;
  let beforeOffset = startOffset;
  while (before < yearEnd - SECOND) {
    const after = Math.min(before + MS_PER_DAY, yearEnd - SECOND);
    const afterOffset = readOffset(zone, after);
    if (afterOffset !== beforeOffset) {
      // bisect to the first second carrying the new offset
      let lo = before;
      let hi = after;
      while (hi - lo > SECOND) {
        const mid = lo + floorDiv(hi - lo, 2 * SECOND) * SECOND;
        if (readOffset(zone, mid) === beforeOffset) lo = mid;
        else hi = mid;
      }
      transitions.push({ at: hi, offset: afterOffset });
    }
    before = after;
    beforeOffset = afterOffset;
  }
  return { start: yearStart, end: yearEnd, startOffset, transitions };
}

/** The offset table of the UTC year holding an instant. */
function yearAt(zone: Zone, instant: number): ZoneYear {
  const recent = zone.recent;
  if (recent && instant >= recent.start && instant < recent.end) return recent;
  const year = civilFromDays(floorDiv(instant, MS_PER_DAY)).year;
  let table = zone.years.get(year);
  if (!table) {
    if (zone.years.size >= MAX_CACHED_YEARS_PER_ZONE) zone.years.delete(zone.years.keys().next().value!);
    table = buildYear(zone, year);
    zone.years.set(year, table);
  }
  zone.recent = table;
  return table;
}

function offsetIn(table: ZoneYear, instant: number): number {
  let offset = table.startOffset;
  for (const transition of table.transitions) {
    if (transition.at > instant) break;
    offset = transition.offset;
  }
  return offset;
}

/** UTC offset (ms, east positive) of the zone at an instant. */
export function offsetAt(timeZone: string, instant: number): number {
  return offsetIn(yearAt(zoneOf(timeZone), instant), instant);
}

/** The local wall-clock reading (wall ms, see civil-date.ts) at an instant. */
export function instantToWall(timeZone: string, instant: number): number {
  return instant + offsetAt(timeZone, instant);
}

/**
 * The instant at which the zone's clock first shows `wall` or a later time:
 * - a wall time that exists once → that instant;
 * - an ambiguous wall time (clocks set back) → its first occurrence, i.e. the earlier offset;
 * - a wall time skipped by a gap (clocks set forward) → the first instant after the gap, i.e. the
 *   moment of the change (02:30 on the day Prague springs forward → 03:00 CEST = 01:00 UTC).
 * The mapping never decreases, so intervals built from wall times that meet still meet.
 */
export function wallToInstant(timeZone: string, wall: number): number {
  const zone = zoneOf(timeZone);
  const windowStart = wall - SEARCH_WINDOW;
  const windowEnd = wall + SEARCH_WINDOW;
  let table = yearAt(zone, windowStart);
  let offset = offsetIn(table, windowStart);
  let periodStart = -Infinity;
  // Walk the constant-offset periods in time order; the first one whose clock reaches `wall`
  // before it ends holds the answer.
  for (;;) {
    for (const transition of table.transitions) {
      if (transition.at <= windowStart) continue;
      if (transition.at > windowEnd) break;
      const candidate = Math.max(periodStart, wall - offset);
      if (candidate < transition.at) return candidate;
      periodStart = transition.at;
      offset = transition.offset;
    }
    if (table.end > windowEnd) return Math.max(periodStart, wall - offset);
    table = yearAt(zone, table.end);
  }
}
