import { MS_PER_DAY, isoWeekday, parseLocalDate, parseLocalTime } from "./civil-date.js";
import { dailyDays, monthlyDays, weeklyDays, yearlyDays, type OccurrenceDay, type SequenceBounds } from "./occurrence-days.js";
import type { RecurrenceRule } from "./recurrence-rule.js";

const WORKING_DAYS = [1, 2, 3, 4, 5];
const WEEKEND_DAYS = [6, 7];

/** A rule reduced to numbers, checked once per call so that unparsed data fails loudly. */
export interface CompiledRule {
  timeZone: string;
  /** wall-clock ms from midnight of the occurrence day to its start */
  startWall: number;
  /** wall-clock ms from midnight of the occurrence day to its end (beyond one day for a night shift) */
  endWall: number;
  /** occurrence days from the period holding `fromDay` on */
  days(fromDay: number): Iterable<OccurrenceDay>;
}

function invalid(message: string): never {
  throw new RangeError(`Invalid recurrence rule: ${message} (parse it with recurrenceRule first)`);
}

/**
 * End time: on the start day when later than the start time, else on the next day. Seconds 59 mean
 * "through the end of that second" (end times are sent with seconds 59,
 * docs/domain-rules.md#validation), so 16:59:59 ends at 17:00:00 and 23:59:59 at midnight —
 * back-to-back shifts leave no gap. An occurrence lasts at most one day of wall-clock time.
 */
function endWallOf(startSeconds: number, endSeconds: number): number {
  const nextDay = endSeconds <= startSeconds ? MS_PER_DAY : 0;
  const inclusive = endSeconds % 60 === 59 ? 1 : 0;
  // at most one day, so that a daily rule's occurrences never overlap (start 10:00:59, end 10:00:59)
  return Math.min(nextDay + (endSeconds + inclusive) * 1000, startSeconds * 1000 + MS_PER_DAY);
}

export function compileRule(rule: RecurrenceRule): CompiledRule {
  const startDay = parseLocalDate(rule.startDate) ?? invalid(`startDate "${rule.startDate}"`);
  const startSeconds = parseLocalTime(rule.startTime) ?? invalid(`startTime "${rule.startTime}"`);
  const endSeconds = parseLocalTime(rule.endTime) ?? invalid(`endTime "${rule.endTime}"`);
  const every = rule.repeatType === "NONE" ? 1 : rule.repeatEvery;
  if (!Number.isSafeInteger(every) || every < 1) invalid(`repeatEvery ${every}`);

  const bounds: SequenceBounds = { startDay, every, count: Infinity, lastDay: Infinity };
  if (rule.repeatType === "NONE") bounds.count = 1;
  else if (rule.endType === "AFTER_TIMES_END") {
    const count = rule.countAfterTimesEnd ?? invalid("countAfterTimesEnd missing");
    if (!Number.isSafeInteger(count) || count < 1) invalid(`countAfterTimesEnd ${count}`);
    bounds.count = count;
  } else if (rule.endType === "END_DATE") {
    bounds.lastDay = parseLocalDate(rule.endDate ?? "") ?? invalid(`endDate "${rule.endDate}"`);
  }

  let days: (fromDay: number) => Iterable<OccurrenceDay>;
  switch (rule.repeatType) {
    case "NONE":
    case "DAILY":
      days = (fromDay) => dailyDays(bounds, fromDay);
      break;
    case "WEEKDAYS":
    case "WEEKENDS":
    case "WEEKLY": {
      const weekdays =
        rule.repeatType === "WEEKDAYS"
          ? WORKING_DAYS
          : rule.repeatType === "WEEKENDS"
            ? WEEKEND_DAYS
            : [...new Set(rule.markedDays ?? [isoWeekday(startDay)])].sort((a, b) => a - b);
      if (weekdays.length === 0 || weekdays.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) {
        invalid(`markedDays [${weekdays.join(", ")}]`);
      }
      days = (fromDay) => weeklyDays(bounds, weekdays, fromDay);
      break;
    }
    case "MONTHLY":
      days = (fromDay) => monthlyDays(bounds, rule.monthSubType === "DAY_OF_THE_WEEK", fromDay);
      break;
    case "YEARLY":
      days = (fromDay) => yearlyDays(bounds, fromDay);
      break;
    default:
      invalid(`repeatType "${String(rule.repeatType satisfies never)}"`);
  }

  return { timeZone: rule.timeZone, startWall: startSeconds * 1000, endWall: endWallOf(startSeconds, endSeconds), days };
}
