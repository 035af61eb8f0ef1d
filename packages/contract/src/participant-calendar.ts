import { z } from "zod";
import { deviceType, normaliseDeviceAddress } from "./device.js";
import { DEFAULT_EVENT_TITLE, isoDate } from "./holiday.js";
import {
  END_TYPES,
  expandOccurrences,
  instantOfLocal,
  MONTH_SUB_TYPES,
  type Occurrence,
  recurrenceRule,
  REPEAT_TYPES,
  type RecurrenceRuleInput,
  type TimeRange,
} from "./recurrence/index.js";

/** What a private media schedule entry does while it is active. */
export const CALENDAR_EVENT_KINDS = ["ABSENT", "OTHER_DEVICE", "REPLACEMENT"] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "expected a time HH:mm or HH:mm:ss");

/**
 * One entry of a participant's private media schedule (SPEC section 3, "Participant individual
 * calendar event"): absent, reachable on another device, or replaced by another participant;
 * once (from startDateSelected startTime to endDateSelected endTime) or recurring.
 */
export const calendarEventInput = z
  .object({
    id: z.number().int().positive().nullable().optional().describe("Absent or null: a new event"),
    version: z.number().int().optional(),
    title: z.string().trim().max(200).optional().transform((title) => title || DEFAULT_EVENT_TITLE),
    active: z.boolean().default(true),
    kind: z.enum(CALENDAR_EVENT_KINDS).default("ABSENT"),
    deviceType: deviceType.nullable().optional().describe("OTHER_DEVICE: the device to use instead"),
    callingNumber: z.string().max(500).nullable().optional().describe("OTHER_DEVICE: its number or address"),
    replacementParticipantId: z.number().int().positive().nullable().optional().describe("REPLACEMENT: who is alerted instead"),
    acknowledgeTime: z.number().int().min(1).max(1440).default(1),
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
  })
  .superRefine((event, context) => {
    const issue = (path: string, message: string, code?: string) =>
      context.addIssue({ code: "custom", path: [path], message, ...(code ? { params: { code } } : {}) });
    if (event.kind === "OTHER_DEVICE") {
      if (!event.deviceType) issue("deviceType", "required for another device", "REQUIRED");
      else if (!event.callingNumber) issue("callingNumber", "required for another device", "REQUIRED");
      else {
        const checked = normaliseDeviceAddress(event.deviceType, event.callingNumber);
        if ("problem" in checked) issue("callingNumber", "not a valid address for this device", checked.problem);
      }
    }
    if (event.kind === "REPLACEMENT" && !event.replacementParticipantId) issue("replacementParticipantId", "choose who replaces the participant", "REQUIRED");
    if (!event.recurring) {
      const start = `${event.startDateSelected}T${withSeconds(event.startTime)}`;
      const end = `${event.endDateSelected ?? event.startDateSelected}T${withSeconds(event.endTime)}`;
      if (end <= start) issue("endTime", "ends before it starts", "END_BEFORE_START");
      return;
    }
    const rule = recurrenceRule.safeParse(ruleInputOf(event, event.timeZone ?? "UTC"));
    if (!rule.success) {
      for (const problem of rule.error.issues) issue(String(problem.path[0] ?? "repeatType"), problem.message, "INVALID_RECURRENCE");
    }
  })
  .meta({ id: "CalendarEventChange" });
export type CalendarEventInput = z.input<typeof calendarEventInput>;
export type ValidCalendarEvent = z.output<typeof calendarEventInput>;

export const calendarEvent = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    title: z.string(),
    active: z.boolean(),
    kind: z.enum(CALENDAR_EVENT_KINDS),
    deviceType: deviceType.nullable(),
    callingNumber: z.string().nullable(),
    replacementParticipantId: z.number().int().nullable(),
    acknowledgeTime: z.number().int(),
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
  })
  .meta({ id: "CalendarEvent" });
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const participantCalendar = z.object({ participantId: z.number().int(), events: z.array(calendarEvent) }).meta({ id: "ParticipantCalendar" });
export type ParticipantCalendar = z.infer<typeof participantCalendar>;

export const calendarEventParams = z.object({ id: z.coerce.number().int().positive(), eventId: z.coerce.number().int().positive() });

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** The recurrence rule of an event, in the shape the expansion module takes. */
export function ruleInputOf(
  event: Pick<CalendarEvent, "startDateSelected" | "startTime" | "endTime" | "repeatType" | "repeatEvery" | "monthSubType" | "endType"> & {
    markedDays?: number[] | null | undefined;
    countAfterTimesEnd?: number | null | undefined;
    endDate?: string | null | undefined;
    recurring?: boolean;
  },
  timeZone: string,
): RecurrenceRuleInput {
  return {
    timeZone,
    startDate: event.startDateSelected,
    startTime: event.startTime,
    endTime: event.endTime,
    repeatType: event.recurring === false ? "NONE" : event.repeatType,
    repeatEvery: event.repeatEvery,
    ...(event.markedDays ? { markedDays: event.markedDays } : {}),
    monthSubType: event.monthSubType,
    endType: event.endType,
    ...(event.countAfterTimesEnd ? { countAfterTimesEnd: event.countAfterTimesEnd } : {}),
    ...(event.endDate ? { endDate: event.endDate } : {}),
  };
}

/** An end time with seconds 59 includes that second, as the recurrence rules read it. */
const inclusiveEnd = (instant: Date, time: string) => (time.endsWith(":59") ? new Date(instant.getTime() + 1000) : instant);

/**
 * When a schedule entry is in force within `range`: a recurring entry by its rule, a one-off one
 * from its first day's start time to its last day's end time (which a rule cannot express).
 * The console's calendar and the alarm engine both ask this, so they cannot disagree.
 */
export function occurrencesOfEvent(event: CalendarEvent, range: TimeRange): Occurrence[] {
  if (event.recurring) return expandOccurrences(recurrenceRule.parse(ruleInputOf(event, event.timeZone)), range);
  const start = instantOfLocal(event.timeZone, event.startDateSelected, event.startTime);
  const end = inclusiveEnd(instantOfLocal(event.timeZone, event.endDateSelected, event.endTime), event.endTime);
  return start < range.to && end > range.from ? [{ start, end, index: 0 }] : [];
}
