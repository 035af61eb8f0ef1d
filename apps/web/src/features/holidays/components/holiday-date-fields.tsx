import { Calendar } from "primereact/calendar";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, fieldErrorId } from "../../../components/form-field";
import { fromLocalDate, isoOf, toLocalDate } from "./calendar-model";
import { datePickerLocale } from "./date-locale";
import type { HolidayFormValues } from "./holiday-form-model";

interface HolidayDateFieldsProps {
  values: HolidayFormValues;
  /** The year shown: the dates are picked within it. */
  year: number;
  startError: string | undefined;
  endError: string | undefined;
  /** A problem of the two dates together. */
  datesError: string | undefined;
  onChange: (values: HolidayFormValues) => void;
}

/** The holiday's first and last day, and the problem of the two together. */
export function HolidayDateFields({ values, year, startError, endError, datesError, onChange }: HolidayDateFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = datePickerLocale(i18n.language);
  const bounds = { minDate: toLocalDate(isoOf(year, 1, 1)), maxDate: toLocalDate(isoOf(year, 12, 31)) };
  return (
    <>
      <div className="hol-editor__dates" aria-describedby={datesError ? fieldErrorId("hol-dates") : undefined}>
        <FormField id="hol-start" label={t("holidays.editor.start")} error={startError} required>
          <Calendar
            inputId="hol-start"
            value={values.start ? toLocalDate(values.start) : null}
            onChange={(event) => {
              const start = event.value ? fromLocalDate(event.value) : null;
              // Moving the start past the end moves the end along: a holiday stays at least a day.
              onChange({ ...values, start, end: start && values.end && values.end < start ? start : values.end });
            }}
            dateFormat="dd.mm.yy"
            locale={locale}
            {...bounds}
            showIcon
            invalid={Boolean(startError || datesError)}
            {...fieldAria("hol-start", startError ?? datesError)}
          />
        </FormField>
        <FormField id="hol-end" label={t("holidays.editor.end")} error={endError}>
          <Calendar
            inputId="hol-end"
            value={values.end ? toLocalDate(values.end) : null}
            onChange={(event) => onChange({ ...values, end: event.value ? fromLocalDate(event.value) : null })}
            dateFormat="dd.mm.yy"
            locale={locale}
            {...bounds}
            showIcon
            invalid={Boolean(endError || datesError)}
            {...fieldAria("hol-end", endError ?? datesError)}
          />
        </FormField>
      </div>
      {datesError && (
        <p id={fieldErrorId("hol-dates")} className="hol-editor__dates-error cluster" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" /> {datesError}
        </p>
      )}
    </>
  );
}
