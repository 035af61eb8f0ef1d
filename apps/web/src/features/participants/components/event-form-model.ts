import {
  calendarEventInput,
  normaliseDeviceAddress,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventKind,
  type DeviceType,
} from "@alarm/contract";
import type { FieldProblem } from "../../../lib/api-error";
import {
  checkTimingForm,
  newTimingForm,
  schemaErrors,
  serverFormErrors,
  TIMING_FIELDS,
  timingFormOf,
  toTimingChange,
  isWhole,
  type EventFormErrors,
  type FieldMessage,
  type TimingField,
  type TimingFormValues,
} from "../../../components/calendar-editor/timing-form-model";

/** What the editor of a private media schedule entry holds: the timing and the kind's fields. */
export interface EventFormValues extends TimingFormValues {
  kind: CalendarEventKind;
  deviceType: DeviceType | null;
  callingNumber: string;
  replacementParticipantId: number | null;
  acknowledgeTime: number | null;
}

type KindField = "kind" | "deviceType" | "callingNumber" | "replacementParticipantId" | "acknowledgeTime";
export type EventField = TimingField | KindField;

/** The input each kind field's problem is announced on, in the editor's order. */
export const KIND_FIELD_IDS: Record<KindField, string> = {
  kind: "event-kind",
  deviceType: "event-device-type",
  callingNumber: "event-calling-number",
  replacementParticipantId: "event-replacement",
  acknowledgeTime: "event-acknowledge-time",
};

/** The order of the fields in the editor. */
export const EVENT_FIELDS: readonly EventField[] = ["title", ...(Object.keys(KIND_FIELD_IDS) as KindField[]), ...TIMING_FIELDS];

export const ACKNOWLEDGE_TIME_MAX = 1440;
export const DEFAULT_ACKNOWLEDGE_TIME = 1;

const key = (name: string, values?: Record<string, number | string>): FieldMessage => ({
  key: `participants.event.errors.${name}`,
  ...(values ? { values } : {}),
});

/** A new event from a click into the calendar: absent, acknowledge time 1. */
export function newEventForm(slot: { start: Date; end?: Date | null; allDay: boolean }, timeZone: string): EventFormValues {
  return {
    ...newTimingForm(slot, timeZone),
    kind: "ABSENT",
    deviceType: null,
    callingNumber: "",
    replacementParticipantId: null,
    acknowledgeTime: DEFAULT_ACKNOWLEDGE_TIME,
  };
}

/** The editor's values of a stored event. */
export function eventFormOf(event: CalendarEvent): EventFormValues {
  return {
    ...timingFormOf(event),
    kind: event.kind,
    deviceType: event.deviceType,
    callingNumber: event.callingNumber ?? "",
    replacementParticipantId: event.replacementParticipantId,
    acknowledgeTime: event.acknowledgeTime,
  };
}

/** The body of PUT /participants/{id}/calendar/update: no id creates, id and version update. */
export function toEventChange(values: EventFormValues): CalendarEventInput {
  const otherDevice = values.kind === "OTHER_DEVICE";
  const address = otherDevice && values.deviceType ? normaliseDeviceAddress(values.deviceType, values.callingNumber) : null;
  const { sourceEventId, ...timing } = toTimingChange(values);
  return {
    ...timing,
    kind: values.kind,
    deviceType: otherDevice ? values.deviceType : null,
    callingNumber: otherDevice ? (address && "address" in address ? address.address : values.callingNumber.trim()) : null,
    replacementParticipantId: values.kind === "REPLACEMENT" ? values.replacementParticipantId : null,
    acknowledgeTime: values.acknowledgeTime ?? DEFAULT_ACKNOWLEDGE_TIME,
    ...(sourceEventId !== undefined ? { sourceEventId } : {}),
  };
}

/**
 * The editor's own checks before sending (the timing's, then the kind's fields), then the
 * contract's schema as a last guard, so that what passes here the server takes too.
 */
export function checkEventForm(values: EventFormValues, participantId: number): EventFormErrors {
  const errors: EventFormErrors = checkTimingForm(values);
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
  if (Object.keys(errors).length > 0) return errors;
  return schemaErrors(calendarEventInput.safeParse(toEventChange(values)), EVENT_FIELDS);
}

const DEVICE_PROBLEMS = ["INVALID_PHONE", "INVALID_EMAIL", "INVALID_URL", "REQUIRED"];

function kindMessageOf(field: string, problem: FieldProblem): FieldMessage | null {
  switch (field) {
    case "deviceType":
      return key("deviceTypeRequired");
    case "callingNumber":
      return problem.code && DEVICE_PROBLEMS.includes(problem.code) ? { key: `participants.devices.problems.${problem.code}` } : { text: problem.message };
    case "replacementParticipantId":
      if (problem.code === "SELF") return key("replacementSelf");
      if (problem.code === "UNKNOWN_PARTICIPANT") return key("replacementUnknown");
      if (problem.code === "OUTSIDE_ORGANIZATION") return { key: "errors.OUTSIDE_ORGANIZATION" };
      return key("replacementRequired");
    default:
      return null;
  }
}

/**
 * The server's field problems under the editor's fields (a 400 names the field: endTime
 * END_BEFORE_START, repeatEvery, markedDays, callingNumber, replacementParticipantId …); null when
 * one belongs to no field of the editor, so the failure is shown as a toast instead.
 */
export function serverEventErrors(details: readonly FieldProblem[]): EventFormErrors | null {
  return serverFormErrors(details, EVENT_FIELDS, kindMessageOf);
}
