import type { AlarmStatus } from "@alarm/contract";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { ALARM_STATUS_TONE } from "../../../components/alarm-status/status-tones";
import { useReportFormats } from "./use-report-formats";

/** How many alarms ended in each status, as the status tags with their counts (statuses without alarms left out). */
export function StatusCounts({ statuses, byStatus }: { statuses: readonly AlarmStatus[]; byStatus: Record<string, number> }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  return (
    <span className="report-status-counts cluster wrap gap-xs">
      {statuses
        .filter((status) => (byStatus[status] ?? 0) > 0)
        .map((status) => (
          <Tag key={status} className="alarm-status" data-status={status} severity={ALARM_STATUS_TONE[status]}>
            {t(`alarmStatuses.${status}`)} <strong>{formats.number(byStatus[status]!)}</strong>
          </Tag>
        ))}
    </span>
  );
}
