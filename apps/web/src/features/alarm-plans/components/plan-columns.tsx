import { Link } from "react-router-dom";
import type { ObjectListColumn } from "../../../components/object-list/object-list-table";
import type { PlanRow, PlanSortField } from "../api/plans-list";
import { PROCESSING_TEXTS } from "./plan-media-fields";

export const PLAN_COLUMN_KEYS = ["name", "description", "ranks", "processing", "organization"] as const;
export type PlanColumnKey = (typeof PLAN_COLUMN_KEYS)[number];
export const DEFAULT_PLAN_COLUMNS: readonly PlanColumnKey[] = PLAN_COLUMN_KEYS;
/** The table's name in localStorage `columns.<table>`. */
export const PLANS_TABLE = "alarmPlans";

export const PLAN_COLUMNS: readonly ObjectListColumn<PlanRow, PlanColumnKey, PlanSortField>[] = [
  {
    key: "name",
    headerKey: "alarmPlans.columns.name",
    sortField: "name",
    body: (row) => (
      <Link className="plans-table__name" to={`/alarm-plans/${row.id}`}>
        {row.name}
      </Link>
    ),
  },
  {
    key: "description",
    headerKey: "alarmPlans.columns.description",
    body: (row) => <span className="object-list-table__clamped">{row.description ?? ""}</span>,
  },
  { key: "ranks", headerKey: "alarmPlans.columns.ranks", body: (row) => row.rankCount },
  { key: "processing", headerKey: "alarmPlans.columns.processing", body: (row, t) => t(PROCESSING_TEXTS[row.mediaProcessingType].label) },
  { key: "organization", headerKey: "alarmPlans.columns.organization", sortField: "orgName", body: (row) => row.orgName },
];
