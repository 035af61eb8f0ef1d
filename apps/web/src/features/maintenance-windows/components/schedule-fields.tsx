import { MAINTENANCE_LIMITS } from "@alarm/contract";
import { Calendar } from "primereact/calendar";
import { useTranslation } from "react-i18next";
import { browserTimeZone, dateAtTime, dateOfIso, isoDateOf, timeTextOf } from "../../../components/calendar-editor/date-text";
import { useDatePickerLocale } from "../../../components/calendar-editor/date-picker-locale";
import { EventRecurrenceFields } from "../../../components/calendar-editor/event-recurrence-fields";
import { TIMING_FIELD_IDS } from "../../../components/calendar-editor/event-timing-fields";
import { type EditTiming, withStartDate } from "../../../components/calendar-editor/timing-form-model";
import { DateTimeInput } from "../../../components/date-time-input";
import { FormField, fieldErrorId } from "../../../components/form-field";
import { ChoiceGroup } from "./choice-group";
import { SCHEDULE_KINDS, type ScheduleKind, type WindowField, type WindowFormValues } from "./window-form-model";
import "../../../components/calendar-editor/calendar-editor.css";

export const STARTS_AT_ID = "maintenance-window-starts-at";
export const ENDS_AT_ID = "maintenance-window-ends-at";
const KIND_ICONS: Record<ScheduleKind, string> = { ONE_OFF: "pi-calendar", RECURRING: "pi-replay" };

type Picker = "dateTime" | "date" | "time";

interface PickerFieldProps {
  id: string;
  label: string;
  picker: Picker;
  value: Date | null;
  /** null: a date and time erased or not complete yet. */
  onChange: (value: Date | null) => void;
  error: string | undefined;
  hint?: string;
}

/** A required date, time or date-and-time picker with its label and problem (DD.MM.YYYY HH:mm, as every form). */
function PickerField({ id, label, picker, value, onChange, error, hint }: PickerFieldProps) {
  const { t } = useTranslation();
  const locale = useDatePickerLocale();
  const placeholders: Record<Picker, string> = {
    dateTime: t("maintenance.editor.dateTimePlaceholder"),
    date: t("calendarEditor.datePlaceholder"),
    time: "HH:mm",
  };
  return (
    <FormField id={id} label={label} error={error} hint={hint} required>
      {picker === "dateTime" ? (
        <DateTimeInput
          inputId={id}
          value={value}
          onChange={onChange}
          placeholder={placeholders[picker]}
          invalid={Boolean(error)}
          aria-describedby={error ? fieldErrorId(id) : undefined}
        />
      ) : (
        <Calendar
          inputId={id}
          value={value}
          onChange={(event) => event.value instanceof Date && onChange(event.value)}
          dateFormat="dd.mm.yy"
          timeOnly={picker === "time"}
          hourFormat="24"
          showIcon={picker !== "time"}
          placeholder={placeholders[picker]}
          locale={locale}
          invalid={Boolean(error)}
          aria-describedby={error ? fieldErrorId(id) : undefined}
        />
      )}
    </FormField>
  );
}

interface ScheduleFieldsProps {
  values: WindowFormValues;
  edit: <K extends keyof WindowFormValues>(field: K, value: WindowFormValues[K]) => void;
  touch: (field: WindowField) => void;
  errorOf: (field: WindowField) => string | undefined;
}

/** When the window is in force: once (from a start to an end instant) or recurring (the console's shared recurrence form). */
export function ScheduleFields({ values, edit, touch, errorOf }: ScheduleFieldsProps) {
  const { t } = useTranslation();
  const { timing } = values;
  const editTiming: EditTiming = (field, value) => edit("timing", { ...timing, [field]: value });

  // A new start keeps the window's length: the end moves along.
  const editStart = (startsAt: Date | null) => {
    const length = values.startsAt && values.endsAt ? values.endsAt.getTime() - values.startsAt.getTime() : null;
    edit("startsAt", startsAt);
    if (startsAt && length !== null && length > 0) edit("endsAt", new Date(startsAt.getTime() + length));
    touch("startsAt");
  };

  return (
    <div className="stack gap-l">
      <ChoiceGroup
        id="maintenance-window-kind"
        label={t("maintenance.editor.kind")}
        hint={t(`maintenance.editor.kindHints.${values.kind}`, { days: MAINTENANCE_LIMITS.oneOffDays })}
        options={SCHEDULE_KINDS.map((kind) => ({ value: kind, label: t(`maintenance.editor.kinds.${kind}`), icon: KIND_ICONS[kind] }))}
        value={values.kind}
        onChange={(kind) => edit("kind", kind)}
      />
      {values.kind === "ONE_OFF" ? (
        <div className="event-editor__row">
          <PickerField
            id={STARTS_AT_ID}
            label={t("maintenance.editor.startsAt")}
            picker="dateTime"
            value={values.startsAt}
            onChange={editStart}
            error={errorOf("startsAt")}
          />
          <PickerField
            id={ENDS_AT_ID}
            label={t("maintenance.editor.endsAt")}
            picker="dateTime"
            value={values.endsAt}
            onChange={(endsAt) => {
              edit("endsAt", endsAt);
              touch("endsAt");
            }}
            error={errorOf("endsAt")}
          />
        </div>
      ) : (
        <>
          <div className="event-editor__row">
            <PickerField
              id={TIMING_FIELD_IDS.startDateSelected}
              label={t("calendarEditor.firstDay")}
              picker="date"
              value={dateOfIso(timing.startDateSelected)}
              onChange={(day) => day && edit("timing", withStartDate(timing, isoDateOf(day)))}
              error={errorOf("startDateSelected")}
            />
            {(["startTime", "endTime"] as const).map((field) => (
              <PickerField
                key={field}
                id={TIMING_FIELD_IDS[field]}
                label={t(`calendarEditor.${field}`)}
                picker="time"
                value={dateAtTime(timing[field])}
                onChange={(time) => time && editTiming(field, timeTextOf(time))}
                error={errorOf(field)}
                hint={field === "endTime" && timing.endTime < timing.startTime ? t("calendarEditor.overnight") : undefined}
              />
            ))}
          </div>
          {timing.timeZone !== browserTimeZone() && (
            <p className="event-editor__zone cluster muted">
              <i className="pi pi-globe" aria-hidden="true" /> {t("calendarEditor.timeZone", { zone: timing.timeZone })}
            </p>
          )}
          <EventRecurrenceFields
            values={timing}
            edit={editTiming}
            errorOf={(field) => (field === "title" || field === "endDateSelected" ? undefined : errorOf(field))}
          />
        </>
      )}
    </div>
  );
}
