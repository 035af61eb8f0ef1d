import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { HOLIDAY_CHOICES } from "../model/rotation-event";
import { HOLIDAY_ICONS } from "./holiday-marks";
import type { TimingPartProps } from "./timing-part";

/** What a rotation event does on holidays. */
export function EventHolidayChoice({ timing, set }: Pick<TimingPartProps, "timing" | "set">) {
  const { t } = useTranslation();
  return (
    <div className="form-field">
      <span className="form-field__label">{t("rotationSchedules.event.holiday")}</span>
      <div className="stack gap-s" role="radiogroup" aria-label={t("rotationSchedules.event.holiday")}>
        {HOLIDAY_CHOICES.map((choice) => (
          <div key={choice} className="rotation-event__choice cluster">
            <RadioButton
              inputId={`rotation-event-holiday-${choice}`}
              name="rotation-event-holiday"
              value={choice}
              checked={timing.holiday === choice}
              onChange={() => set("holiday", choice)}
            />
            <label htmlFor={`rotation-event-holiday-${choice}`} className="cluster gap-s">
              {HOLIDAY_ICONS[choice] && <i className={`pi ${HOLIDAY_ICONS[choice]}`} aria-hidden="true" />}
              {t(`rotationSchedules.holiday.${choice}`)}
            </label>
          </div>
        ))}
      </div>
    </div>
  );
}
