import { Link } from "react-router-dom";
import type { ObjectListColumn } from "../../../components/object-list/object-list-table";
import { formatDateTime } from "../../../lib/format-date";
import type { PointRow, PointSortField } from "../api/points-list";
import { PointIcon } from "./point-icon";

export const POINT_COLUMN_KEYS = ["name", "systemId", "plan", "priority", "acknowledgeMode", "organization", "deletedAt"] as const;
export type PointColumnKey = (typeof POINT_COLUMN_KEYS)[number];

export type PointColumn = ObjectListColumn<PointRow, PointColumnKey, PointSortField>;

/** Where a row's name leads: the editor of the screen the table is on. */
export type PointsMode = "active" | "deleted";
export const SCREEN_PATH: Record<PointsMode, string> = { active: "/alarm-points", deleted: "/deleted-alarm-points" };

/** The table's name in localStorage `columns.<table>`, and the columns shown at first, per screen. */
export const POINTS_TABLE: Record<PointsMode, string> = { active: "alarmPoints", deleted: "deletedAlarmPoints" };
export const DEFAULT_POINT_COLUMNS: Record<PointsMode, readonly PointColumnKey[]> = {
  active: ["name", "systemId", "plan", "priority", "acknowledgeMode", "organization"],
  deleted: ["name", "systemId", "plan", "deletedAt", "organization"],
};
export const COLUMN_KEYS_OF: Record<PointsMode, readonly PointColumnKey[]> = {
  active: POINT_COLUMN_KEYS.filter((key) => key !== "deletedAt"),
  deleted: POINT_COLUMN_KEYS,
};

export function pointColumns(mode: PointsMode): readonly PointColumn[] {
  const all: PointColumn[] = [
    {
      key: "name",
      headerKey: "alarmPoints.columns.name",
      sortField: "name",
      body: (row) => (
        <Link className="points-table__name" to={`${SCREEN_PATH[mode]}/${row.id}`}>
          <PointIcon icon={row.icon} />
          <span>{row.name}</span>
        </Link>
      ),
    },
    {
      key: "systemId",
      headerKey: "alarmPoints.columns.systemId",
      sortField: "systemId",
      body: (row) => <code className="points-table__system-id muted">{row.systemId ?? ""}</code>,
    },
    { key: "plan", headerKey: "alarmPoints.columns.plan", sortField: "alarmPlanName", body: (row) => row.alarmPlanName ?? "" },
    { key: "priority", headerKey: "alarmPoints.columns.priority", sortField: "priority", body: (row) => row.priority },
    {
      key: "acknowledgeMode",
      headerKey: "alarmPoints.columns.acknowledgeMode",
      body: (row, t) => t(`alarmDefinition.acknowledgeModes.${row.acknowledgeMode}`),
    },
    { key: "organization", headerKey: "alarmPoints.columns.organization", sortField: "orgName", body: (row) => row.orgName },
    { key: "deletedAt", headerKey: "alarmPoints.columns.deletedAt", sortField: "deletedAt", body: (row) => formatDateTime(row.deletedAt) },
  ];
  return all.filter((column) => COLUMN_KEYS_OF[mode].includes(column.key));
}
