import { durationMinutes, MINUTES_PER_DAY, minutesOfTime, timeOfMinutes } from "./event-times";

/**
 * A week group's events on a generic week (Monday to Sunday, no real dates): the calendar shows a
 * sample week, and a block's place in it says the weekday and time of day. Each marked day of an
 * event is one block from its start to its end, so a night duty reaches into the next morning.
 */

/** What places an event in the week: its days (1 Monday … 7 Sunday), start and end minute (HH:mm). */
export interface WeekTiming {
  markedDays: number[];
  start: string;
  end: string;
}

export interface WeekBlock {
  /** `<eventKey>:<day>` */
  id: string;
  eventKey: string;
  day: number;
  start: Date;
  end: Date;
}

/** Every day from midnight to midnight: how a week group's standard event is in force, whatever its own days and times. */
export const WHOLE_WEEK: WeekTiming = { markedDays: [1, 2, 3, 4, 5, 6, 7], start: "00:00", end: "00:00" };

/** The Monday of the sample week the calendar shows: a January week, far from daylight-saving changes. */
export const SAMPLE_MONDAY = new Date(2024, 0, 1);
export const SAMPLE_WEEK_END = new Date(2024, 0, 8);
const MINUTE = 60_000;

/** The sample week's date of a weekday (1 … 7) and minute of day. */
export function sampleDate(day: number, minutes: number): Date {
  return new Date(SAMPLE_MONDAY.getFullYear(), SAMPLE_MONDAY.getMonth(), SAMPLE_MONDAY.getDate() + day - 1, 0, minutes);
}

/** The weekday (1 Monday …, 8 for the next Monday) and minute of day of a sample week date. */
export function weekPointOf(date: Date): { day: number; minutes: number } {
  const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const day = Math.round((midnight.getTime() - SAMPLE_MONDAY.getTime()) / (24 * 60 * MINUTE)) + 1;
  return { day, minutes: date.getHours() * 60 + date.getMinutes() };
}

const weekdayAfter = (day: number, shift: number) => ((((day - 1 + shift) % 7) + 7) % 7) + 1;
const sortedDays = (days: Iterable<number>) => [...new Set(days)].sort((a, b) => a - b);

/** One block per marked day of each event, from its start to its end (the next day for a night duty). */
export function blocksOf(events: readonly { key: string; timing: WeekTiming }[]): WeekBlock[] {
  return events.flatMap(({ key, timing }) => {
    const start = minutesOfTime(timing.start);
    if (start === null || minutesOfTime(timing.end) === null) return [];
    const length = durationMinutes(timing.start, timing.end);
    return sortedDays(timing.markedDays).map((day) => {
      const from = sampleDate(day, start);
      return { id: `${key}:${day}`, eventKey: key, day, start: from, end: new Date(from.getTime() + length * MINUTE) };
    });
  });
}

/** The block of `fromDay` was dragged to start at `newStart`: every marked day shifts by as many days, and the duty keeps its length. */
export function movedTiming(timing: WeekTiming, fromDay: number, newStart: Date): WeekTiming {
  const target = weekPointOf(newStart);
  const shift = target.day - fromDay;
  const length = durationMinutes(timing.start, timing.end);
  return {
    markedDays: sortedDays(timing.markedDays.map((day) => weekdayAfter(day, shift))),
    start: timeOfMinutes(target.minutes),
    end: timeOfMinutes(target.minutes + length),
  };
}

/** A block starting at `blockStart` was resized to end at `newEnd`: the end moves, at most a whole day after the start. */
export function resizedTiming(timing: WeekTiming, blockStart: Date, newEnd: Date): WeekTiming {
  const length = Math.min(MINUTES_PER_DAY, Math.max(1, Math.round((newEnd.getTime() - blockStart.getTime()) / MINUTE)));
  const start = minutesOfTime(timing.start) ?? 0;
  return { ...timing, end: timeOfMinutes(start + length) };
}

/** A new event from a selected range of the week: the day it starts on, its start, and its end (at most a day later). */
export function timingOfSelection(start: Date, end: Date): WeekTiming {
  const from = weekPointOf(start);
  const length = Math.min(MINUTES_PER_DAY, Math.max(1, Math.round((end.getTime() - start.getTime()) / MINUTE)));
  return { markedDays: [weekdayAfter(from.day, 0)], start: timeOfMinutes(from.minutes), end: timeOfMinutes(from.minutes + length) };
}

/** What a block says of its times: an end at midnight reads 24:00, so a whole day is 00:00 – 24:00. */
export const blockTimeText = (timing: WeekTiming) => `${timing.start} – ${timing.end === "00:00" ? "24:00" : timing.end}`;
