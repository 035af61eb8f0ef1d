import { alarmPointCalendarEventInput, type AlarmPointCalendarEvent, type AlarmPointCalendarEventInput, type AlarmPointCalendarKind } from "@alarm/contract";
import type { FieldProblem } from "../../../lib/api-error";
import {
  checkTimingForm,
  newTimingForm,
  schemaErrors,
  serverFormErrors,
  TIMING_FIELDS,
  timingFormOf,
  toTimingChange,
  type EventFormErrors,
  type FieldMessage,
  type TimingFormValues,
} from "../../../components/calendar-editor/timing-form-model";

/** What the editor of an alarm point calendar entry holds: the timing, the kind and the replacing alarm point. */
export interface AlarmPointEventValues extends TimingFormValues {
  kind: AlarmPointCalendarKind;
  /** REPLACEMENT: the id of the alarm point triggered instead. */
  alarmReplacement: number | null;
  /** The id of the stored replacement, kept when the entry is changed. */
  alarmReplacementId: number | null;
}

/** The input each kind field's problem is announced on, in the editor's order. */
export const ALARM_POINT_EVENT_FIELD_IDS = { kind: "event-kind", alarmReplacement: "event-replacement" } as const;
const FIELDS: readonly string[] = ["title", ...Object.keys(ALARM_POINT_EVENT_FIELD_IDS), ...TIMING_FIELDS];

const message = (name: string): FieldMessage => ({ key: `alarmPointCalendar.errors.${name}` });

/** A new entry from a selection in the calendar: the point inactive then. */
export function newAlarmPointEvent(slot: { start: Date; end?: Date | null; allDay: boolean }, timeZone: string): AlarmPointEventValues {
  return { ...newTimingForm(slot, timeZone), kind: "INACTIVE", alarmReplacement: null, alarmReplacementId: null };
}

/** The editor's values of a stored entry. */
export function alarmPointEventOf(event: AlarmPointCalendarEvent): AlarmPointEventValues {
  return {
    ...timingFormOf(event),
    kind: event.kind,
    alarmReplacement: event.alarmReplacement?.alarmPointId ?? null,
    alarmReplacementId: event.alarmReplacement?.id ?? null,
  };
}

/** The body of PUT /alarmpoints/{id}/calendar/update: no id creates, id and version update. */
export function toAlarmPointEventChange(values: AlarmPointEventValues): AlarmPointCalendarEventInput {
  const replacement =
    values.kind === "REPLACEMENT" && values.alarmReplacement !== null ? { alarmPointId: values.alarmReplacement, id: values.alarmReplacementId } : null;
  return { ...toTimingChange(values), kind: values.kind, alarmReplacement: replacement };
}

/** The editor's checks (the timing's, and the replacement of a REPLACEMENT), then the contract's schema. */
export function checkAlarmPointEvent(values: AlarmPointEventValues, alarmPointId: number): EventFormErrors {
  const errors = checkTimingForm(values);
  if (values.kind === "REPLACEMENT") {
    if (values.alarmReplacement === null) errors.alarmReplacement = message("replacementRequired");
    else if (values.alarmReplacement === alarmPointId) errors.alarmReplacement = message("replacementSelf");
  }
  if (Object.keys(errors).length > 0) return errors;
  return schemaErrors(alarmPointCalendarEventInput.safeParse(toAlarmPointEventChange(values)), FIELDS);
}

function kindMessageOf(field: string, problem: FieldProblem): FieldMessage | null {
  if (field !== "alarmReplacement") return null;
  if (problem.code === "SELF") return message("replacementSelf");
  if (problem.code === "UNKNOWN_ALARM_POINT") return message("replacementUnknown");
  if (problem.code === "OUTSIDE_ORGANIZATION") return { key: "errors.OUTSIDE_ORGANIZATION" };
  return message("replacementRequired");
}

/** The server's field problems under the editor's fields; null when one fits no field (shown as a toast then). */
export function serverAlarmPointEventErrors(details: readonly FieldProblem[]): EventFormErrors | null {
  return serverFormErrors(details, FIELDS, kindMessageOf);
}
