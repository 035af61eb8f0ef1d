import { DEFAULT_EVENT_TITLE, HOLIDAY_BEHAVIOURS, type DateRule, type DateRuleInput, type HolidayBehaviour } from "@alarm/contract";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import { formEndOf, formStartOf, minutesOfTime, serverEndOf, serverStartOf } from "./event-times";
import type { WeekTiming } from "./week-blocks";

export { HOLIDAY_BEHAVIOURS, type HolidayBehaviour };

/** How an event's repetition ends: never, after a date, or after a number of duties. */
export const END_TYPES = ["NEVER", "END_DATE", "COUNT"] as const;
export type EndType = (typeof END_TYPES)[number];

export const NAME_MAX = 200;
export const REPEAT_EVERY_MAX = 52;
export const COUNT_MAX = 100_000;

/** When an event is in force, as the event dialog edits it (times HH:mm, the end the minute it ends). */
export interface EventTiming extends WeekTiming {
  repeatEvery: number | null;
  /** YYYY-MM-DD; null: from the schedule's first day. */
  validFrom: string | null;
  endType: EndType;
  endDate: string | null;
  countAfterTimesEnd: number | null;
  holiday: HolidayBehaviour;
}

/** A rotation event while the schedule is edited; `extra` holds what its kind of schedule adds (plan, device). */
export interface RotationEventDraft<X> {
  /** Stable while editing, also for events not saved yet. */
  key: string;
  id: number | null;
  version?: number;
  ruleId: number | null;
  ruleVersion?: number;
  name: string;
  isActive: boolean;
  timing: EventTiming;
  extra: X;
}

export type EventField = "name" | "markedDays" | "start" | "end" | "repeatEvery" | "validFrom" | "endDate" | "countAfterTimesEnd";
export type EventErrors = Partial<Record<string, FieldMessage>>;

let lastKey = 0;
/** A key no other draft of this page has. */
export const nextKey = (prefix: string) => `${prefix}-${++lastKey}`;

export function timingOfRule(rule: DateRule): EventTiming {
  return {
    markedDays: [...rule.markedDays].sort((a, b) => a - b),
    start: formStartOf(rule.start),
    end: formEndOf(rule.end),
    repeatEvery: rule.repeatEvery,
    validFrom: rule.validFrom,
    endType: rule.endDate ? "END_DATE" : rule.countAfterTimesEnd ? "COUNT" : "NEVER",
    endDate: rule.endDate,
    countAfterTimesEnd: rule.countAfterTimesEnd,
    holiday: rule.holiday,
  };
}

/** A new event's timing: every day from 08:00 to 16:00, every week, regardless of holidays. */
export function newTiming(week: Partial<WeekTiming> = {}): EventTiming {
  return {
    markedDays: [1, 2, 3, 4, 5, 6, 7],
    start: "08:00",
    end: "16:00",
    ...week,
    repeatEvery: 1,
    validFrom: null,
    endType: "NEVER",
    endDate: null,
    countAfterTimesEnd: null,
    holiday: "REGARDLESS",
  };
}

/** The date rule the server takes: end times HH:mm:59, only the end the event has. */
export function dateRuleOf(event: Pick<RotationEventDraft<unknown>, "ruleId" | "ruleVersion" | "timing">): DateRuleInput {
  const { timing } = event;
  return {
    ...(event.ruleId === null ? {} : { id: event.ruleId, version: event.ruleVersion }),
    type: "WeeklyDateRule",
    markedDays: [...timing.markedDays].sort((a, b) => a - b),
    start: serverStartOf(timing.start),
    end: serverEndOf(timing.end),
    repeatEvery: timing.repeatEvery ?? 1,
    validFrom: timing.validFrom,
    endDate: timing.endType === "END_DATE" ? timing.endDate : null,
    countAfterTimesEnd: timing.endType === "COUNT" ? timing.countAfterTimesEnd : null,
    holiday: timing.holiday,
  };
}

/** The fields every event change has, whatever the kind. */
export function eventChangeBase(event: RotationEventDraft<unknown>) {
  return {
    ...(event.id === null ? {} : { id: event.id, version: event.version }),
    name: event.name.trim() || DEFAULT_EVENT_TITLE,
    isActive: event.isActive,
    dateRule: dateRuleOf(event),
  };
}

const required: FieldMessage = { key: "rotationSchedules.errors.required" };

/** The event dialog's own checks of the fields every kind has. */
export function checkEventTiming(event: Pick<RotationEventDraft<unknown>, "name" | "timing">): EventErrors {
  const errors: EventErrors = {};
  const { timing } = event;
  if (event.name.trim().length > NAME_MAX) errors.name = { key: "rotationSchedules.errors.tooLong", values: { max: NAME_MAX } };
  if (timing.markedDays.length === 0) errors.markedDays = { key: "rotationSchedules.errors.noDay" };
  if (minutesOfTime(timing.start) === null) errors.start = { key: "rotationSchedules.errors.time" };
  if (minutesOfTime(timing.end) === null) errors.end = { key: "rotationSchedules.errors.time" };
  const every = timing.repeatEvery;
  if (every === null) errors.repeatEvery = required;
  else if (!Number.isInteger(every) || every < 1 || every > REPEAT_EVERY_MAX)
    errors.repeatEvery = { key: "rotationSchedules.errors.range", values: { min: 1, max: REPEAT_EVERY_MAX } };
  if (timing.endType === "END_DATE") {
    if (!timing.endDate) errors.endDate = required;
    else if (timing.validFrom && timing.endDate < timing.validFrom) errors.endDate = { key: "rotationSchedules.errors.endBeforeStart" };
  }
  if (timing.endType === "COUNT") {
    const count = timing.countAfterTimesEnd;
    if (count === null) errors.countAfterTimesEnd = required;
    else if (!Number.isInteger(count) || count < 1 || count > COUNT_MAX)
      errors.countAfterTimesEnd = { key: "rotationSchedules.errors.range", values: { min: 1, max: COUNT_MAX } };
  }
  return errors;
}

/** The holiday behaviours in the order the dialog offers them. */
export const HOLIDAY_CHOICES: readonly HolidayBehaviour[] = HOLIDAY_BEHAVIOURS;
