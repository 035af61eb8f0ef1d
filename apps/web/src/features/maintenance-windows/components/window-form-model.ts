import {
  MAINTENANCE_LIMITS,
  recurrenceRule,
  ruleInputOf,
  type MaintenanceWindow,
  type MaintenanceWindowCreate,
  type MaintenanceWindowUpdate,
  type RecurrenceRule,
  type RecurrenceRuleInput,
} from "@alarm/contract";
import { browserTimeZone } from "../../../components/calendar-editor/date-text";
import {
  checkTimingForm,
  newTimingForm,
  schemaErrors,
  serverFormErrors,
  TIMING_FIELDS,
  timingFormOf,
  type TimingField,
  type TimingFormValues,
} from "../../../components/calendar-editor/timing-form-model";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import type { FieldProblem } from "../../../lib/api-error";

/** What a window covers: every alarm point of its organization and below, or one alarm point. */
export type Covers = "ORGANIZATION" | "ALARM_POINT";
export type ScheduleKind = MaintenanceWindow["schedule"]["kind"];
export const COVERS: readonly Covers[] = ["ORGANIZATION", "ALARM_POINT"];
export const SCHEDULE_KINDS: readonly ScheduleKind[] = ["ONE_OFF", "RECURRING"];

/** The fields of the shared recurrence form a recurring window uses: no title, no last day. */
export type RecurrenceField = Exclude<TimingField, "title" | "endDateSelected">;
export const RECURRENCE_FIELDS = TIMING_FIELDS.filter((field): field is RecurrenceField => field !== "endDateSelected");

export type WindowField = "name" | "description" | "orgId" | "alarmPointId" | "startsAt" | "endsAt" | RecurrenceField;
export type WindowFormErrors = Partial<Record<WindowField, FieldMessage>>;

export interface WindowFormValues {
  name: string;
  description: string;
  orgId: number | null;
  covers: Covers;
  alarmPointId: number | null;
  kind: ScheduleKind;
  /** ONE_OFF: instants picked in the browser's zone. */
  startsAt: Date | null;
  endsAt: Date | null;
  /** RECURRING: the shared recurrence form's values (always recurring). */
  timing: TimingFormValues;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A new window proposes the next two full hours. */
const PROPOSED_HOURS = 2;

export const FIELD_LIMITS = { name: MAINTENANCE_LIMITS.name, description: MAINTENANCE_LIMITS.description };

function nextFullHour(now: Date): Date {
  const next = new Date(now);
  next.setHours(next.getHours() + 1, 0, 0, 0);
  return next;
}

/** A recurring schedule from a one-off span: daily at its times, without an end. */
function recurringFrom(start: Date, end: Date): TimingFormValues {
  return { ...newTimingForm({ start, end, allDay: false }, browserTimeZone()), recurring: true, endType: "NEVER" };
}

/** A new window: in `orgId`, covering `alarmPointId` when given, for the next two full hours. */
export function newWindowForm(defaults: { orgId: number | null; alarmPointId?: number | null }, now = new Date()): WindowFormValues {
  const startsAt = nextFullHour(now);
  const endsAt = new Date(startsAt.getTime() + PROPOSED_HOURS * HOUR);
  const alarmPointId = defaults.alarmPointId ?? null;
  return {
    name: "",
    description: "",
    orgId: defaults.orgId,
    covers: alarmPointId === null ? "ORGANIZATION" : "ALARM_POINT",
    alarmPointId,
    kind: "ONE_OFF",
    startsAt,
    endsAt,
    timing: recurringFrom(startsAt, endsAt),
  };
}

/** The shared form's values of a stored rule (as a recurring calendar entry). */
function timingOfRule(rule: RecurrenceRule): TimingFormValues {
  return timingFormOf({
    id: 0,
    version: 0,
    sourceEventId: null,
    title: "",
    active: true,
    timeZone: rule.timeZone,
    startDateSelected: rule.startDate,
    endDateSelected: rule.startDate,
    startTime: rule.startTime,
    endTime: rule.endTime,
    recurring: true,
    repeatType: rule.repeatType,
    repeatEvery: rule.repeatEvery,
    markedDays: rule.markedDays ?? null,
    monthSubType: rule.monthSubType,
    endType: rule.endType,
    countAfterTimesEnd: rule.countAfterTimesEnd ?? null,
    endDate: rule.endDate ?? null,
  });
}

export function windowFormOf(window: MaintenanceWindow, now = new Date()): WindowFormValues {
  const base = { ...newWindowForm({ orgId: window.orgId, alarmPointId: window.alarmPointId }, now), name: window.name, description: window.description ?? "" };
  const { schedule } = window;
  if (schedule.kind === "RECURRING") return { ...base, kind: "RECURRING", timing: timingOfRule(schedule.recurrence) };
  const startsAt = new Date(schedule.startsAt);
  const endsAt = new Date(schedule.endsAt);
  return { ...base, kind: "ONE_OFF", startsAt, endsAt, timing: recurringFrom(startsAt, endsAt) };
}

/** The rule of the recurrence form: only what its repetition uses, times as entered (an end at 06:00 ends at 06:00). */
export function ruleOf(timing: TimingFormValues): RecurrenceRuleInput {
  return ruleInputOf(
    {
      ...timing,
      // A cleared "every" is refused by the form's own checks before it gets here.
      repeatEvery: timing.repeatEvery ?? 0,
      markedDays: timing.repeatType === "WEEKLY" ? [...timing.markedDays].sort((a, b) => a - b) : null,
      countAfterTimesEnd: timing.endType === "AFTER_TIMES_END" ? timing.countAfterTimesEnd : null,
      endDate: timing.endType === "END_DATE" ? timing.endDate : null,
    },
    timing.timeZone,
  );
}

export function scheduleOf(values: WindowFormValues): MaintenanceWindowCreate["schedule"] {
  if (values.kind === "RECURRING") return { kind: "RECURRING", recurrence: ruleOf(values.timing) };
  return { kind: "ONE_OFF", startsAt: values.startsAt?.toISOString() ?? "", endsAt: values.endsAt?.toISOString() ?? "" };
}

const message = (name: string, values?: Record<string, number | string>): FieldMessage => ({
  key: `maintenance.errors.${name}`,
  ...(values ? { values } : {}),
});

function checkOneOff(values: WindowFormValues, errors: WindowFormErrors) {
  if (!values.startsAt) errors.startsAt = message("startRequired");
  if (!values.endsAt) errors.endsAt = message("endRequired");
  if (!values.startsAt || !values.endsAt) return;
  const length = values.endsAt.getTime() - values.startsAt.getTime();
  if (length <= 0) errors.endsAt = message("endBeforeStart");
  else if (length > MAINTENANCE_LIMITS.oneOffDays * DAY) errors.endsAt = message("windowTooLong", { days: MAINTENANCE_LIMITS.oneOffDays });
}

/** The recurrence form's own checks, then the contract's rule as the last guard. */
function checkRecurrence(timing: TimingFormValues, errors: WindowFormErrors) {
  const own = checkTimingForm(timing);
  const found = RECURRENCE_FIELDS.filter((field) => own[field]);
  for (const field of found) errors[field] = own[field];
  if (found.length > 0) return;
  const guard = schemaErrors(recurrenceRule.safeParse(ruleOf(timing)), RECURRENCE_FIELDS);
  for (const [field, problem] of Object.entries(guard)) errors[field === "title" ? "repeatType" : (field as RecurrenceField)] ??= problem;
}

export function checkWindowForm(values: WindowFormValues, mode: "create" | "edit"): WindowFormErrors {
  const errors: WindowFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = message("nameRequired");
  else if (name.length > FIELD_LIMITS.name) errors.name = message("tooLong", { max: FIELD_LIMITS.name });
  if (values.description.trim().length > FIELD_LIMITS.description) errors.description = message("tooLong", { max: FIELD_LIMITS.description });
  if (mode === "create" && values.orgId === null) errors.orgId = message("organizationRequired");
  if (values.covers === "ALARM_POINT" && values.alarmPointId === null) errors.alarmPointId = message("pointRequired");
  if (values.kind === "ONE_OFF") checkOneOff(values, errors);
  else checkRecurrence(values.timing, errors);
  return errors;
}

const common = (values: WindowFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  alarmPointId: values.covers === "ALARM_POINT" ? values.alarmPointId : null,
  schedule: scheduleOf(values),
});

export function toCreateRequest(values: WindowFormValues): MaintenanceWindowCreate {
  return { ...common(values), orgId: values.orgId ?? 0 };
}

export function toUpdateRequest(values: WindowFormValues, window: Pick<MaintenanceWindow, "id" | "version">): MaintenanceWindowUpdate {
  return { ...common(values), id: window.id, version: window.version };
}

const SERVER_CODES: Record<string, string> = { UNKNOWN_ALARM_POINT: "unknownPoint", END_BEFORE_START: "endBeforeStart", TOO_LONG: "windowTooLong" };
const SAME_NAMED = ["name", "description", "orgId", "alarmPointId"] as const;
/** The server names a recurrence field `schedule.recurrence.<field>`. */
const RECURRENCE_PATH = "schedule.recurrence.";

function messageOf(problem: FieldProblem): FieldMessage {
  const name = problem.code ? SERVER_CODES[problem.code] : undefined;
  if (!name) return { text: problem.message };
  return name === "windowTooLong" ? message(name, { days: MAINTENANCE_LIMITS.oneOffDays }) : message(name);
}

/** The field of a server problem: the window's own, a one-off's start or end, or a field of the recurrence form. */
function fieldOfProblem(problem: FieldProblem): { field: WindowField; message: FieldMessage } | null {
  const same = SAME_NAMED.find((field) => field === problem.field);
  if (same) return { field: same, message: messageOf(problem) };
  if (problem.field === "schedule.startsAt") return { field: "startsAt", message: messageOf(problem) };
  if (problem.field === "schedule.endsAt") return { field: "endsAt", message: messageOf(problem) };
  if (!problem.field.startsWith(RECURRENCE_PATH)) return null;
  const placed = serverFormErrors([{ ...problem, field: problem.field.slice(RECURRENCE_PATH.length) }], RECURRENCE_FIELDS, () => null);
  const [field, placedMessage] = Object.entries(placed ?? {})[0] ?? [];
  return field && placedMessage ? { field: field as RecurrenceField, message: placedMessage } : null;
}

/** The server's field problems under the editor's fields; `null` when one belongs to no field there (a toast says it). */
export function serverWindowErrors(details: readonly FieldProblem[]): WindowFormErrors | null {
  if (details.length === 0) return null;
  const errors: WindowFormErrors = {};
  for (const problem of details) {
    const placed = fieldOfProblem(problem);
    if (!placed) return null;
    errors[placed.field] ??= placed.message;
  }
  return errors;
}
