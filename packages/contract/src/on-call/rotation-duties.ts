import { MS_PER_DAY, floorDiv, formatLocalDate, isoWeekday, parseLocalDate } from "../recurrence/civil-date.js";
import { compileRule } from "../recurrence/compile-rule.js";
import type { RecurrenceRule, TimeRange } from "../recurrence/index.js";
import { instantToWall, wallToInstant } from "../recurrence/zone-clock.js";
import type { HolidayBehaviour } from "../rotation-schedule.js";

/** The local dates ("YYYY-MM-DD") that are holidays of the organization or one of its ancestors. */
export type Holidays = ReadonlySet<string>;

/** The parts of a WeeklyDateRule (rotation-schedule.ts) the resolver reads. */
export interface RotationDateRule {
  markedDays: readonly number[];
  start: string;
  end: string;
  repeatEvery: number;
  validFrom: string | null;
  endDate: string | null;
  countAfterTimesEnd: number | null;
  holiday: HolidayBehaviour;
}

export interface RotationEvent {
  id: number;
  name: string;
  orderId: number;
  isActive: boolean;
  dateRule: RotationDateRule;
}

export interface RotationWeekGroup<Event extends RotationEvent> {
  orderId: number;
  events: readonly Event[];
}

/** What standby and team media schedules share: a header and week groups taking turns from validFrom. */
export interface RotationHeader {
  id: number;
  name: string;
  /** Start of week 1, a local date in `timeZone` */
  validFrom: string;
  timeZone: string;
}

/** One occurrence of a rotation event: [start, end), started on the local date `day` of its week group's turn. */
export interface RotationDuty<Event extends RotationEvent> {
  event: Event;
  weekGroupOrder: number;
  day: string;
  start: Date;
  end: Date;
}

interface CompiledEvent<Event extends RotationEvent> {
  event: Event;
  weekGroupOrder: number;
  /** position of its week group: it serves the weeks w with w mod groupCount = groupIndex */
  groupIndex: number;
  /** bit n set: ISO weekday n marked */
  weekdays: number;
  markedCount: number;
  startWall: number;
  endWall: number;
  firstDay: number;
  lastDay: number;
  /** weeks between two turns of the event: groupCount × repeatEvery */
  period: number;
  count: number;
  holiday: HolidayBehaviour;
}

interface CompiledSchedule<Event extends RotationEvent> {
  timeZone: string;
  validFromDay: number;
  /** by group position, events by orderId */
  groups: CompiledEvent<Event>[][];
  groupOrders: number[];
}

const compiledSchedules = new WeakMap<object, CompiledSchedule<RotationEvent>>();

function dayOf(text: string, what: string): number {
  const day = parseLocalDate(text);
  if (day === null) throw new RangeError(`Invalid ${what} "${text}", expected YYYY-MM-DD`);
  return day;
}

/** Start and end as wall-clock offsets from midnight, with the recurrence module's reading of ends (":59" inclusive, not after start → next day). */
function wallTimesOf(timeZone: string, rule: RotationDateRule) {
  const daily: RecurrenceRule = {
    timeZone,
    startDate: "2000-01-01",
    startTime: rule.start,
    endTime: rule.end,
    repeatType: "DAILY",
    repeatEvery: 1,
    monthSubType: "DAY_OF_THE_MONTH",
    endType: "NEVER",
  };
  const { startWall, endWall } = compileRule(daily);
  return { startWall, endWall };
}

/** The schedule reduced to numbers, once per week-group array (memoized on the object). */
function compile<Event extends RotationEvent>(header: RotationHeader, weekGroups: readonly RotationWeekGroup<Event>[]): CompiledSchedule<Event> {
  const cached = compiledSchedules.get(weekGroups) as CompiledSchedule<Event> | undefined;
  if (cached && cached.timeZone === header.timeZone) return cached;
  const validFromDay = dayOf(header.validFrom, "validFrom");
  const ordered = [...weekGroups].sort((a, b) => a.orderId - b.orderId);
  const groups = ordered.map((group, groupIndex) =>
    group.events
      .filter((event) => event.isActive)
      .sort((a, b) => a.orderId - b.orderId)
      .map((event): CompiledEvent<Event> => {
        const rule = event.dateRule;
        const days = new Set(rule.markedDays.filter((day) => day >= 1 && day <= 7));
        return {
          event,
          weekGroupOrder: group.orderId,
          groupIndex,
          weekdays: [...days].reduce((bits, day) => bits | (1 << day), 0),
          markedCount: days.size,
          ...wallTimesOf(header.timeZone, rule),
          firstDay: Math.max(validFromDay, rule.validFrom ? dayOf(rule.validFrom, "date rule validFrom") : -Infinity),
          lastDay: rule.endDate ? dayOf(rule.endDate, "date rule endDate") : Infinity,
          period: ordered.length * Math.max(1, rule.repeatEvery),
          count: rule.countAfterTimesEnd ?? Infinity,
          holiday: rule.holiday,
        };
      }),
  );
  const compiled = { timeZone: header.timeZone, validFromDay, groups, groupOrders: ordered.map((group) => group.orderId) };
  compiledSchedules.set(weekGroups, compiled);
  return compiled;
}

/** Week number of a local day counted from validFrom (0 = the first week). */
const weekOf = (schedule: CompiledSchedule<RotationEvent>, day: number) => floorDiv(day - schedule.validFromDay, 7);

/** Whether `day` lies in one of the event's turns and on one of its marked weekdays (holidays and bounds aside). */
function isTurnDay(schedule: CompiledSchedule<RotationEvent>, compiled: CompiledEvent<RotationEvent>, day: number): boolean {
  if (day < schedule.validFromDay || (compiled.weekdays & (1 << isoWeekday(day))) === 0) return false;
  const sinceTurn = weekOf(schedule, day) - compiled.groupIndex;
  return sinceTurn >= 0 && sinceTurn % compiled.period === 0;
}

/** Turn days in [validFrom, day], counted arithmetically (a full turn week holds each marked weekday once). */
function turnDaysUpTo(schedule: CompiledSchedule<RotationEvent>, compiled: CompiledEvent<RotationEvent>, day: number): number {
  if (day < schedule.validFromDay) return 0;
  const week = weekOf(schedule, day);
  const sinceFirstTurn = week - compiled.groupIndex;
  const earlierTurns = sinceFirstTurn > 0 ? Math.ceil(sinceFirstTurn / compiled.period) : 0;
  let count = earlierTurns * compiled.markedCount;
  if (sinceFirstTurn >= 0 && sinceFirstTurn % compiled.period === 0) {
    for (let d = schedule.validFromDay + week * 7; d <= day; d++) if (compiled.weekdays & (1 << isoWeekday(d))) count++;
  }
  return count;
}

const holidayDays = new WeakMap<Holidays, number[]>();
function sortedHolidayDays(holidays: Holidays): number[] {
  let days = holidayDays.get(holidays);
  if (!days) {
    days = [...holidays]
      .map((date) => parseLocalDate(date))
      .filter((day) => day !== null)
      .sort((a, b) => a - b);
    holidayDays.set(holidays, days);
  }
  return days;
}

/** The number of the duty starting on `day` (1 = the event's first), for countAfterTimesEnd: only duties that happen count. */
function dutyNumber(schedule: CompiledSchedule<RotationEvent>, compiled: CompiledEvent<RotationEvent>, day: number, holidays: Holidays): number {
  const turnDays = turnDaysUpTo(schedule, compiled, day) - turnDaysUpTo(schedule, compiled, compiled.firstDay - 1);
  if (compiled.holiday === "REGARDLESS") return turnDays;
  const holidayTurnDays = sortedHolidayDays(holidays).filter((h) => h >= compiled.firstDay && h <= day && isTurnDay(schedule, compiled, h)).length;
  return compiled.holiday === "ONLY_ON_HOLIDAYS" ? holidayTurnDays : turnDays - holidayTurnDays;
}

/** Whether the event has a duty starting on local day `day`. */
function hasDutyOn(schedule: CompiledSchedule<RotationEvent>, compiled: CompiledEvent<RotationEvent>, day: number, holidays: Holidays): boolean {
  if (day < compiled.firstDay || day > compiled.lastDay || !isTurnDay(schedule, compiled, day)) return false;
  if (compiled.holiday !== "REGARDLESS") {
    const isHoliday = holidays.has(formatLocalDate(day));
    if (isHoliday !== (compiled.holiday === "ONLY_ON_HOLIDAYS")) return false;
  }
  return compiled.count === Infinity || dutyNumber(schedule, compiled, day, holidays) <= compiled.count;
}

function dutyOn<Event extends RotationEvent>(schedule: CompiledSchedule<Event>, compiled: CompiledEvent<Event>, day: number): RotationDuty<Event> {
  const midnight = day * MS_PER_DAY;
  return {
    event: compiled.event,
    weekGroupOrder: compiled.weekGroupOrder,
    day: formatLocalDate(day),
    start: new Date(wallToInstant(schedule.timeZone, midnight + compiled.startWall)),
    end: new Date(wallToInstant(schedule.timeZone, midnight + compiled.endWall)),
  };
}

/** Events of the week group whose turn holds local day `day` (none before validFrom). */
function eventsOfDay<Event extends RotationEvent>(schedule: CompiledSchedule<Event>, day: number): CompiledEvent<Event>[] {
  if (day < schedule.validFromDay || schedule.groups.length === 0) return [];
  return schedule.groups[weekOf(schedule, day) % schedule.groups.length] ?? [];
}

/**
 * Every duty of the schedule overlapping `range` whose event passes `accept`, in order of start day,
 * then orderId. A duty lasts at most one wall-clock day, so start days from two days before the range
 * (one more for a change of UTC offset) are enough.
 */
export function rotationDutiesIn<Event extends RotationEvent>(
  header: RotationHeader,
  weekGroups: readonly RotationWeekGroup<Event>[],
  range: TimeRange,
  holidays: Holidays,
  accept: (event: Event) => boolean = () => true,
): RotationDuty<Event>[] {
  const schedule = compile(header, weekGroups);
  const from = range.from.getTime();
  const to = range.to.getTime();
  const duties: RotationDuty<Event>[] = [];
  const lastDay = floorDiv(instantToWall(schedule.timeZone, to), MS_PER_DAY) + 1;
  for (let day = floorDiv(instantToWall(schedule.timeZone, from), MS_PER_DAY) - 2; day <= lastDay; day++) {
    for (const compiled of eventsOfDay(schedule, day)) {
      if (!accept(compiled.event) || !hasDutyOn(schedule, compiled, day, holidays)) continue;
      const duty = dutyOn(schedule, compiled, day);
      if (duty.start.getTime() < to && duty.end.getTime() > from) duties.push(duty);
    }
  }
  return duties;
}

/**
 * The duties running at `instant` (start included, end not) whose event passes `accept`, first by
 * orderId, then by start (a night duty of the previous week's group still running comes first among
 * equal orderIds). Only the few start days around the instant are looked at.
 */
export function rotationDutiesAt<Event extends RotationEvent>(
  header: RotationHeader,
  weekGroups: readonly RotationWeekGroup<Event>[],
  instant: Date,
  holidays: Holidays,
  accept: (event: Event) => boolean = () => true,
): RotationDuty<Event>[] {
  const time = instant.getTime();
  const duties = rotationDutiesIn(header, weekGroups, { from: instant, to: new Date(time + 1) }, holidays, accept);
  return duties.filter((duty) => duty.start.getTime() <= time).sort((a, b) => a.event.orderId - b.event.orderId);
}

/** The week group whose turn holds the local date of `instant`: its orderId and active events, or null before validFrom. */
export function weekGroupAt<Event extends RotationEvent>(
  header: RotationHeader,
  weekGroups: readonly RotationWeekGroup<Event>[],
  instant: Date,
): { weekGroupOrder: number; events: Event[] } | null {
  const schedule = compile(header, weekGroups);
  const day = floorDiv(instantToWall(schedule.timeZone, instant.getTime()), MS_PER_DAY);
  if (day < schedule.validFromDay || schedule.groups.length === 0) return null;
  const index = weekOf(schedule, day) % schedule.groups.length;
  return { weekGroupOrder: schedule.groupOrders[index]!, events: (schedule.groups[index] ?? []).map((compiled) => compiled.event) };
}

/** Local midnights in the zone within [from, to): where week turns and holidays change. */
export function localMidnightsIn(timeZone: string, range: TimeRange): Date[] {
  const midnights: Date[] = [];
  const lastDay = floorDiv(instantToWall(timeZone, range.to.getTime()), MS_PER_DAY);
  for (let day = floorDiv(instantToWall(timeZone, range.from.getTime()), MS_PER_DAY); day <= lastDay; day++) {
    const midnight = wallToInstant(timeZone, day * MS_PER_DAY);
    if (midnight >= range.from.getTime() && midnight < range.to.getTime()) midnights.push(new Date(midnight));
  }
  return midnights;
}
