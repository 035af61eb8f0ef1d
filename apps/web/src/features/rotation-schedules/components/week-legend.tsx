import { useTranslation } from "react-i18next";
import { INACTIVE_COLOUR } from "../../../components/calendar-editor/calendar-view";
import { HOLIDAY_ICONS } from "./holiday-marks";
import type { ScheduleKindView } from "./schedule-kinds";

/** What the colours and marks of the blocks mean. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function WeekLegend({ kind }: { kind: ScheduleKindView<any, any> }) {
  const { t } = useTranslation();
  const entries = [
    ...kind.legend(t),
    { colour: "transparent", label: t("rotationSchedules.holiday.ONLY_ON_HOLIDAYS"), icon: HOLIDAY_ICONS.ONLY_ON_HOLIDAYS ?? undefined },
    { colour: "transparent", label: t("rotationSchedules.holiday.NEVER_ON_HOLIDAYS"), icon: HOLIDAY_ICONS.NEVER_ON_HOLIDAYS ?? undefined },
    { colour: INACTIVE_COLOUR, label: t("rotationSchedules.legend.inactive") },
  ];
  return (
    <ul className="rotation-legend cluster wrap gap-l" aria-label={t("rotationSchedules.legend.label")}>
      {entries.map((entry) => (
        <li key={entry.label} className="cluster gap-s">
          {entry.colour !== "transparent" && <span className="rotation-legend__swatch" style={{ background: entry.colour }} aria-hidden="true" />}
          {entry.icon && <i className={`pi ${entry.icon}`} aria-hidden="true" />}
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
