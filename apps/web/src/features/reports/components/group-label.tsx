import { ALARM_STATUSES, type AlarmStatus, type ReportGrouping } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { AlarmStatusTag } from "../../../components/alarm-status/status-tag";

const isStatus = (value: string): value is AlarmStatus => (ALARM_STATUSES as readonly string[]).includes(value);

/** A group's value as the report shows it: a status as its tag, a missing value as "(none)". */
export function GroupLabel({ grouping, value }: { grouping: ReportGrouping; value: string | null }) {
  const { t } = useTranslation();
  if (value === null || value === "") return <span className="muted">{t("reports.noGroupValue")}</span>;
  if (grouping === "STATUS" && isStatus(value)) return <AlarmStatusTag status={value} />;
  return <span>{value}</span>;
}

/** The same as text (chart legends, exports of the chart). */
export function groupText(grouping: ReportGrouping, value: string | null, t: (key: string) => string): string {
  if (value === null || value === "") return t("reports.noGroupValue");
  return grouping === "STATUS" && isStatus(value) ? t(`alarmStatuses.${value}`) : value;
}
