import { alarmIcon, listResponse, type AlarmIcon, type ListItem, type SORT_ORDERS } from "@alarm/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alarmPointsQueryKey } from "./query-keys";

/** A row of the alarm points table. */
export interface PointRow {
  id: number;
  name: string;
  icon: AlarmIcon | null;
  systemId: string | null;
  alarmPlanName: string | null;
  priority: number | null;
  acknowledgeMode: string | null;
  deletedAt: string | null;
  orgId: number;
  orgName: string;
}

export type SortOrder = (typeof SORT_ORDERS)[number];

/** SPEC section 9: 20 rows a page. */
export const POINTS_PAGE_SIZE = 20;
export const POINT_SORT_FIELDS = ["name", "systemId", "alarmPlanName", "priority", "orgName", "deletedAt"] as const;
export type PointSortField = (typeof POINT_SORT_FIELDS)[number];

export interface PointsListParams {
  parentOrgId: number;
  recursive: boolean;
  filterValue: string;
  currentPage: number;
  sortField: PointSortField;
  sortOrder: SortOrder;
  /** The deleted alarm points screen lists the deleted ones. */
  deletedAlarm: boolean;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

export function toPointRow(item: ListItem): PointRow {
  const icon = alarmIcon.safeParse(item.icon);
  return {
    id: item.id,
    name: item.name,
    icon: icon.success ? icon.data : null,
    systemId: text(item.systemId),
    alarmPlanName: text(item.alarmPlanName),
    priority: typeof item.priority === "number" ? item.priority : null,
    acknowledgeMode: text(item.acknowledgeMode),
    deletedAt: text(item.deletedAt),
    orgId: item.orgId,
    orgName: item.orgName,
  };
}

export async function fetchPoints(params: PointsListParams, signal?: AbortSignal) {
  const page = await api.post("/list", { schema: listResponse, body: { type: "ALARMPOINT", pageSize: POINTS_PAGE_SIZE, ...params }, signal });
  return { ...page, list: page.list.map(toPointRow) };
}

export function usePointsList(params: PointsListParams, enabled = true) {
  return useQuery({
    queryKey: [...alarmPointsQueryKey, "list", params],
    queryFn: ({ signal }) => fetchPoints(params, signal),
    // Paging, sorting and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}
