import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../form-field";
import { RecurrenceEndChoice } from "./recurrence-end-choice";
import { RecurrenceMonthChoice } from "./recurrence-month-choice";
import { FieldError, type RecurrencePartProps } from "./recurrence-parts";
import { RecurrenceWeekdaysField } from "./recurrence-weekdays-field";
import { EVENT_REPEAT_TYPES, type EventRepeatType } from "./timing-form-model";

/** How a recurring entry repeats: repeat type, every N, marked days, day of the month, and its end. */
export function EventRecurrenceFields({ values, edit, errorOf }: RecurrencePartProps) {
  const { t } = useTranslation();
  const repeatOptions = EVENT_REPEAT_TYPES.map((type) => ({ value: type, label: t(`calendarEditor.repeatTypes.${type}`) }));
  const everyError = errorOf("repeatEvery");

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

      {values.repeatType === "WEEKLY" && <RecurrenceWeekdaysField values={values} edit={edit} errorOf={errorOf} />}
      {values.repeatType === "MONTHLY" && <RecurrenceMonthChoice values={values} edit={edit} />}
      <RecurrenceEndChoice values={values} edit={edit} errorOf={errorOf} />
    </fieldset>
  );
}
