import type { AlarmRow, MaintenanceNow } from "@alarm/contract";
import { Tag } from "primereact/tag";
import { Tooltip } from "primereact/tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { maintenanceWindowsOf } from "../../../components/maintenance/maintenance-rows";

/** "In maintenance" beside an alarm whose point is in a maintenance window now; the window's name and end in a tooltip. */
export function MaintenanceTag({ row, now }: { row: AlarmRow; now: MaintenanceNow }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const windows = maintenanceWindowsOf(row, now);
  if (windows.length === 0) return null;
  const text = windows.map((window) => t("maintenance.alarmTable.window", { name: window.name, end: formatDateTime(window.end) })).join("; ");
  return (
    <>
      {/* Focusable for the tooltip; screen readers read the windows from the hidden text, as a span may not be named. */}
      <span
        ref={setAnchor}
        className="alarm-maintenance inline-cluster"
        style={{ marginLeft: "0.5rem", verticalAlign: "middle" }}
        data-testid="alarm-maintenance-tag"
        tabIndex={0}
      >
        <Tag severity="warning" icon="pi pi-wrench" value={t("maintenance.alarmTable.tag")} />
        <span className="visually-hidden">: {text}</span>
      </span>
      {anchor && <Tooltip target={anchor} content={text} position="top" />}
    </>
  );
}
