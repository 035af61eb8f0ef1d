import { useTranslation } from "react-i18next";
import { formDateText } from "../calendar-editor/date-text";

/** "Monday 01.06.2026" for a YYYY-MM-DD day, the weekday in the interface language. */
export function DayHeading({ day }: { day: string }) {
  const { i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language || "en", { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
  return (
    <h3 className="on-call-day__title">
      <span className="on-call-day__weekday">{weekday}</span> {formDateText(day)}
    </h3>
  );
}
