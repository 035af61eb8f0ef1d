import {
  calendarEventInput,
  DEFAULT_EVENT_TITLE,
  defaultMarkedDays,
  normaliseDeviceAddress,
  RECURRENCE_DEFAULTS,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventKind,
  type DeviceType,
  type EndType,
  type MonthSubType,
  type RepeatType,
} from "@alarm/contract";
import type { FieldProblem } from "../../../lib/api-error";
import { endTimeWithSeconds, isoDateOf, timeTextOf, withoutSeconds } from "./date-text";
import type { FieldMessage } from "./participant-form-model";

export type EventRepeatType = Exclude<RepeatType, "NONE">;
export const EVENT_REPEAT_TYPES: readonly EventRepeatType[] = ["DAILY", "WEEKDAYS", "WEEKENDS", "WEEKLY", "MONTHLY", "YEARLY"];

/** What the event editor holds: the API's fields, dates YYYY-MM-DD and times HH:mm. */
export interface EventFormValues {
  id: number | null;
  version: number | null;
  sourceEventId: number | null;
  title: string;
  active: boolean;
  kind: CalendarEventKind;
  deviceType: DeviceType | null;
  callingNumber: string;
  replacementParticipantId: number | null;
  acknowledgeTime: number | null;
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

export type EventField =
  | "title"
  | "kind"
  | "deviceType"
  | "callingNumber"
  | "replacementParticipantId"
  | "acknowledgeTime"
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

export type EventFormErrors = Partial<Record<EventField, FieldMessage>>;

/** The order of the fields in the editor, for focusing the first problem. */
export const EVENT_FIELDS: readonly EventField[] = [
  "title",
  "kind",
  "deviceType",
  "callingNumber",
  "replacementParticipantId",
  "acknowledgeTime",
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
export const ACKNOWLEDGE_TIME_MAX = 1440;
export const DEFAULT_ACKNOWLEDGE_TIME = 1;
export const DEFAULT_COUNT_AFTER_TIMES_END = 10;
/** A click on a day (month view) proposes a working day. */
export const DAY_CLICK_START = "08:00";
export const DAY_CLICK_END = "17:00";
const DEFAULT_SLOT_MINUTES = 60;

const key = (name: string, values?: Record<string, number | string>): FieldMessage => ({ key: `participants.event.errors.${name}`, ...(values ? { values } : {}) });

/** A new event from a click into the calendar: a timed slot, or a whole day in the month view. */
export function newEventForm(slot: { start: Date; end?: Date | null; allDay: boolean }, timeZone: string): EventFormValues {
  const startDate = isoDateOf(slot.start);
  let endDate = startDate;
  let startTime = DAY_CLICK_START;
  let endTime = DAY_CLICK_END;
  if (!slot.allDay) {
    const end = slot.end && slot.end > slot.start ? slot.end : new Date(slot.start.getTime() + DEFAULT_SLOT_MINUTES * 60_000);
    startTime = timeTextOf(slot.start);
    // An end at midnight stays on the start day: until 23:59.
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
    kind: "ABSENT",
    deviceType: null,
    callingNumber: "",
    replacementParticipantId: null,
    acknowledgeTime: DEFAULT_ACKNOWLEDGE_TIME,
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

/** The editor's values of a stored event. */
export function eventFormOf(event: CalendarEvent): EventFormValues {
  return {
    id: event.id,
    version: event.version,
    sourceEventId: event.sourceEventId,
    title: event.title,
    active: event.active,
    kind: event.kind,
    deviceType: event.deviceType,
    callingNumber: event.callingNumber ?? "",
    replacementParticipantId: event.replacementParticipantId,
    acknowledgeTime: event.acknowledgeTime,
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

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The values with another first day: a one-off entry keeps its length (the last day moves along),
 * and marked days that only followed the old first day's weekday follow the new one.
 */
export function withStartDate(values: EventFormValues, startDateSelected: string): EventFormValues {
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

/** The body of PUT /participants/{id}/calendar/update: no id creates, id and version update. */
export function toEventChange(values: EventFormValues): CalendarEventInput {
  const otherDevice = values.kind === "OTHER_DEVICE";
  const address = otherDevice && values.deviceType ? normaliseDeviceAddress(values.deviceType, values.callingNumber) : null;
  const recurring = values.recurring;
  return {
    ...(values.id !== null ? { id: values.id, version: values.version ?? 0 } : {}),
    title: values.title.trim() || DEFAULT_EVENT_TITLE,
    active: values.active,
    kind: values.kind,
    deviceType: otherDevice ? values.deviceType : null,
    callingNumber: otherDevice ? (address && "address" in address ? address.address : values.callingNumber.trim()) : null,
    replacementParticipantId: values.kind === "REPLACEMENT" ? values.replacementParticipantId : null,
    acknowledgeTime: values.acknowledgeTime ?? DEFAULT_ACKNOWLEDGE_TIME,
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
    endType: recurring ? values.endType : "NEVER",
    ...(recurring && values.endType === "AFTER_TIMES_END" && values.countAfterTimesEnd !== null ? { countAfterTimesEnd: values.countAfterTimesEnd } : {}),
    ...(recurring && values.endType === "END_DATE" && values.endDate ? { endDate: values.endDate } : {}),
    ...(values.sourceEventId !== null ? { sourceEventId: values.sourceEventId } : {}),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isWhole = (value: number | null, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

/**
 * The editor's own checks before sending (end before start, repeat every below 1, no marked day,
 * the kind's fields), then the contract's schema as a last guard, so that what passes here the
 * server takes too.
 */
export function checkEventForm(values: EventFormValues, participantId: number): EventFormErrors {
  const errors: EventFormErrors = {};
  if (values.title.trim().length > TITLE_MAX_LENGTH) errors.title = key("tooLong", { max: TITLE_MAX_LENGTH });
  if (values.kind === "OTHER_DEVICE") {
    if (!values.deviceType) errors.deviceType = key("deviceTypeRequired");
    else {
      const checked = normaliseDeviceAddress(values.deviceType, values.callingNumber);
      if ("problem" in checked) errors.callingNumber = { key: `participants.devices.problems.${checked.problem}` };
    }
  }
  if (values.kind === "REPLACEMENT") {
    if (values.replacementParticipantId === null) errors.replacementParticipantId = key("replacementRequired");
    else if (values.replacementParticipantId === participantId) errors.replacementParticipantId = key("replacementSelf");
  }
  if (!isWhole(values.acknowledgeTime, 1, ACKNOWLEDGE_TIME_MAX)) errors.acknowledgeTime = key("acknowledgeTime", { max: ACKNOWLEDGE_TIME_MAX });
  if (!DATE.test(values.startDateSelected)) errors.startDateSelected = key("dateRequired");
  if (!TIME.test(values.startTime)) errors.startTime = key("timeRequired");
  if (!TIME.test(values.endTime)) errors.endTime = key("timeRequired");

  if (!values.recurring) {
    if (!DATE.test(values.endDateSelected)) errors.endDateSelected = key("dateRequired");
    else if (!errors.startDateSelected && values.endDateSelected < values.startDateSelected) errors.endDateSelected = key("endDateBeforeStart");
    else if (!errors.startDateSelected && !errors.startTime && !errors.endTime) {
      const start = `${values.startDateSelected}T${values.startTime}`;
      const end = `${values.endDateSelected}T${values.endTime}`;
      if (end <= start) errors.endTime = key("endBeforeStart");
    }
  } else {
    if (!errors.startTime && !errors.endTime && values.startTime === values.endTime) errors.endTime = key("endSameAsStart");
    if (!isWhole(values.repeatEvery, 1)) errors.repeatEvery = key("repeatEvery");
    if (values.repeatType === "WEEKLY" && values.markedDays.length === 0) errors.markedDays = key("markedDays");
    if (values.endType === "AFTER_TIMES_END" && !isWhole(values.countAfterTimesEnd, 1)) errors.countAfterTimesEnd = key("count");
    if (values.endType === "END_DATE") {
      if (!values.endDate || !DATE.test(values.endDate)) errors.endDate = key("dateRequired");
      else if (!errors.startDateSelected && values.endDate < values.startDateSelected) errors.endDate = key("untilBeforeStart");
    }
  }
  if (Object.keys(errors).length > 0) return errors;

  const parsed = calendarEventInput.safeParse(toEventChange(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfServerName(String(issue.path[0] ?? ""));
      if (field) errors[field] ??= { text: issue.message };
      else errors.title ??= { text: issue.message };
    }
  }
  return errors;
}

/** The editor's field of a field name in the server's (or the recurrence rule's) problems. */
function fieldOfServerName(name: string): EventField | null {
  if (name === "startDate") return "startDateSelected";
  return (EVENT_FIELDS as readonly string[]).includes(name) ? (name as EventField) : null;
}

const DEVICE_PROBLEMS = ["INVALID_PHONE", "INVALID_EMAIL", "INVALID_URL", "REQUIRED"];

function messageOf(field: EventField, problem: FieldProblem): FieldMessage {
  switch (field) {
    case "endTime":
      return problem.code === "END_BEFORE_START" ? key("endBeforeStart") : { text: problem.message };
    case "repeatEvery":
      return key("repeatEvery");
    case "markedDays":
      return key("markedDays");
    case "countAfterTimesEnd":
      return key("count");
    case "deviceType":
      return key("deviceTypeRequired");
    case "callingNumber":
      return problem.code && DEVICE_PROBLEMS.includes(problem.code) ? { key: `participants.devices.problems.${problem.code}` } : { text: problem.message };
    case "replacementParticipantId":
      if (problem.code === "SELF") return key("replacementSelf");
      if (problem.code === "UNKNOWN_PARTICIPANT") return key("replacementUnknown");
      return key("replacementRequired");
    default:
      return { text: problem.message };
  }
}

/**
 * The server's field problems under the editor's fields (a 400 names the field: endTime
 * END_BEFORE_START, repeatEvery, markedDays, callingNumber, replacementParticipantId …); null when
 * one belongs to no field of the editor, so the failure is shown as a toast instead.
 */
export function serverEventErrors(details: readonly FieldProblem[]): EventFormErrors | null {
  if (details.length === 0) return null;
  const errors: EventFormErrors = {};
  for (const problem of details) {
    const field = fieldOfServerName(problem.field.split(".")[0] ?? "");
    if (!field) return null;
    errors[field] ??= messageOf(field, problem);
  }
  return errors;
}
