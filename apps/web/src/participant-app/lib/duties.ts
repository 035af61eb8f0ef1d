import type { ParticipantDuty } from "@alarm/contract";

/** One duty as it falls on one day: clipped to the day, with whether it runs from the day's start or to its end. */
export interface DutyOnDay {
  duty: ParticipantDuty;
  from: Date;
  to: Date;
  /** Runs from midnight (or began before). */
  startsEarlier: boolean;
  /** Runs to midnight (or goes on after). */
  endsLater: boolean;
}

export interface DutyDay {
  /** Local midnight of the day. */
  day: Date;
  /** Local midnight of the last day, when days of the same all-day duties are shown as one. */
  lastDay?: Date;
  duties: DutyOnDay[];
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function nextDay(day: Date): Date {
  // Calendar arithmetic rather than +24 h: days of a daylight-saving switch last 23 or 25 hours.
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
}

/**
 * The duties of the range day by day in the phone's time zone, each day's duties in the order they
 * start; a duty over midnight shows on each day it touches, clipped to the day. Days without duty
 * are left out.
 */
export function dutiesByDay(duties: readonly ParticipantDuty[], from: Date, days: number): DutyDay[] {
  const result: DutyDay[] = [];
  let day = startOfDay(from);
  for (let index = 0; index < days; index++) {
    const end = nextDay(day);
    const onDay = duties
      .map((duty) => ({ duty, start: new Date(duty.from), stop: new Date(duty.to) }))
      .filter(({ start, stop }) => start < end && stop > day)
      .map(({ duty, start, stop }) => ({
        duty,
        from: start < day ? day : start,
        to: stop > end ? end : stop,
        startsEarlier: start <= day,
        endsLater: stop >= end,
      }))
      .sort((a, b) => a.from.getTime() - b.from.getTime() || a.duty.alarmPointName.localeCompare(b.duty.alarmPointName));
    if (onDay.length > 0) result.push({ day, duties: onDay });
    day = end;
  }
  return result;
}

const isAllDay = (entry: DutyOnDay) => entry.startsEarlier && entry.endsLater;
const dutyKey = ({ duty }: DutyOnDay) => `${duty.alarmPointId}/${duty.planId}/${duty.rank}/${duty.coveringFor ?? ""}`;

/**
 * Runs of days on which the same duties last all day (a standing duty, a week on call) become one
 * entry from the first day to the last, instead of a row per day.
 */
export function compactDays(days: readonly DutyDay[]): DutyDay[] {
  const result: DutyDay[] = [];
  for (const day of days) {
    const previous = result.at(-1);
    const allDay = day.duties.every(isAllDay);
    const sameDuties = (other: DutyDay) => other.duties.map(dutyKey).join() === day.duties.map(dutyKey).join();
    const follows = previous && nextDay(previous.lastDay ?? previous.day).getTime() === day.day.getTime();
    if (previous && follows && allDay && previous.duties.every(isAllDay) && sameDuties(previous)) previous.lastDay = day.day;
    else result.push({ ...day });
  }
  return result;
}
