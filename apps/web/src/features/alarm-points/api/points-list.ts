import type { ListRowOf } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { objectListQueryOptions, type ObjectListParams } from "../../../components/object-list/object-list-query";
import { alarmPointsQueryKey } from "./query-keys";

/** A row of the alarm points table. */
export type PointRow = ListRowOf<"ALARMPOINT">;

/** 20 rows a page (docs/domain-rules.md#constants). */
export const POINTS_PAGE_SIZE = 20;
export const POINT_SORT_FIELDS = ["name", "systemId", "alarmPlanName", "priority", "orgName", "deletedAt"] as const;
export type PointSortField = (typeof POINT_SORT_FIELDS)[number];

export interface PointsListParams extends ObjectListParams<PointSortField> {
  /** The deleted alarm points screen lists the deleted ones. */
  deletedAlarm: boolean;
}

export function usePointsList(params: PointsListParams, enabled = true) {
  return useQuery({ ...objectListQueryOptions("ALARMPOINT", { queryKey: alarmPointsQueryKey, pageSize: POINTS_PAGE_SIZE }, params), enabled });
}
