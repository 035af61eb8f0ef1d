import { DEFAULT_ALARM_ICON, type AlarmRow, type MaintenanceNow } from "@alarm/contract";
import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { ObjectListColumn } from "../../../components/object-list/object-list-table";
import type { AlarmSortField } from "../model/alarm-filter";
import type { AlarmView } from "../model/alarm-tabs";
import { formatDateTime } from "../../../lib/format-date";
import { MaintenanceTag } from "./maintenance-tag";
import { ShelvedTag } from "../../../components/shelving/shelved-tag";
import { IncidentBadge } from "../../../components/incidents/incident-badge";
import { AlarmStatusTag, NeedsAttentionTag } from "../../../components/alarm-status/status-tag";

export const ALARM_COLUMN_KEYS = ["status", "priority", "name", "systemId", "triggeredBy", "triggeredAt", "accepted", "organization", "endedAt"] as const;
export type AlarmColumnKey = (typeof ALARM_COLUMN_KEYS)[number];
export type AlarmColumn = ObjectListColumn<AlarmRow, AlarmColumnKey, AlarmSortField>;

/** The column-selection list (docs/domain-rules.md#screens) of the open alarms and of the history, each remembered as `columns.<table>`. */
export const COLUMNS_TABLE_OF: Record<AlarmView, string> = { all: "alarmTable", my: "alarmTable", history: "alarmHistory" };
export const COLUMN_KEYS_OF: Record<AlarmView, readonly AlarmColumnKey[]> = {
  all: ALARM_COLUMN_KEYS.filter((key) => key !== "endedAt"),
  my: ALARM_COLUMN_KEYS.filter((key) => key !== "endedAt"),
  history: ALARM_COLUMN_KEYS,
};

export function AlarmIcon({ icon }: { icon: AlarmRow["icon"] | null }) {
  const { name, color } = icon ?? DEFAULT_ALARM_ICON;
  return <i className={`pi pi-${name} alarm-icon`} style={{ color }} aria-hidden="true" />;
}

/** "repeated N times": the system that raised the alarm sent it again while it was open. */
export function RepeatBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  const text = t("alarmTable.source.repeatedTimes", { count });
  return (
    <Tag severity="info" icon="pi pi-replay" title={text} data-testid="alarm-repeat-count" data-count={count}>
      <span aria-hidden="true">{t("alarmTable.source.repeatedBadge", { count })}</span>
      <span className="visually-hidden">{text}</span>
    </Tag>
  );
}

/** Who raised the alarm: a user by name with the login beside it, a system by the name it gave. */
export function TriggeredBy({ alarm }: { alarm: Pick<AlarmRow, "triggeredBy" | "triggeredByName"> }) {
  if (!alarm.triggeredByName) return <span className="alarm-triggered-by">{alarm.triggeredBy}</span>;
  return (
    <span className="alarm-triggered-by">
      {alarm.triggeredByName} <small className="muted">{alarm.triggeredBy}</small>
    </span>
  );
}

/** The status, and for an alarm nobody handled its mark and the operator's Acknowledge. */
function statusCell(row: AlarmRow, t: TFunction, onAcknowledge: (row: AlarmRow) => void) {
  if (!row.needsAttention) return <AlarmStatusTag status={row.status} />;
  return (
    <span className="flex flex-column align-items-start gap-1">
      <AlarmStatusTag status={row.status} />
      <NeedsAttentionTag />
      <Button
        type="button"
        size="small"
        text
        icon="pi pi-check-circle"
        label={t("alarmTable.actions.acknowledge")}
        aria-label={t("alarmTable.attention.acknowledgeLabel", { name: row.name })}
        className="alarm-attention__acknowledge p-1"
        onClick={(event) => {
          // The row itself opens the details.
          event.stopPropagation();
          onAcknowledge(row);
        }}
      />
    </span>
  );
}

/** The columns of a view; the name links to the alarm's details (`detailsHref`) and says when its point is in maintenance (`maintenance`). */
export function alarmColumns(
  view: AlarmView,
  detailsHref: (id: number) => string,
  onAcknowledge: (row: AlarmRow) => void,
  maintenance?: MaintenanceNow,
): readonly AlarmColumn[] {
  const all: AlarmColumn[] = [
    { key: "status", headerKey: "alarmTable.columns.status", sortField: "status", body: (row, t) => statusCell(row, t, onAcknowledge) },
    { key: "priority", headerKey: "alarmTable.columns.priority", sortField: "priority", body: (row) => <span className="alarm-priority">{row.priority}</span> },
    {
      key: "name",
      headerKey: "alarmTable.columns.name",
      sortField: "name",
      body: (row) => (
        <>
          <Link className="alarm-name" to={detailsHref(row.id)}>
            <AlarmIcon icon={row.icon} />
            <span>{row.name}</span>
            {row.repeatCount > 0 && <RepeatBadge count={row.repeatCount} />}
          </Link>
          {maintenance && <MaintenanceTag row={row} now={maintenance} />}
          {view !== "history" && <ShelvedTag alarmPointId={row.alarmPointId} />}
          <IncidentBadge alarm={row} />
        </>
      ),
    },
    {
      key: "systemId",
      headerKey: "alarmTable.columns.systemId",
      sortField: "systemId",
      body: (row) => <code className="alarm-system-id muted">{row.systemId ?? ""}</code>,
    },
    { key: "triggeredBy", headerKey: "alarmTable.columns.triggeredBy", sortField: "triggeredBy", body: (row) => <TriggeredBy alarm={row} /> },
    {
      key: "triggeredAt",
      headerKey: "alarmTable.columns.triggeredAt",
      sortField: "triggeredAt",
      body: (row, t) => (
        <span className="alarm-time">
          {formatDateTime(row.triggeredAt)}
          {row.status === "SCHEDULED" && row.scheduledFor && <small>{t("alarmTable.table.scheduledFor", { time: formatDateTime(row.scheduledFor) })}</small>}
        </span>
      ),
    },
    {
      key: "accepted",
      headerKey: "alarmTable.columns.accepted",
      body: (row, t) => (
        <span className="alarm-accepted" title={t("alarmTable.table.acceptedTitle", { accepted: row.acceptedCount, required: row.confirmPriority })}>
          {row.acceptedCount}/{row.confirmPriority}
        </span>
      ),
    },
    { key: "organization", headerKey: "alarmTable.columns.organization", body: (row) => row.orgName },
    { key: "endedAt", headerKey: "alarmTable.columns.endedAt", body: (row) => <span className="alarm-time">{formatDateTime(row.endedAt)}</span> },
  ];
  return all.filter((column) => COLUMN_KEYS_OF[view].includes(column.key));
}
