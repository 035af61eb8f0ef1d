import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../form-field";
import { FieldError, weekdayName, type RecurrencePartProps } from "./recurrence-parts";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The days of a weekly recurrence, as toggle buttons. */
export function RecurrenceWeekdaysField({ values, edit, errorOf }: RecurrencePartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const daysError = errorOf("markedDays");
  const toggle = (day: number, on: boolean) =>
    edit("markedDays", on ? values.markedDays.filter((marked) => marked !== day) : [...values.markedDays, day].sort((a, b) => a - b));

  return (
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
              onClick={() => toggle(day, on)}
            >
              {weekdayName(day, language, "short")}
            </button>
          );
        })}
      </div>
      <FieldError id="event-marked-days" error={daysError} />
    </div>
  );
}
