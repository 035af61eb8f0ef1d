import { Calendar } from "primereact/calendar";
import { InputSwitch } from "primereact/inputswitch";
import { useTranslation } from "react-i18next";
import { FormField, fieldErrorId } from "../form-field";
import { browserTimeZone, dateAtTime, dateOfIso, isoDateOf, timeTextOf } from "./date-text";
import { useDatePickerLocale } from "./date-picker-locale";
import { EventRecurrenceFields } from "./event-recurrence-fields";
import type { EditTiming, TimingField, TimingFormValues } from "./timing-form-model";

/** The input each timing field's problem is announced on. */
export const TIMING_FIELD_IDS: Record<TimingField, string> = {
  title: "event-title",
  startDateSelected: "event-start-date",
  endDateSelected: "event-end-date",
  startTime: "event-start-time",
  endTime: "event-end-time",
  repeatType: "event-repeat-type",
  repeatEvery: "event-repeat-every",
  markedDays: "event-marked-day-1",
  monthSubType: "event-month-DAY_OF_THE_MONTH",
  endType: "event-end-NEVER",
  countAfterTimesEnd: "event-count",
  endDate: "event-until",
};

interface EventTimingFieldsProps {
  values: TimingFormValues;
  edit: EditTiming;
  /** A new first day (the last day and marked days may follow it). */
  editStartDate: (startDateSelected: string) => void;
  errorOf: (field: TimingField) => string | undefined;
}

/** When an entry is in force: first and last day, start and end time, and its repetition. */
export function EventTimingFields({ values, edit, editStartDate, errorOf }: EventTimingFieldsProps) {
  const { t } = useTranslation();
  const pickerLocale = useDatePickerLocale();
  const overnight = values.recurring && values.endTime < values.startTime;
  const foreignZone = values.timeZone !== browserTimeZone();

  const dateField = (field: "startDateSelected" | "endDateSelected", label: string) => (
    <FormField id={TIMING_FIELD_IDS[field]} label={label} error={errorOf(field)} required={field === "startDateSelected"}>
      <Calendar
        inputId={TIMING_FIELD_IDS[field]}
        value={dateOfIso(values[field])}
        onChange={(event) => {
          if (!(event.value instanceof Date)) return;
          const next = isoDateOf(event.value);
          if (field === "startDateSelected") editStartDate(next);
          else edit(field, next);
        }}
        dateFormat="dd.mm.yy"
        placeholder={t("calendarEditor.datePlaceholder")}
        locale={pickerLocale}
        showIcon
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(TIMING_FIELD_IDS[field]) : undefined}
      />
    </FormField>
  );

  const timeField = (field: "startTime" | "endTime", label: string, hint?: string) => (
    <FormField id={TIMING_FIELD_IDS[field]} label={label} error={errorOf(field)} hint={hint} required>
      <Calendar
        inputId={TIMING_FIELD_IDS[field]}
        value={dateAtTime(values[field])}
        onChange={(event) => {
          if (event.value instanceof Date) edit(field, timeTextOf(event.value));
        }}
        timeOnly
        hourFormat="24"
        placeholder="HH:mm"
        locale={pickerLocale}
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(TIMING_FIELD_IDS[field]) : undefined}
      />
    </FormField>
  );

  return (
    <fieldset className="event-editor__when stack gap-l">
      <legend>{t("calendarEditor.when")}</legend>
      <div className="event-editor__row">
        {dateField("startDateSelected", values.recurring ? t("calendarEditor.firstDay") : t("calendarEditor.startDate"))}
        {values.recurring ? <span aria-hidden="true" /> : dateField("endDateSelected", t("calendarEditor.endDate"))}
      </div>
      <div className="event-editor__row">
        {timeField("startTime", t("calendarEditor.startTime"))}
        {timeField("endTime", t("calendarEditor.endTime"), overnight ? t("calendarEditor.overnight") : undefined)}
      </div>
      {foreignZone && (
        <p className="event-editor__zone cluster muted">
          <i className="pi pi-globe" aria-hidden="true" /> {t("calendarEditor.timeZone", { zone: values.timeZone })}
        </p>
      )}
      <div className="event-editor__switch cluster">
        <InputSwitch inputId="event-recurring" checked={values.recurring} onChange={(event) => edit("recurring", Boolean(event.value))} />
        <label htmlFor="event-recurring">{t("calendarEditor.recurring")}</label>
      </div>
      {values.recurring && <EventRecurrenceFields values={values} edit={edit} errorOf={errorOf} />}
    </fieldset>
  );
}

/** The switch that turns an entry off without deleting it; `label` where "Active" would read as a kind. */
export function ActiveSwitch({ values, edit, label }: { values: TimingFormValues; edit: EditTiming; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="event-editor__switch cluster">
      <InputSwitch inputId="event-active" checked={values.active} onChange={(event) => edit("active", Boolean(event.value))} />
      <label htmlFor="event-active">{label ?? t("calendarEditor.active")}</label>
    </div>
  );
}
