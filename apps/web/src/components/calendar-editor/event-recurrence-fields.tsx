import type { EndType, MonthSubType } from "@alarm/contract";
import { Calendar } from "primereact/calendar";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../form-field";
import { dateOfIso, isoDateOf, isoWeekdayOf } from "./date-text";
import { EVENT_REPEAT_TYPES, type EditTiming, type TimingField, type TimingFormValues, type EventRepeatType } from "./timing-form-model";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const END_TYPES: readonly EndType[] = ["NEVER", "AFTER_TIMES_END", "END_DATE"];
const MONTH_SUB_TYPES: readonly MonthSubType[] = ["DAY_OF_THE_MONTH", "DAY_OF_THE_WEEK"];
/** 2027-03-01 is a Monday: day names in the interface language from it. */
const A_MONDAY = new Date(2027, 2, 1);

interface EventRecurrenceFieldsProps {
  values: TimingFormValues;
  edit: EditTiming;
  errorOf: (field: TimingField) => string | undefined;
}

function weekdayName(day: number, language: string, width: "long" | "short"): string {
  const date = new Date(A_MONDAY);
  date.setDate(A_MONDAY.getDate() + day - 1);
  return new Intl.DateTimeFormat(language, { weekday: width }).format(date);
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <small id={fieldErrorId(id)} className="form-field__error">
      {error}
    </small>
  ) : null;
}

/** How a recurring entry repeats: repeat type, every N, marked days, day of the month, and its end. */
export function EventRecurrenceFields({ values, edit, errorOf }: EventRecurrenceFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const repeatOptions = EVENT_REPEAT_TYPES.map((type) => ({ value: type, label: t(`calendarEditor.repeatTypes.${type}`) }));
  const startDay = dateOfIso(values.startDateSelected);
  const dayOfMonth = startDay?.getDate() ?? 1;
  const weekdayOfStart = weekdayName(isoWeekdayOf(values.startDateSelected), language, "long");
  const ordinal = t(`calendarEditor.ordinals.${Math.min(5, Math.ceil(dayOfMonth / 7))}`);
  const everyError = errorOf("repeatEvery");
  const daysError = errorOf("markedDays");
  const countError = errorOf("countAfterTimesEnd");
  const untilError = errorOf("endDate");

  return (
    <fieldset className="event-editor__recurrence frame stack gap-l">
      <legend className="visually-hidden">{t("calendarEditor.recurrence")}</legend>
      <div className="event-editor__row">
        <div className="form-field">
          <label htmlFor="event-repeat-type">{t("calendarEditor.repeatType")}</label>
          <Dropdown
            inputId="event-repeat-type"
            value={values.repeatType}
            options={repeatOptions}
            onChange={(event) => edit("repeatType", event.value as EventRepeatType)}
          />
        </div>
        <div className="form-field event-editor__every">
          <label htmlFor="event-repeat-every">{t("calendarEditor.repeatEvery")}</label>
          <div className="event-editor__inline inline-cluster">
            <InputNumber
              inputId="event-repeat-every"
              value={values.repeatEvery}
              onValueChange={(event) => edit("repeatEvery", event.value ?? null)}
              useGrouping={false}
              min={0}
              max={999}
              showButtons
              buttonLayout="horizontal"
              decrementButtonIcon="pi pi-minus"
              incrementButtonIcon="pi pi-plus"
              invalid={Boolean(everyError)}
              aria-invalid={everyError ? true : undefined}
              aria-describedby={everyError ? fieldErrorId("event-repeat-every") : undefined}
            />
            <span className="event-editor__unit muted">{t(`calendarEditor.everyUnits.${values.repeatType}`)}</span>
          </div>
          <FieldError id="event-repeat-every" error={everyError} />
        </div>
      </div>

      {values.repeatType === "WEEKLY" && (
        <div className="form-field">
          <span className="form-field__label" id="event-marked-days-label">
            {t("calendarEditor.markedDays")}
          </span>
          <div
            className="event-editor__weekdays row wrap"
            role="group"
            aria-labelledby="event-marked-days-label"
            aria-describedby={daysError ? fieldErrorId("event-marked-days") : undefined}
          >
            {WEEKDAYS.map((day) => {
              const on = values.markedDays.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  id={`event-marked-day-${day}`}
                  className={`event-editor__weekday${on ? " event-editor__weekday--on" : ""}`}
                  aria-pressed={on}
                  aria-label={weekdayName(day, language, "long")}
                  title={weekdayName(day, language, "long")}
                  onClick={() => edit("markedDays", on ? values.markedDays.filter((marked) => marked !== day) : [...values.markedDays, day].sort((a, b) => a - b))}
                >
                  {weekdayName(day, language, "short")}
                </button>
              );
            })}
          </div>
          <FieldError id="event-marked-days" error={daysError} />
        </div>
      )}

      {values.repeatType === "MONTHLY" && (
        <div className="form-field">
          <span className="form-field__label">{t("calendarEditor.monthSubType")}</span>
          <div className="event-editor__choices stack gap-s" role="radiogroup" aria-label={t("calendarEditor.monthSubType")}>
            {MONTH_SUB_TYPES.map((type) => (
              <div key={type} className="event-editor__choice cluster wrap">
                <RadioButton inputId={`event-month-${type}`} name="event-month-sub-type" value={type} checked={values.monthSubType === type} onChange={() => edit("monthSubType", type)} />
                <label htmlFor={`event-month-${type}`}>
                  {type === "DAY_OF_THE_MONTH"
                    ? t("calendarEditor.monthSubTypes.DAY_OF_THE_MONTH", { day: dayOfMonth })
                    : t("calendarEditor.monthSubTypes.DAY_OF_THE_WEEK", { ordinal, weekday: weekdayOfStart })}
                </label>
              </div>
            ))}
          </div>
        </div>
      )}

      <div className="form-field">
        <span className="form-field__label">{t("calendarEditor.endType")}</span>
        <div className="event-editor__choices stack gap-s event-editor__choices--ends" role="radiogroup" aria-label={t("calendarEditor.endType")}>
          {END_TYPES.map((type) => (
            <div key={type} className="event-editor__choice cluster wrap">
              <RadioButton inputId={`event-end-${type}`} name="event-end-type" value={type} checked={values.endType === type} onChange={() => edit("endType", type)} />
              <label htmlFor={`event-end-${type}`}>{t(`calendarEditor.endTypes.${type}`)}</label>
              {type === "AFTER_TIMES_END" && values.endType === type && (
                <span className="event-editor__inline inline-cluster">
                  <InputNumber
                    inputId="event-count"
                    value={values.countAfterTimesEnd}
                    onValueChange={(event) => edit("countAfterTimesEnd", event.value ?? null)}
                    useGrouping={false}
                    min={0}
                    max={9999}
                    invalid={Boolean(countError)}
                    aria-label={t("calendarEditor.count")}
                    aria-invalid={countError ? true : undefined}
                    aria-describedby={countError ? fieldErrorId("event-count") : undefined}
                    className="event-editor__count"
                  />
                  <span className="event-editor__unit muted">{t("calendarEditor.times")}</span>
                </span>
              )}
              {type === "END_DATE" && values.endType === type && (
                <Calendar
                  inputId="event-until"
                  value={dateOfIso(values.endDate)}
                  onChange={(event) => edit("endDate", event.value instanceof Date ? isoDateOf(event.value) : null)}
                  dateFormat="dd.mm.yy"
                  placeholder={t("calendarEditor.datePlaceholder")}
                  showIcon
                  invalid={Boolean(untilError)}
                  aria-label={t("calendarEditor.until")}
                  aria-describedby={untilError ? fieldErrorId("event-until") : undefined}
                  className="event-editor__until"
                />
              )}
            </div>
          ))}
        </div>
        <FieldError id="event-count" error={values.endType === "AFTER_TIMES_END" ? countError : undefined} />
        <FieldError id="event-until" error={values.endType === "END_DATE" ? untilError : undefined} />
      </div>
    </fieldset>
  );
}
