import { Calendar } from "primereact/calendar";
import { InputNumber } from "primereact/inputnumber";
import { useTranslation } from "react-i18next";
import { dateAtTime, timeTextOf } from "../../../components/calendar-editor/date-text";
import { useDatePickerLocale } from "../../../components/calendar-editor/date-picker-locale";
import { FormField, fieldErrorId } from "../../../components/form-field";
import { crossesMidnight, durationMinutes } from "../model/event-times";
import { REPEAT_EVERY_MAX, type EventTiming } from "../model/rotation-event";
import { EventDateInput } from "./event-date-input";
import { EventDaysField } from "./event-days-field";
import { EventEndChoice } from "./event-end-choice";
import { EventHolidayChoice } from "./event-holiday-choice";

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
  const { t } = useTranslation();
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
  const endHint = crossesMidnight(timing.start, timing.end)
    ? t("rotationSchedules.event.overnight", { hours, minutes })
    : t("rotationSchedules.event.endHint", { hours, minutes });

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

  return (
    <fieldset className="rotation-event__timing stack gap-l">
      <legend>{t("rotationSchedules.event.when")}</legend>
      <EventDaysField timing={timing} set={set} errorOf={errorOf} />
      <div className="rotation-event__row">
        {timeField("start", t("rotationSchedules.event.start"))}
        {timeField("end", t("rotationSchedules.event.end"), endHint)}
      </div>
      <div className="rotation-event__row">
        <FormField
          id="rotation-event-every"
          label={t("rotationSchedules.event.repeatEvery")}
          error={errorOf("repeatEvery")}
          hint={t("rotationSchedules.event.repeatEveryHint")}
          required
        >
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
        <FormField
          id="rotation-event-valid-from"
          label={t("rotationSchedules.event.validFrom")}
          error={errorOf("validFrom")}
          hint={t("rotationSchedules.event.validFromHint")}
        >
          <EventDateInput id="rotation-event-valid-from" value={timing.validFrom} onChange={(iso) => set("validFrom", iso)} error={errorOf("validFrom")} />
        </FormField>
      </div>
      <EventEndChoice timing={timing} set={set} errorOf={errorOf} />
      <EventHolidayChoice timing={timing} set={set} />
    </fieldset>
  );
}
