import {
  DEFAULT_EVENT_TITLE,
  defaultMarkedDays,
  RECURRENCE_DEFAULTS,
  type CalendarEntry,
  type EndType,
  type MonthSubType,
  type RepeatType,
} from "@alarm/contract";
import type { FieldProblem } from "../../lib/api-error";
import { endTimeWithSeconds, isoDateOf, timeTextOf, withoutSeconds } from "./date-text";

/** A problem shown under a field: a translation key with its values, or the server's text. */
export type FieldMessage = { key: string; values?: Record<string, number | string> } | { text: string };
/** Problems by field name (the editor's fields are named after the API's). */
export type EventFormErrors = Partial<Record<string, FieldMessage>>;

export type EventRepeatType = Exclude<RepeatType, "NONE">;
export const EVENT_REPEAT_TYPES: readonly EventRepeatType[] = ["DAILY", "WEEKDAYS", "WEEKENDS", "WEEKLY", "MONTHLY", "YEARLY"];

/**
 * What every event editor holds, whoever owns the calendar: the API's fields, dates YYYY-MM-DD and
 * times HH:mm. Each calendar adds the fields of its kinds.
 */
export interface TimingFormValues {
  id: number | null;
  version: number | null;
  sourceEventId: number | null;
  title: string;
  active: boolean;
  /** IANA zone of the dates and times: the browser's for a new event, the stored one otherwise. */
  timeZone: string;
  startDateSelected: string;
  /** Once: the last day. */
  endDateSelected: string;
  startTime: string;
  endTime: string;
  recurring: boolean;
  repeatType: EventRepeatType;
  repeatEvery: number | null;
  markedDays: number[];
  monthSubType: MonthSubType;
  endType: EndType;
  countAfterTimesEnd: number | null;
  /** END_DATE: the last day an occurrence may start. */
  endDate: string | null;
}

/** Changes one timing field of the editor's values. */
export type EditTiming = <F extends keyof TimingFormValues>(field: F, value: TimingFormValues[F]) => void;

export type TimingField =
  | "title"
  | "startDateSelected"
  | "endDateSelected"
  | "startTime"
  | "endTime"
  | "repeatType"
  | "repeatEvery"
  | "markedDays"
  | "monthSubType"
  | "endType"
  | "countAfterTimesEnd"
  | "endDate";

/** The order of the timing fields in the editor (after the kind's fields), for focusing the first problem. */
export const TIMING_FIELDS: readonly TimingField[] = [
  "startDateSelected",
  "startTime",
  "endDateSelected",
  "endTime",
  "repeatType",
  "repeatEvery",
  "markedDays",
  "monthSubType",
  "endType",
  "countAfterTimesEnd",
  "endDate",
];

export const TITLE_MAX_LENGTH = 200;
export const DEFAULT_COUNT_AFTER_TIMES_END = 10;
/** A click on a day (month view) proposes a working day. */
export const DAY_CLICK_START = "08:00";
export const DAY_CLICK_END = "17:00";
const DEFAULT_SLOT_MINUTES = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A message of the calendar editor's own section. */
export const calendarMessage = (name: string, values?: Record<string, number | string>): FieldMessage => ({
  key: `calendarEditor.errors.${name}`,
  ...(values ? { values } : {}),
});

/** A new event from a click or a selection in the calendar: a timed slot, or whole days in the month view. */
export function newTimingForm(slot: { start: Date; end?: Date | null; allDay: boolean }, timeZone: string): TimingFormValues {
  const startDate = isoDateOf(slot.start);
  let endDate = startDate;
  let startTime = DAY_CLICK_START;
  let endTime = DAY_CLICK_END;
  if (slot.allDay) {
    // A selection of days ends at the midnight after its last day.
    if (slot.end && slot.end.getTime() - slot.start.getTime() > DAY_MS) endDate = isoDateOf(new Date(slot.end.getTime() - 60_000));
  } else {
    const end = slot.end && slot.end > slot.start ? slot.end : new Date(slot.start.getTime() + DEFAULT_SLOT_MINUTES * 60_000);
    startTime = timeTextOf(slot.start);
    // An end at midnight stays on the day before: until 23:59.
    const atMidnight = end.getHours() === 0 && end.getMinutes() === 0;
    endDate = atMidnight ? isoDateOf(new Date(end.getTime() - 60_000)) : isoDateOf(end);
    endTime = atMidnight ? "23:59" : timeTextOf(end);
  }
  return {
    id: null,
    version: null,
    sourceEventId: null,
    title: "",
    active: true,
    timeZone,
    startDateSelected: startDate,
    endDateSelected: endDate,
    startTime,
    endTime,
    recurring: false,
    repeatType: RECURRENCE_DEFAULTS.repeatType,
    repeatEvery: RECURRENCE_DEFAULTS.repeatEvery,
    markedDays: defaultMarkedDays(startDate),
    monthSubType: RECURRENCE_DEFAULTS.monthSubType,
    endType: RECURRENCE_DEFAULTS.endType,
    countAfterTimesEnd: DEFAULT_COUNT_AFTER_TIMES_END,
    endDate: null,
  };
}

/** The editor's timing values of a stored entry. */
export function timingFormOf(event: CalendarEntry): TimingFormValues {
  return {
    id: event.id,
    version: event.version,
    sourceEventId: event.sourceEventId,
    title: event.title,
    active: event.active,
    timeZone: event.timeZone,
    startDateSelected: event.startDateSelected,
    endDateSelected: event.endDateSelected || event.startDateSelected,
    startTime: withoutSeconds(event.startTime),
    endTime: withoutSeconds(event.endTime),
    recurring: event.recurring,
    repeatType: event.repeatType === "NONE" ? RECURRENCE_DEFAULTS.repeatType : event.repeatType,
    repeatEvery: event.repeatEvery,
    markedDays: event.markedDays ?? defaultMarkedDays(event.startDateSelected),
    monthSubType: event.monthSubType,
    endType: event.recurring ? event.endType : RECURRENCE_DEFAULTS.endType,
    countAfterTimesEnd: event.countAfterTimesEnd ?? DEFAULT_COUNT_AFTER_TIMES_END,
    endDate: event.endDate,
  };
}

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The values with another first day: a one-off entry keeps its length (the last day moves along),
 * and marked days that only followed the old first day's weekday follow the new one.
 */
export function withStartDate<V extends TimingFormValues>(values: V, startDateSelected: string): V {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDateSelected)) return { ...values, startDateSelected };
  const [oldWeekday] = defaultMarkedDays(values.startDateSelected);
  const followsStart = values.markedDays.length === 1 && values.markedDays[0] === oldWeekday;
  const span = dayNumber(values.endDateSelected) - dayNumber(values.startDateSelected);
  return {
    ...values,
    startDateSelected,
    endDateSelected: Number.isFinite(span) && span >= 0 ? isoOfDayNumber(dayNumber(startDateSelected) + span) : startDateSelected,
    markedDays: followsStart ? defaultMarkedDays(startDateSelected) : values.markedDays,
  };
}

/** The timing part of the body of PUT …/calendar/update: no id creates, id and version update. */
export function toTimingChange(values: TimingFormValues) {
  const recurring = values.recurring;
  return {
    ...(values.id !== null ? { id: values.id, version: values.version ?? 0 } : {}),
    title: values.title.trim() || DEFAULT_EVENT_TITLE,
    active: values.active,
    timeZone: values.timeZone,
    startDateSelected: values.startDateSelected,
    endDateSelected: recurring ? values.startDateSelected : values.endDateSelected,
    startTime: withoutSeconds(values.startTime),
    endTime: endTimeWithSeconds(values.endTime),
    recurring,
    repeatType: values.repeatType,
    repeatEvery: recurring ? (values.repeatEvery ?? RECURRENCE_DEFAULTS.repeatEvery) : RECURRENCE_DEFAULTS.repeatEvery,
    ...(recurring && values.repeatType === "WEEKLY" ? { markedDays: [...values.markedDays].sort((a, b) => a - b) } : {}),
    monthSubType: values.monthSubType,
    endType: recurring ? values.endType : ("NEVER" as const),
    ...(recurring && values.endType === "AFTER_TIMES_END" && values.countAfterTimesEnd !== null ? { countAfterTimesEnd: values.countAfterTimesEnd } : {}),
    ...(recurring && values.endType === "END_DATE" && values.endDate ? { endDate: values.endDate } : {}),
    ...(values.sourceEventId !== null ? { sourceEventId: values.sourceEventId } : {}),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A whole number from `min` to `max`. */
export const isWhole = (value: number | null, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

/** The editor's own checks of the title and the timing: end before start, repeat every below 1, no marked day … */
export function checkTimingForm(values: TimingFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  if (values.title.trim().length > TITLE_MAX_LENGTH) errors.title = calendarMessage("tooLong", { max: TITLE_MAX_LENGTH });
  if (!DATE.test(values.startDateSelected)) errors.startDateSelected = calendarMessage("dateRequired");
  if (!TIME.test(values.startTime)) errors.startTime = calendarMessage("timeRequired");
  if (!TIME.test(values.endTime)) errors.endTime = calendarMessage("timeRequired");

  if (!values.recurring) {
    if (!DATE.test(values.endDateSelected)) errors.endDateSelected = calendarMessage("dateRequired");
    else if (!errors.startDateSelected && values.endDateSelected < values.startDateSelected) errors.endDateSelected = calendarMessage("endDateBeforeStart");
    else if (!errors.startDateSelected && !errors.startTime && !errors.endTime) {
      const start = `${values.startDateSelected}T${values.startTime}`;
      const end = `${values.endDateSelected}T${values.endTime}`;
      if (end <= start) errors.endTime = calendarMessage("endBeforeStart");
    }
  } else {
    if (!errors.startTime && !errors.endTime && values.startTime === values.endTime) errors.endTime = calendarMessage("endSameAsStart");
    if (!isWhole(values.repeatEvery, 1)) errors.repeatEvery = calendarMessage("repeatEvery");
    if (values.repeatType === "WEEKLY" && values.markedDays.length === 0) errors.markedDays = calendarMessage("markedDays");
    if (values.endType === "AFTER_TIMES_END" && !isWhole(values.countAfterTimesEnd, 1)) errors.countAfterTimesEnd = calendarMessage("count");
    if (values.endType === "END_DATE") {
      if (!values.endDate || !DATE.test(values.endDate)) errors.endDate = calendarMessage("dateRequired");
      else if (!errors.startDateSelected && values.endDate < values.startDateSelected) errors.endDate = calendarMessage("untilBeforeStart");
    }
  }
  return errors;
}

/**
 * The contract's schema as the last guard after the editor's own checks, so that what passes in
 * the editor the server takes too: its problems under the editor's fields (`fields`, in order).
 */
export function schemaErrors(
  parsed: { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } },
  fields: readonly string[],
) {
  const errors: EventFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = fieldOfServerName(issue.path.map(String).join("."), fields);
    errors[field ?? "title"] ??= { text: issue.message };
  }
  return errors;
}

/** The editor's field of a field name in the server's (or the recurrence rule's) problems. */
function fieldOfServerName(name: string, fields: readonly string[]): string | null {
  if (name === "startDate") return "startDateSelected";
  if (fields.includes(name)) return name;
  const first = name.split(".")[0] ?? "";
  return fields.includes(first) ? first : null;
}

/** The message of a server problem with a timing field. */
function timingMessageOf(field: string, problem: FieldProblem): FieldMessage {
  switch (field) {
    case "endTime":
      return problem.code === "END_BEFORE_START" ? calendarMessage("endBeforeStart") : { text: problem.message };
    case "repeatEvery":
      return calendarMessage("repeatEvery");
    case "markedDays":
      return calendarMessage("markedDays");
    case "countAfterTimesEnd":
      return calendarMessage("count");
    default:
      return { text: problem.message };
  }
}

/**
 * The server's field problems under the editor's fields (a 400 names the field: endTime
 * END_BEFORE_START, repeatEvery, markedDays, or a field of the kind …); null when one belongs to
 * no field of the editor, so the failure is shown as a toast instead. `kindMessageOf` words the
 * problems of the kind's fields.
 */
export function serverFormErrors(
  details: readonly FieldProblem[],
  fields: readonly string[],
  kindMessageOf: (field: string, problem: FieldProblem) => FieldMessage | null,
): EventFormErrors | null {
  if (details.length === 0) return null;
  const errors: EventFormErrors = {};
  for (const problem of details) {
    const field = fieldOfServerName(problem.field, fields);
    if (!field) return null;
    errors[field] ??= kindMessageOf(field, problem) ?? timingMessageOf(field, problem);
  }
  return errors;
}
