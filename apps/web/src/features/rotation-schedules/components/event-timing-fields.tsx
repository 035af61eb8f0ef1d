import { Calendar } from "primereact/calendar";
import { Checkbox } from "primereact/checkbox";
import { InputNumber } from "primereact/inputnumber";
import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { dateAtTime, dateOfIso, isoDateOf, timeTextOf } from "../../../components/calendar-editor/date-text";
import { useDatePickerLocale } from "../../../components/calendar-editor/date-picker-locale";
import { FormField, fieldErrorId } from "../../../components/form-field";
import { crossesMidnight, durationMinutes } from "../model/event-times";
import { COUNT_MAX, END_TYPES, HOLIDAY_CHOICES, REPEAT_EVERY_MAX, type EventTiming } from "../model/rotation-event";
import { HOLIDAY_ICONS } from "./holiday-marks";
import { weekdayName } from "./weekday-names";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const TIMING_FIELD_IDS: Readonly<Record<string, string>> = {
  markedDays: "rotation-event-day-1",
  start: "rotation-event-start",
  end: "rotation-event-end",
  repeatEvery: "rotation-event-every",
  validFrom: "rotation-event-valid-from",
  endDate: "rotation-event-until",
  countAfterTimesEnd: "rotation-event-count",
};

interface EventTimingFieldsProps {
  timing: EventTiming;
  edit: (timing: EventTiming) => void;
  errorOf: (field: string) => string | undefined;
  /** In force every day from midnight to midnight whatever the timing says: the fields give way to a note. */
  wholeWeek?: boolean;
}

/** When a rotation event is in force within its week group's weeks: days, hours, repetition, end and holidays. */
export function EventTimingFields({ timing, edit, errorOf, wholeWeek = false }: EventTimingFieldsProps) {
  const { t, i18n } = useTranslation();
  const pickerLocale = useDatePickerLocale();
  if (wholeWeek) {
    return (
      <fieldset className="rotation-event__timing stack gap-l">
        <legend>{t("rotationSchedules.event.when")}</legend>
        <p className="muted cluster gap-s" role="note">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t("rotationSchedules.event.wholeWeek")}
        </p>
      </fieldset>
    );
  }
  const set = <F extends keyof EventTiming>(field: F, value: EventTiming[F]) => edit({ ...timing, [field]: value });
  const hours = Math.floor(durationMinutes(timing.start, timing.end) / 60);
  const minutes = durationMinutes(timing.start, timing.end) % 60;
  const endHint = crossesMidnight(timing.start, timing.end) ? t("rotationSchedules.event.overnight", { hours, minutes }) : t("rotationSchedules.event.endHint", { hours, minutes });

  const timeField = (field: "start" | "end", label: string, hint?: string) => (
    <FormField id={TIMING_FIELD_IDS[field]!} label={label} error={errorOf(field)} hint={hint} required>
      <Calendar
        inputId={TIMING_FIELD_IDS[field]}
        value={dateAtTime(timing[field])}
        onChange={(event) => event.value instanceof Date && set(field, timeTextOf(event.value))}
        timeOnly
        hourFormat="24"
        stepMinute={5}
        placeholder="HH:mm"
        locale={pickerLocale}
        invalid={Boolean(errorOf(field))}
        aria-describedby={errorOf(field) ? fieldErrorId(TIMING_FIELD_IDS[field]!) : undefined}
      />
    </FormField>
  );

  const dateField = (id: string, value: string | null, onChange: (iso: string | null) => void, error: string | undefined, label?: string) => (
    <Calendar
      inputId={id}
      value={dateOfIso(value)}
      onChange={(event) => onChange(event.value instanceof Date ? isoDateOf(event.value) : null)}
      dateFormat="dd.mm.yy"
      placeholder={t("rotationSchedules.datePlaceholder")}
      locale={pickerLocale}
      showIcon
      showButtonBar
      invalid={Boolean(error)}
      aria-label={label}
      aria-describedby={error ? fieldErrorId(id) : undefined}
    />
  );

  const daysError = errorOf("markedDays");
  return (
    <fieldset className="rotation-event__timing stack gap-l">
      <legend>{t("rotationSchedules.event.when")}</legend>
      <div className="form-field">
        <span className="form-field__label" id="rotation-event-days-label">
          {t("rotationSchedules.event.markedDays")}
          <span className="required-marker" aria-hidden="true">
            *
          </span>
        </span>
        <div className="row wrap gap-m" role="group" aria-labelledby="rotation-event-days-label" aria-describedby={daysError ? fieldErrorId("rotation-event-days") : undefined}>
          {WEEKDAYS.map((day) => {
            const on = timing.markedDays.includes(day);
            return (
              <span key={day} className="cluster gap-s">
                <Checkbox
                  inputId={`rotation-event-day-${day}`}
                  checked={on}
                  onChange={() => set("markedDays", on ? timing.markedDays.filter((marked) => marked !== day) : [...timing.markedDays, day].sort((a, b) => a - b))}
                  invalid={Boolean(daysError)}
                />
                <label htmlFor={`rotation-event-day-${day}`} title={weekdayName(day, i18n.language, "long")}>
                  {weekdayName(day, i18n.language, "short")}
                </label>
              </span>
            );
          })}
        </div>
        {daysError && (
          <small id={fieldErrorId("rotation-event-days")} className="form-field__error">
            {daysError}
          </small>
        )}
      </div>
      <div className="rotation-event__row">
        {timeField("start", t("rotationSchedules.event.start"))}
        {timeField("end", t("rotationSchedules.event.end"), endHint)}
      </div>
      <div className="rotation-event__row">
        <FormField id="rotation-event-every" label={t("rotationSchedules.event.repeatEvery")} error={errorOf("repeatEvery")} hint={t("rotationSchedules.event.repeatEveryHint")} required>
          <InputNumber
            inputId="rotation-event-every"
            value={timing.repeatEvery}
            onValueChange={(event) => set("repeatEvery", event.value ?? null)}
            useGrouping={false}
            min={1}
            max={REPEAT_EVERY_MAX}
            showButtons
            suffix={` ${t("rotationSchedules.event.weeks", { count: timing.repeatEvery ?? 0 })}`}
            invalid={Boolean(errorOf("repeatEvery"))}
          />
        </FormField>
        <FormField id="rotation-event-valid-from" label={t("rotationSchedules.event.validFrom")} error={errorOf("validFrom")} hint={t("rotationSchedules.event.validFromHint")}>
          {dateField("rotation-event-valid-from", timing.validFrom, (iso) => set("validFrom", iso), errorOf("validFrom"))}
        </FormField>
      </div>
      <div className="form-field">
        <span className="form-field__label">{t("rotationSchedules.event.endType")}</span>
        <div className="stack gap-s" role="radiogroup" aria-label={t("rotationSchedules.event.endType")}>
          {END_TYPES.map((type) => (
            <div key={type} className="rotation-event__choice cluster wrap">
              <RadioButton inputId={`rotation-event-end-${type}`} name="rotation-event-end-type" value={type} checked={timing.endType === type} onChange={() => set("endType", type)} />
              <label htmlFor={`rotation-event-end-${type}`}>{t(`rotationSchedules.event.endTypes.${type}`)}</label>
              {type === "END_DATE" && timing.endType === type && dateField("rotation-event-until", timing.endDate, (iso) => set("endDate", iso), errorOf("endDate"), t("rotationSchedules.event.endTypes.END_DATE"))}
              {type === "COUNT" && timing.endType === type && (
                <InputNumber
                  inputId="rotation-event-count"
                  value={timing.countAfterTimesEnd}
                  onValueChange={(event) => set("countAfterTimesEnd", event.value ?? null)}
                  useGrouping={false}
                  min={1}
                  max={COUNT_MAX}
                  suffix={` ${t("rotationSchedules.event.times")}`}
                  aria-label={t("rotationSchedules.event.endTypes.COUNT")}
                  invalid={Boolean(errorOf("countAfterTimesEnd"))}
                />
              )}
            </div>
          ))}
        </div>
        {timing.endType === "END_DATE" && errorOf("endDate") && (
          <small id={fieldErrorId("rotation-event-until")} className="form-field__error">
            {errorOf("endDate")}
          </small>
        )}
        {timing.endType === "COUNT" && errorOf("countAfterTimesEnd") && (
          <small id={fieldErrorId("rotation-event-count")} className="form-field__error">
            {errorOf("countAfterTimesEnd")}
          </small>
        )}
      </div>
      <div className="form-field">
        <span className="form-field__label">{t("rotationSchedules.event.holiday")}</span>
        <div className="stack gap-s" role="radiogroup" aria-label={t("rotationSchedules.event.holiday")}>
          {HOLIDAY_CHOICES.map((choice) => (
            <div key={choice} className="rotation-event__choice cluster">
              <RadioButton inputId={`rotation-event-holiday-${choice}`} name="rotation-event-holiday" value={choice} checked={timing.holiday === choice} onChange={() => set("holiday", choice)} />
              <label htmlFor={`rotation-event-holiday-${choice}`} className="cluster gap-s">
                {HOLIDAY_ICONS[choice] && <i className={`pi ${HOLIDAY_ICONS[choice]}`} aria-hidden="true" />}
                {t(`rotationSchedules.holiday.${choice}`)}
              </label>
            </div>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
