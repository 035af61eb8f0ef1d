import { Link } from "react-router-dom";
import { formDateText } from "../../../components/calendar-editor/date-text";
import type { ObjectListColumn } from "../../../components/object-list/object-list-table";
import type { ScheduleRow, ScheduleSortField } from "../api/schedules-list";

export const SCHEDULE_COLUMN_KEYS = ["name", "description", "validFrom", "organization"] as const;
export type ScheduleColumnKey = (typeof SCHEDULE_COLUMN_KEYS)[number];
export const DEFAULT_SCHEDULE_COLUMNS: readonly ScheduleColumnKey[] = SCHEDULE_COLUMN_KEYS;

/** The columns of a schedules table; the name links to the schedule's editor on `route`. */
export function scheduleColumns(route: string): readonly ObjectListColumn<ScheduleRow, ScheduleColumnKey, ScheduleSortField>[] {
  return [
    {
      key: "name",
      headerKey: "rotationSchedules.columns.name",
      sortField: "name",
      body: (row) => (
        <Link className="schedules-table__name" to={`${route}?id=${row.id}`}>
          {row.name}
        </Link>
      ),
    },
    {
      key: "description",
      headerKey: "rotationSchedules.columns.description",
      body: (row) => <span className="object-list-table__clamped">{row.description ?? ""}</span>,
    },
    { key: "validFrom", headerKey: "rotationSchedules.columns.validFrom", body: (row) => (row.validFrom ? formDateText(row.validFrom.slice(0, 10)) : "") },
    { key: "organization", headerKey: "rotationSchedules.columns.organization", sortField: "orgName", body: (row) => row.orgName },
  ];
}
