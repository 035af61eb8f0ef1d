import { Checkbox } from "primereact/checkbox";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../../../components/form-field";
import type { TimingPartProps } from "./timing-part";
import { weekdayName } from "./weekday-names";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekdays a rotation event is in force on, one checkbox each. */
export function EventDaysField({ timing, set, errorOf }: TimingPartProps) {
  const { t, i18n } = useTranslation();
  const daysError = errorOf("markedDays");
  const toggle = (day: number, on: boolean) =>
    set("markedDays", on ? timing.markedDays.filter((marked) => marked !== day) : [...timing.markedDays, day].sort((a, b) => a - b));

  return (
    <div className="form-field">
      <span className="form-field__label" id="rotation-event-days-label">
        {t("rotationSchedules.event.markedDays")}
        <span className="required-marker" aria-hidden="true">
          *
        </span>
      </span>
      <div
        className="row wrap gap-m"
        role="group"
        aria-labelledby="rotation-event-days-label"
        aria-describedby={daysError ? fieldErrorId("rotation-event-days") : undefined}
      >
        {WEEKDAYS.map((day) => {
          const on = timing.markedDays.includes(day);
          return (
            <span key={day} className="cluster gap-s">
              <Checkbox inputId={`rotation-event-day-${day}`} checked={on} onChange={() => toggle(day, on)} invalid={Boolean(daysError)} />
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
  );
}
