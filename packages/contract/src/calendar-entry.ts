import { z } from "zod";
import { objectId, objectIdParam, objectVersion } from "./ids.js";
import { DEFAULT_EVENT_TITLE, isoDate } from "./holiday.js";
import {
  END_TYPES,
  expandOccurrences,
  instantOfLocal,
  MONTH_SUB_TYPES,
  type Occurrence,
  recurrenceRule,
  REPEAT_TYPES,
  type RecurrenceRule,
  type RecurrenceRuleInput,
  type TimeRange,
} from "./recurrence/index.js";

/**
 * What every calendar entry has, whoever owns the calendar (a participant's private media
 * schedule, an alarm point's calendar): a title, a switch, and when it is in force — once (from
 * startDateSelected startTime to endDateSelected endTime) or by a recurrence rule. Each owner adds
 * its kinds and their fields.
 */

const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "expected a time HH:mm or HH:mm:ss");

/** The fields of a change (PUT …/calendar/update) common to every calendar. */
export const calendarEntryChangeFields = {
  id: objectId.nullable().optional().describe("Absent or null: a new event"),
  version: objectVersion.optional(),
  title: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((title) => title || DEFAULT_EVENT_TITLE),
  active: z.boolean().default(true),
  timeZone: z.string().max(64).optional().describe("IANA zone of the dates and times; the server's zone when absent"),
  startDateSelected: isoDate,
  endDateSelected: isoDate.optional().describe("Once: the last day; defaults to the start day"),
  startTime: localTime,
  endTime: localTime,
  recurring: z.boolean().default(false),
  repeatType: z.enum(REPEAT_TYPES).default("DAILY"),
  repeatEvery: z.number().int().default(1),
  markedDays: z.array(z.number().int()).optional(),
  monthSubType: z.enum(MONTH_SUB_TYPES).default("DAY_OF_THE_MONTH"),
  endType: z.enum(END_TYPES).default("NEVER"),
  countAfterTimesEnd: z.number().int().optional(),
  endDate: isoDate.optional(),
  sourceEventId: z.number().int().nullable().optional(),
  // The older API's event shape names these too (docs/domain-rules.md#older-names); taken so that such a client is not refused.
  day: z
    .null()
    .optional()
    .describe(
      "The older API's day of the event; this product keeps an event's days in startDateSelected, endDateSelected and markedDays, so only null is taken",
    ),
  ruleId: z
    .null()
    .optional()
    .describe("The older API's link to a stored recurrence rule; this product keeps the rule in the event's own fields, so only null is taken"),
};

/** The fields of a stored entry common to every calendar. */
export const calendarEntryFields = {
  id: z.number().int(),
  version: objectVersion,
  title: z.string(),
  active: z.boolean(),
  timeZone: z.string(),
  startDateSelected: z.string(),
  endDateSelected: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  recurring: z.boolean(),
  repeatType: z.enum(REPEAT_TYPES),
  repeatEvery: z.number().int(),
  markedDays: z.array(z.number().int()).nullable(),
  monthSubType: z.enum(MONTH_SUB_TYPES),
  endType: z.enum(END_TYPES),
  countAfterTimesEnd: z.number().int().nullable(),
  endDate: z.string().nullable(),
  sourceEventId: z.number().int().nullable(),
};

/** A stored entry of any calendar, without its kind. */
export type CalendarEntry = z.infer<z.ZodObject<typeof calendarEntryFields>>;
export type ValidCalendarEntryChange = z.output<z.ZodObject<typeof calendarEntryChangeFields>>;

/** Reports one problem of an entry under a field, with an optional machine-readable code. */
export type EntryIssue = (path: readonly string[], message: string, code?: string) => void;

/** An issue reporter for a zod refinement. */
export function issueReporter(context: z.RefinementCtx): EntryIssue {
  return (path, message, code) => context.addIssue({ code: "custom", path: [...path], message, ...(code ? { params: { code } } : {}) });
}

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** A one-off entry ends after it starts; a recurring one has a rule the expansion module accepts. */
export function checkEntryTiming(entry: ValidCalendarEntryChange, issue: EntryIssue) {
  if (!entry.recurring) {
    const start = `${entry.startDateSelected}T${withSeconds(entry.startTime)}`;
    const end = `${entry.endDateSelected ?? entry.startDateSelected}T${withSeconds(entry.endTime)}`;
    if (end <= start) issue(["endTime"], "ends before it starts", "END_BEFORE_START");
    return;
  }
  const rule = recurrenceRule.safeParse(ruleInputOf(entry, entry.timeZone ?? "UTC"));
  if (!rule.success) {
    for (const problem of rule.error.issues) issue([String(problem.path[0] ?? "repeatType")], problem.message, "INVALID_RECURRENCE");
  }
}

/** The stored timing of a valid change: only the fields its repetition uses. */
export function storedTimingOf(entry: ValidCalendarEntryChange, defaultTimeZone: string): Omit<CalendarEntry, "id" | "version"> {
  return {
    title: entry.title,
    active: entry.active,
    timeZone: entry.timeZone ?? defaultTimeZone,
    startDateSelected: entry.startDateSelected,
    endDateSelected: entry.recurring ? entry.startDateSelected : (entry.endDateSelected ?? entry.startDateSelected),
    startTime: entry.startTime,
    endTime: entry.endTime,
    recurring: entry.recurring,
    repeatType: entry.recurring ? entry.repeatType : "NONE",
    repeatEvery: entry.repeatEvery,
    markedDays: entry.recurring && entry.repeatType === "WEEKLY" ? (entry.markedDays ?? null) : null,
    monthSubType: entry.monthSubType,
    endType: entry.recurring ? entry.endType : "NEVER",
    countAfterTimesEnd: entry.recurring && entry.endType === "AFTER_TIMES_END" ? (entry.countAfterTimesEnd ?? null) : null,
    endDate: entry.recurring && entry.endType === "END_DATE" ? (entry.endDate ?? null) : null,
    sourceEventId: entry.sourceEventId ?? null,
  };
}

/** The recurrence rule of an entry, in the shape the expansion module takes. */
export function ruleInputOf(
  entry: Pick<CalendarEntry, "startDateSelected" | "startTime" | "endTime" | "repeatType" | "repeatEvery" | "monthSubType" | "endType"> & {
    markedDays?: number[] | null | undefined;
    countAfterTimesEnd?: number | null | undefined;
    endDate?: string | null | undefined;
    recurring?: boolean;
  },
  timeZone: string,
): RecurrenceRuleInput {
  return {
    timeZone,
    startDate: entry.startDateSelected,
    startTime: entry.startTime,
    endTime: entry.endTime,
    repeatType: entry.recurring === false ? "NONE" : entry.repeatType,
    repeatEvery: entry.repeatEvery,
    ...(entry.markedDays ? { markedDays: entry.markedDays } : {}),
    monthSubType: entry.monthSubType,
    endType: entry.endType,
    ...(entry.countAfterTimesEnd ? { countAfterTimesEnd: entry.countAfterTimesEnd } : {}),
    ...(entry.endDate ? { endDate: entry.endDate } : {}),
  };
}

/** An end time with seconds 59 includes that second, as the recurrence rules read it. */
const inclusiveEnd = (instant: Date, time: string) => (time.endsWith(":59") ? new Date(instant.getTime() + 1000) : instant);

/** The timing of an entry: what decides when it is in force. */
type EntryTiming = Omit<CalendarEntry, "id" | "version">;

/** Parsed rules by entry: the resolver asks about the same stored entries at many instants. */
const parsedRules = new WeakMap<EntryTiming, RecurrenceRule>();
function ruleOf(event: EntryTiming): RecurrenceRule {
  let rule = parsedRules.get(event);
  if (!rule) {
    rule = recurrenceRule.parse(ruleInputOf(event, event.timeZone));
    parsedRules.set(event, rule);
  }
  return rule;
}

/**
 * When a calendar entry is in force within `range`: a recurring entry by its rule, a one-off one
 * from its first day's start time to its last day's end time (which a rule cannot express).
 * The console's calendars and the alarm engine both ask this, so they cannot disagree.
 * An entry must not be changed after it was first asked about (its parsed rule is remembered).
 */
export function occurrencesOfEvent(event: EntryTiming, range: TimeRange): Occurrence[] {
  if (event.recurring) return expandOccurrences(ruleOf(event), range);
  const start = instantOfLocal(event.timeZone, event.startDateSelected, event.startTime);
  const end = inclusiveEnd(instantOfLocal(event.timeZone, event.endDateSelected, event.endTime), event.endTime);
  return start < range.to && end > range.from ? [{ start, end, index: 0 }] : [];
}

/** Whether the entry is in force at the instant (its start included, its end not). */
export function isEntryInForceAt(event: EntryTiming, instant: Date): boolean {
  return occurrencesOfEvent(event, { from: instant, to: new Date(instant.getTime() + 1) }).some((o) => o.start <= instant && o.end > instant);
}

export const calendarEventParams = z.object({ id: objectIdParam, eventId: objectIdParam });
