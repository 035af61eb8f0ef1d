import type { EndType } from "@alarm/contract";
import { Calendar } from "primereact/calendar";
import { InputNumber } from "primereact/inputnumber";
import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../form-field";
import { dateOfIso, isoDateOf } from "./date-text";
import { FieldError, type RecurrencePartProps } from "./recurrence-parts";

const END_TYPES: readonly EndType[] = ["NEVER", "AFTER_TIMES_END", "END_DATE"];

/** How a recurrence ends: never, after a number of times, or on a date. */
export function RecurrenceEndChoice({ values, edit, errorOf }: RecurrencePartProps) {
  const { t } = useTranslation();
  const countError = errorOf("countAfterTimesEnd");
  const untilError = errorOf("endDate");

  return (
    <div className="form-field">
      <span className="form-field__label">{t("calendarEditor.endType")}</span>
      <div className="event-editor__choices stack gap-s event-editor__choices--ends" role="radiogroup" aria-label={t("calendarEditor.endType")}>
        {END_TYPES.map((type) => (
          <div key={type} className="event-editor__choice cluster wrap">
            <RadioButton
              inputId={`event-end-${type}`}
              name="event-end-type"
              value={type}
              checked={values.endType === type}
              onChange={() => edit("endType", type)}
            />
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
  );
}
