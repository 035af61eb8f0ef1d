import { DASHBOARD_PERIODS, type DashboardPeriod } from "@alarm/contract";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";

/** The period a chart widget shows (docs/domain-rules.md#constants), stored in the widget. */
export function PeriodSelect({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const options = DASHBOARD_PERIODS.map((period) => ({ value: period, label: t(`dashboard.periods.${period}`) }));
  return (
    <Dropdown
      inputId={id}
      className="dashboard-period"
      value={value}
      options={options}
      onChange={(event) => onChange(event.value as DashboardPeriod)}
      aria-label={label ?? t("dashboard.period")}
    />
  );
}
