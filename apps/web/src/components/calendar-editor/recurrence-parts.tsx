import { fieldErrorId } from "../form-field";
import type { EditTiming, TimingField, TimingFormValues } from "./timing-form-model";

/** What each part of the recurrence fields gets from the whole. */
export interface RecurrencePartProps {
  values: TimingFormValues;
  edit: EditTiming;
  errorOf: (field: TimingField) => string | undefined;
}

/** 2027-03-01 is a Monday: day names in the interface language from it. */
const A_MONDAY = new Date(2027, 2, 1);

export function weekdayName(day: number, language: string, width: "long" | "short"): string {
  const date = new Date(A_MONDAY);
  date.setDate(A_MONDAY.getDate() + day - 1);
  return new Intl.DateTimeFormat(language, { weekday: width }).format(date);
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <small id={fieldErrorId(id)} className="form-field__error">
      {error}
    </small>
  ) : null;
}
