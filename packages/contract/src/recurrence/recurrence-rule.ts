import { z } from "zod";
import { isoWeekday, parseLocalDate } from "./civil-date.js";
import { isValidTimeZone } from "./zone-clock.js";

/**
 * How a calendar event repeats (docs/domain-rules.md#calendars-and-recurrence): participants'
 * private media schedules today, standby schedules and holidays later. All dates and times are
 * wall-clock values in `timeZone`; expand.ts turns them into instants.
 */

export const REPEAT_TYPES = ["NONE", "DAILY", "WEEKDAYS", "WEEKENDS", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export type RepeatType = (typeof REPEAT_TYPES)[number];

export const MONTH_SUB_TYPES = ["DAY_OF_THE_MONTH", "DAY_OF_THE_WEEK"] as const;
export type MonthSubType = (typeof MONTH_SUB_TYPES)[number];

export const END_TYPES = ["NEVER", "AFTER_TIMES_END", "END_DATE"] as const;
export type EndType = (typeof END_TYPES)[number];

/** ISO weekdays as used by markedDays. */
const MONDAY = 1;
const SUNDAY = 7;

/**
 * Initial values of a recurrence form (docs/domain-rules.md#calendars-and-recurrence). The schema
 * itself only fills in the harmless ones (repeatEvery, monthSubType, markedDays); repeatType and
 * endType must be sent.
 */
export const RECURRENCE_DEFAULTS = {
  repeatType: "DAILY",
  repeatEvery: 1,
  monthSubType: "DAY_OF_THE_MONTH",
  endType: "AFTER_TIMES_END",
} as const satisfies {
  repeatType: RepeatType;
  repeatEvery: number;
  monthSubType: MonthSubType;
  endType: EndType;
};

/**
 * markedDays when none are given: the weekday of the start date, as RFC 5545 does for a weekly
 * rule without BYDAY. A fixed default of 1 would be Monday; the two agree whenever the start date
 * is a Monday. We take the start date's weekday because a weekly
 * rule starting on a Wednesday that only marks Monday would not occur on its own start date.
 */
export function defaultMarkedDays(startDate: string): number[] {
  const day = parseLocalDate(startDate);
  return day === null ? [MONDAY] : [isoWeekday(day)];
}

const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "expected a date YYYY-MM-DD", abort: true })
  .refine((text) => parseLocalDate(text) !== null, "not a calendar date");

const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "expected a time HH:mm or HH:mm:ss");

const timeZoneName = z.string().refine(isValidTimeZone, "unknown time zone");

export const recurrenceRule = z
  .object({
    timeZone: timeZoneName.describe('IANA time zone of the dates and times, e.g. "Europe/Prague"'),
    startDate: localDate.describe("Local date of the first occurrence (validFrom / startDateSelected)"),
    startTime: localTime.describe("Local wall-clock start of each occurrence"),
    endTime: localTime.describe(
      "Local wall-clock end of each occurrence; not after startTime means the next day. " +
        "Seconds 59 make the end inclusive of that second: 23:59:59 ends at midnight",
    ),
    repeatType: z.enum(REPEAT_TYPES),
    repeatEvery: z
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(RECURRENCE_DEFAULTS.repeatEvery)
      .describe("Every N days, weeks (also WEEKDAYS and WEEKENDS), months or years"),
    markedDays: z
      .array(z.number().int().min(MONDAY, "1 (Monday) to 7 (Sunday)").max(SUNDAY, "1 (Monday) to 7 (Sunday)"))
      .optional()
      .describe("WEEKLY: ISO weekdays, 1 = Monday … 7 = Sunday; absent means the start date's weekday"),
    monthSubType: z
      .enum(MONTH_SUB_TYPES)
      .default(RECURRENCE_DEFAULTS.monthSubType)
      .describe("MONTHLY: the start date's day number, or its n-th weekday (a 5th weekday skips months without one)"),
    endType: z.enum(END_TYPES),
    countAfterTimesEnd: z
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .optional()
      .describe("AFTER_TIMES_END: number of occurrences in total"),
    endDate: localDate.optional().describe("END_DATE: last local date on which an occurrence may start"),
  })
  .superRefine((rule, ctx) => {
    if (rule.repeatType === "WEEKLY" && rule.markedDays?.length === 0) {
      ctx.addIssue({ code: "custom", path: ["markedDays"], message: "choose at least one day" });
    }
    if (rule.endType === "AFTER_TIMES_END" && rule.countAfterTimesEnd === undefined) {
      ctx.addIssue({ code: "custom", path: ["countAfterTimesEnd"], message: "required when the event ends after a number of times" });
    }
    if (rule.endType === "END_DATE") {
      if (rule.endDate === undefined) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: "required when the event ends on a date" });
      } else if (rule.endDate < rule.startDate) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: "must not be before the start date" });
      }
    }
  })
  .meta({ id: "RecurrenceRule" });

/** A validated rule, defaults applied: what the expansion functions take. */
export type RecurrenceRule = z.output<typeof recurrenceRule>;
/** What a form or an API client sends. */
export type RecurrenceRuleInput = z.input<typeof recurrenceRule>;
