import type { MonthSubType } from "@alarm/contract";
import { RadioButton } from "primereact/radiobutton";
import { useTranslation } from "react-i18next";
import { dateOfIso, isoWeekdayOf } from "./date-text";
import { weekdayName, type RecurrencePartProps } from "./recurrence-parts";

const MONTH_SUB_TYPES: readonly MonthSubType[] = ["DAY_OF_THE_MONTH", "DAY_OF_THE_WEEK"];

/** A monthly recurrence repeats on the start's day of the month, or on its weekday of the month ("the 2nd Tuesday"). */
export function RecurrenceMonthChoice({ values, edit }: Pick<RecurrencePartProps, "values" | "edit">) {
  const { t, i18n } = useTranslation();
  const dayOfMonth = dateOfIso(values.startDateSelected)?.getDate() ?? 1;
  const weekdayOfStart = weekdayName(isoWeekdayOf(values.startDateSelected), i18n.language, "long");
  const ordinal = t(`calendarEditor.ordinals.${Math.min(5, Math.ceil(dayOfMonth / 7))}`);

  return (
    <div className="form-field">
      <span className="form-field__label">{t("calendarEditor.monthSubType")}</span>
      <div className="event-editor__choices stack gap-s" role="radiogroup" aria-label={t("calendarEditor.monthSubType")}>
        {MONTH_SUB_TYPES.map((type) => (
          <div key={type} className="event-editor__choice cluster wrap">
            <RadioButton
              inputId={`event-month-${type}`}
              name="event-month-sub-type"
              value={type}
              checked={values.monthSubType === type}
              onChange={() => edit("monthSubType", type)}
            />
            <label htmlFor={`event-month-${type}`}>
              {type === "DAY_OF_THE_MONTH"
                ? t("calendarEditor.monthSubTypes.DAY_OF_THE_MONTH", { day: dayOfMonth })
                : t("calendarEditor.monthSubTypes.DAY_OF_THE_WEEK", { ordinal, weekday: weekdayOfStart })}
            </label>
          </div>
        ))}
      </div>
    </div>
  );
}
