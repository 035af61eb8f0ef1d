import { describe, expect, it } from "vitest";
import type { HolidayBehaviour } from "../rotation-schedule.js";
import { participant, plan, privateEntry, world } from "./fixtures.test-support.js";
import { onDutyTimeline } from "./on-duty-timeline.js";
import { resolveOnCall } from "./resolve.js";
import type { RotationDateRule, RotationEvent } from "./rotation-duties.js";
import { type OnCallAlarmPoint, type StandbyEvent, type StandbySchedule, standbyPlanAt } from "./standby.js";
import { type TeamEvent, type TeamSchedule, teamDevicesAt } from "./team-media.js";
import { Random } from "../seeded-random.js";

/**
 * Property test: random standby and team media schedules resolved by the module and by a
 * deliberately simple reference written here, which walks minute by minute over a few days around
 * DST changes (and a year boundary) and decides from wall-clock readings taken straight from Intl:
 * a duty on local day D starts at the first minute whose clock shows D + start or later, and ends
 * likewise. Nothing of zone-clock.ts, civil-date.ts or rotation-duties.ts is used by the reference.
 *
 * Reproduce a failure with ON_CALL_SEED=<seed printed> npx vitest run --project unit <this file>.
 */

const SEED = Number(process.env.ON_CALL_SEED ?? 20_250_330);
const CASES = 150;
const TIMELINE_CASES = 40;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const POINT_ID = 1;

/** [zone, local day of a DST change or a year boundary] */
const WINDOWS: Array<[string, string]> = [
  ["Europe/Prague", "2025-03-30"],
  ["Europe/Prague", "2025-10-26"],
  ["America/New_York", "2025-03-09"],
  ["America/New_York", "2025-11-02"],
  ["Pacific/Auckland", "2025-04-06"],
  ["Pacific/Auckland", "2025-09-28"],
  ["UTC", "2025-12-31"],
  ["Europe/Prague", "2025-12-31"],
];

// ---- the reference clock: wall-clock readings per minute, straight from Intl ------------------

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const isoWeekday = (day: number) => ((new Date(day * DAY).getUTCDay() + 6) % 7) + 1;

interface WindowClock {
  timeZone: string;
  /** first instant of the table */
  start: number;
  /** wall reading (UTC fields = local time) of each minute from `start` */
  walls: number[];
  /** the instants checked: from noon the day before to noon the day after the change */
  checkFrom: number;
  checkTo: number;
  days: number[];
}

const clocks = new Map<string, WindowClock>();
function clockOf(timeZone: string, date: string): WindowClock {
  const key = `${timeZone} ${date}`;
  let clock = clocks.get(key);
  if (clock) return clock;
  const formatter = new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const wallAt = (instant: number) => {
    const [y, mo, d, h, mi] = formatter.format(instant).split(/[- :]/).map(Number) as [number, number, number, number, number];
    return Date.UTC(y, mo - 1, d, h, mi);
  };
  const middle = dayNumber(date) * DAY;
  const start = middle - 4 * DAY;
  const walls: number[] = [];
  for (let instant = start; instant < middle + 4 * DAY; instant += MINUTE) walls.push(wallAt(instant));
  const firstAtOrAfter = (wall: number) => walls.findIndex((w) => w >= wall);
  const checkFrom = start + firstAtOrAfter(middle - 12 * HOUR) * MINUTE;
  const checkTo = start + firstAtOrAfter(middle + 36 * HOUR) * MINUTE;
  const firstDay = dayNumber(date) - 3;
  clock = { timeZone, start, walls, checkFrom, checkTo, days: Array.from({ length: 6 }, (_, index) => firstDay + index) };
  clocks.set(key, clock);
  return clock;
}

/** The first instant whose clock shows `wall` or later (jumping ahead while far below it). */
function firstShowing(clock: WindowClock, wall: number): number {
  let index = 0;
  while (index < clock.walls.length && clock.walls[index]! < wall) {
    index += Math.max(1, Math.floor((wall - clock.walls[index]!) / MINUTE) - 180);
  }
  if (index >= clock.walls.length) throw new Error("wall time outside the reference window");
  return clock.start + index * MINUTE;
}

const secondsOf = (time: string) => {
  const [h, m, s] = time.split(":").map(Number) as [number, number, number?];
  return h * 3600 + m * 60 + (s ?? 0);
};

// ---- the reference rotation ---------------------------------------------------------------------

interface Header {
  validFrom: string;
  timeZone: string;
}

interface ReferenceDuty<Event> {
  event: Event;
  group: number;
  start: number;
  end: number;
}

/** Whether the event has a duty on local day `day`, counting duties one day after the other. */
function referenceHasDuty(header: Header, groupCount: number, groupIndex: number, event: RotationEvent, day: number, holidays: Set<string>): boolean {
  const rule = event.dateRule;
  const validFrom = dayNumber(header.validFrom);
  const first = Math.max(validFrom, rule.validFrom ? dayNumber(rule.validFrom) : -Infinity);
  const qualifies = (d: number) => {
    if (d < first || (rule.endDate && d > dayNumber(rule.endDate))) return false;
    const week = Math.floor((d - validFrom) / 7);
    if (week % groupCount !== groupIndex) return false;
    const turn = Math.floor(week / groupCount);
    if (turn % rule.repeatEvery !== 0) return false;
    if (!rule.markedDays.includes(isoWeekday(d))) return false;
    if (rule.holiday === "ONLY_ON_HOLIDAYS") return holidays.has(dateOf(d));
    if (rule.holiday === "NEVER_ON_HOLIDAYS") return !holidays.has(dateOf(d));
    return true;
  };
  if (!event.isActive || !qualifies(day)) return false;
  if (rule.countAfterTimesEnd === null) return true;
  let number = 0;
  for (let d = first; d <= day; d++) if (qualifies(d)) number++;
  return number <= rule.countAfterTimesEnd;
}

function referenceDuties<Event extends RotationEvent>(
  header: Header,
  groups: readonly { orderId: number; events: readonly Event[] }[],
  clock: WindowClock,
  holidays: Set<string>,
): ReferenceDuty<Event>[] {
  const duties: ReferenceDuty<Event>[] = [];
  const ordered = [...groups].sort((a, b) => a.orderId - b.orderId);
  for (const day of clock.days) {
    ordered.forEach((group, groupIndex) => {
      for (const event of group.events) {
        if (!referenceHasDuty(header, ordered.length, groupIndex, event, day, holidays)) continue;
        const start = secondsOf(event.dateRule.start);
        const rawEnd = secondsOf(event.dateRule.end);
        const endSeconds = (rawEnd <= start ? 86_400 : 0) + rawEnd + (event.dateRule.end.endsWith(":59") ? 1 : 0);
        const midnight = day * DAY;
        duties.push({
          event,
          group: group.orderId,
          start: firstShowing(clock, midnight + start * 1000),
          end: firstShowing(clock, midnight + Math.min(endSeconds, start + 86_400) * 1000),
        });
      }
    });
  }
  return duties;
}

/** The first running duty by orderId, then by start. */
function referenceFirst<Event extends RotationEvent>(duties: ReferenceDuty<Event>[], instant: number, accept: (event: Event) => boolean) {
  return duties
    .filter((duty) => duty.start <= instant && duty.end > instant && accept(duty.event))
    .sort((a, b) => a.event.orderId - b.event.orderId || a.start - b.start)[0];
}

function referenceStandby(schedule: StandbySchedule, duties: ReferenceDuty<StandbyEvent>[], clock: WindowClock, minute: number, ownPlan: number | null) {
  const serves = (event: StandbyEvent) => event.alarmpointId === null || event.alarmpointId === POINT_ID;
  const duty = referenceFirst(duties, minute, (event) => !event.standard && serves(event));
  if (duty) return { alarmPlanId: duty.event.alarmplanId, eventId: duty.event.id, group: duty.group };
  const localDay = Math.floor(clock.walls[(minute - clock.start) / MINUTE]! / DAY);
  const validFrom = dayNumber(schedule.validFrom);
  if (localDay >= validFrom) {
    const ordered = [...schedule.alarmPointWeekGroups].sort((a, b) => a.orderId - b.orderId);
    const group = ordered[Math.floor((localDay - validFrom) / 7) % ordered.length]!;
    const fallback = [...group.events].sort((a, b) => a.orderId - b.orderId).find((event) => event.isActive && event.standard && serves(event));
    if (fallback) return { alarmPlanId: fallback.alarmplanId, eventId: fallback.id, group: group.orderId };
  }
  return { alarmPlanId: ownPlan, eventId: null, group: null };
}

// ---- random schedules ---------------------------------------------------------------------------

let nextId = 1;
const pad = (n: number) => String(n).padStart(2, "0");

function randomRule(random: Random, clock: WindowClock): RotationDateRule {
  const hour = () => (random.chance(0.5) ? random.pick([0, 1, 2, 3, 22, 23]) : random.int(0, 23));
  const minute = () => random.pick([0, 0, 15, 30, 45]);
  const markedDays = [1, 2, 3, 4, 5, 6, 7].filter(() => random.chance(0.55));
  const nearDay = () => dateOf(random.pick(clock.days) + random.int(-2, 1));
  const holidays: HolidayBehaviour[] = ["REGARDLESS", "REGARDLESS", "ONLY_ON_HOLIDAYS", "NEVER_ON_HOLIDAYS"];
  return {
    markedDays: markedDays.length ? markedDays : [random.int(1, 7)],
    start: `${pad(hour())}:${pad(minute())}:00`,
    end: `${pad(hour())}:${pad(minute())}:${random.chance(0.6) ? "59" : "00"}`,
    repeatEvery: random.chance(0.7) ? 1 : random.int(2, 3),
    validFrom: random.chance(0.2) ? nearDay() : null,
    endDate: random.chance(0.15) ? nearDay() : null,
    countAfterTimesEnd: random.chance(0.15) ? random.int(1, 12) : null,
    holiday: random.pick(holidays),
  };
}

function randomGroups<Event>(random: Random, event: (orderId: number) => Event): { orderId: number; events: Event[] }[] {
  const groupCount = random.int(1, 4);
  return Array.from({ length: groupCount }, (_, index) => {
    const orders = [1, 2, 3, 4, 5, 6].sort(() => random.next() - 0.5).slice(0, random.int(1, 6 - Math.min(groupCount, 3)));
    return { orderId: index + 1, events: orders.map(event) };
  });
}

function randomHeader(random: Random, clock: WindowClock) {
  return { id: nextId++, name: "random", timeZone: clock.timeZone, validFrom: dateOf(clock.days[0]! - random.int(-3, 40)) };
}

function randomStandby(random: Random, clock: WindowClock): StandbySchedule {
  const groups = randomGroups(random, (orderId): StandbyEvent => ({
    id: nextId++,
    name: "event",
    orderId,
    isActive: random.chance(0.9),
    alarmpointId: random.chance(0.6) ? null : random.chance(0.65) ? POINT_ID : 2,
    alarmplanId: random.int(1, 5),
    standard: random.chance(0.2),
    dateRule: randomRule(random, clock),
  }));
  return { ...randomHeader(random, clock), alarmPointWeekGroups: groups };
}

function randomTeam(random: Random, clock: WindowClock): TeamSchedule {
  const groups = randomGroups(random, (orderId): TeamEvent => ({
    id: nextId++,
    name: "event",
    orderId,
    isActive: random.chance(0.9),
    device: { callingDeviceType: random.pick(["VOICE", "SMS", "EMAIL"]), message: null },
    dateRule: randomRule(random, clock),
  }));
  return { ...randomHeader(random, clock), participantWeekGroups: groups };
}

function randomHolidays(random: Random, clock: WindowClock): Set<string> {
  return new Set(clock.days.filter(() => random.chance(0.3)).map(dateOf));
}

// ---- properties ---------------------------------------------------------------------------------

describe("the resolver against a minute-by-minute reference", () => {
  it(`agrees on the standby plan and the team devices for ${CASES} random schedules`, () => {
    const random = new Random(SEED);
    let decidedByEvents = 0;
    let decidedByTeam = 0;
    for (let index = 0; index < CASES; index++) {
      const [timeZone, date] = random.pick(WINDOWS);
      const clock = clockOf(timeZone, date);
      const holidays = randomHolidays(random, clock);
      const standby = randomStandby(random, clock);
      const team = randomTeam(random, clock);
      const ownPlan = random.chance(0.8) ? 9 : null;
      const point: OnCallAlarmPoint = { id: POINT_ID, name: "point", alarmPlanId: ownPlan, standbySchedule: standby };
      const devices = ["VOICE", "SMS", "EMAIL"].filter(() => random.chance(0.6)).map((type, order) => ({ id: order, type, address: `${type}-address` }));
      const person = { devices, teamSchedule: team };
      const standbyDuties = referenceDuties(standby, standby.alarmPointWeekGroups, clock, holidays);
      const teamDuties = referenceDuties(team, team.participantWeekGroups, clock, holidays);
      const context = () => `seed ${SEED}, case ${index}, ${timeZone} ${date}\n${JSON.stringify({ standby, team, holidays: [...holidays] })}`;
      for (let minute = clock.checkFrom; minute < clock.checkTo; minute += MINUTE) {
        const instant = new Date(minute);
        const expected = referenceStandby(standby, standbyDuties, clock, minute, ownPlan);
        const actual = standbyPlanAt(point, instant, holidays);
        const got = { alarmPlanId: actual.alarmPlanId, eventId: actual.decidedBy?.eventId ?? null, group: actual.decidedBy?.weekGroupOrder ?? null };
        if (got.alarmPlanId !== expected.alarmPlanId || got.eventId !== expected.eventId || got.group !== expected.group) {
          expect(got, `standby at ${instant.toISOString()}, ${context()}`).toEqual(expected);
        }
        if (expected.eventId !== null) decidedByEvents++;

        const teamDuty = referenceFirst(teamDuties, minute, () => true);
        const expectedDevices = teamDuty ? devices.filter((device) => device.type === teamDuty.event.device.callingDeviceType) : devices;
        const actualTeam = teamDevicesAt(person, instant, holidays);
        if (
          (actualTeam.decidedBy?.eventId ?? null) !== (teamDuty?.event.id ?? null) ||
          JSON.stringify(actualTeam.devices) !== JSON.stringify(expectedDevices)
        ) {
          expect({ event: actualTeam.decidedBy?.eventId ?? null, devices: actualTeam.devices }, `team at ${instant.toISOString()}, ${context()}`).toEqual({
            event: teamDuty?.event.id ?? null,
            devices: expectedDevices,
          });
        }
        if (teamDuty) decidedByTeam++;
      }
    }
    // the generator exercises the schedules, not only the defaults
    expect(decidedByEvents).toBeGreaterThan(CASES * 500);
    expect(decidedByTeam).toBeGreaterThan(CASES * 500);
  }, 30_000);

  it(`the who-is-on-duty timeline equals the resolver at sampled instants for ${TIMELINE_CASES} random worlds`, () => {
    const random = new Random(SEED + 1);
    let gaps = 0;
    for (let index = 0; index < TIMELINE_CASES; index++) {
      const [timeZone, date] = random.pick(WINDOWS);
      const clock = clockOf(timeZone, date);
      const teams = [randomTeam(random, clock), randomTeam(random, clock)];
      const localTime = () => `${pad(random.int(0, 23))}:${pad(random.pick([0, 30]))}`;
      const localDate = () => dateOf(random.pick(clock.days.slice(1, 5)));
      const people = Array.from({ length: 6 }, (_, i) =>
        participant(
          i + 1,
          [
            ["VOICE", "+1"],
            ["SMS", "+2"],
            ["EMAIL", "e@x"],
          ].filter(() => random.chance(0.7)) as Array<[string, string]>,
          {
            teamSchedule: random.chance(0.7) ? random.pick(teams) : null,
            calendar: Array.from({ length: random.int(0, 2) }, () =>
              privateEntry(timeZone, `${localDate()} ${localTime()}`, `${localDate()} ${localTime()}`, {
                kind: random.pick(["ABSENT", "REPLACEMENT", "OTHER_DEVICE"] as const),
                replacementParticipantId: random.int(1, 6),
                deviceType: "SMS",
                callingNumber: "+3",
                ...(random.chance(0.4) ? { recurring: true, repeatType: "DAILY" as const, endDateSelected: "" } : {}),
              }),
            ).filter((entry) => entry.recurring || `${entry.endDateSelected} ${entry.endTime}` > `${entry.startDateSelected} ${entry.startTime}`),
          },
        ),
      );
      const overrides = Array.from({ length: random.int(0, 2) }, (_, i) => {
        const from = clock.checkFrom + random.int(0, 30) * HOUR;
        return {
          id: i + 1,
          participantId: random.int(1, 6),
          coveringParticipantId: random.int(1, 6),
          from: new Date(from),
          to: new Date(from + random.int(1, 20) * HOUR),
        };
      });
      const plans = [1, 2, 3, 4, 5, 9].map((id) => plan(id, [random.int(1, 6)], { participantIds: [random.int(1, 6)], participantGroupIds: [1] }));
      const everything = world({
        participants: people,
        plans,
        holidays: [...randomHolidays(random, clock)],
        groups: { 1: [random.int(1, 6), random.int(1, 6)] },
        overrides,
      });
      const point: OnCallAlarmPoint = {
        id: POINT_ID,
        name: "point",
        alarmPlanId: random.chance(0.8) ? 9 : null,
        standbySchedule: randomStandby(random, clock),
      };
      const range = { from: new Date(clock.checkFrom), to: new Date(clock.checkTo) };
      const intervals = onDutyTimeline(point, range, everything);
      expect(intervals[0]!.from).toEqual(range.from);
      expect(intervals.at(-1)!.to).toEqual(range.to);
      intervals.slice(1).forEach((interval, i) => {
        expect(interval.from).toEqual(intervals[i]!.to);
        expect(interval.answer).not.toEqual(intervals[i]!.answer);
      });
      gaps += intervals.filter((interval) => interval.gap).length;
      for (let sample = 0; sample < 100; sample++) {
        const instant = new Date(random.int(clock.checkFrom, clock.checkTo - 1));
        const interval = intervals.find((candidate) => candidate.from <= instant && candidate.to > instant)!;
        expect(interval.answer, `case ${index} at ${instant.toISOString()}`).toEqual(resolveOnCall(point, instant, everything));
      }
    }
    expect(gaps).toBeGreaterThan(0);
  }, 30_000);
});
