import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";

export const MIN_YEAR = 1970;
export const MAX_YEAR = 2200;

interface YearSwitcherProps {
  year: number;
  currentYear: number;
  onChange: (year: number) => void;
}

/** The year shown: one back, one forward, or back to this year. */
export function YearSwitcher({ year, currentYear, onChange }: YearSwitcherProps) {
  const { t } = useTranslation();
  return (
    <div className="hol-years cluster" role="group" aria-label={t("holidays.year.label")}>
      <Button
        type="button"
        icon="pi pi-chevron-left"
        outlined
        aria-label={t("holidays.year.previous", { year: year - 1 })}
        disabled={year <= MIN_YEAR}
        onClick={() => onChange(year - 1)}
      />
      <span className="hol-years__year" aria-live="polite">
        {year}
      </span>
      <Button
        type="button"
        icon="pi pi-chevron-right"
        outlined
        aria-label={t("holidays.year.next", { year: year + 1 })}
        disabled={year >= MAX_YEAR}
        onClick={() => onChange(year + 1)}
      />
      <Button type="button" label={t("holidays.year.current")} text disabled={year === currentYear} onClick={() => onChange(currentYear)} />
    </div>
  );
}
