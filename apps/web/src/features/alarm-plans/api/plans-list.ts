import { listResponse, type ListItem, type MediaProcessingType, type SORT_ORDERS } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alarmPlansQueryKey } from "./query-keys";

/** A row of the alarm plans table. */
export interface PlanRow {
  id: number;
  name: string;
  description: string | null;
  rankCount: number;
  mediaProcessingType: MediaProcessingType;
  orgId: number;
  orgName: string;
}

/** SPEC section 9: alarm plan lists show 20 rows a page. */
export const PLANS_PAGE_SIZE = 20;
export const PLAN_SORT_FIELDS = ["name", "orgName"] as const;
export type PlanSortField = (typeof PLAN_SORT_FIELDS)[number];

export interface PlansListParams {
  parentOrgId: number;
  recursive: boolean;
  filterValue: string;
  /** Counts from 1. */
  currentPage: number;
  sortField: PlanSortField;
  sortOrder: (typeof SORT_ORDERS)[number];
}

export function toPlanRow(item: ListItem): PlanRow {
  return {
    id: item.id,
    name: item.name,
    description: item.description ?? null,
    rankCount: typeof item.rankCount === "number" ? item.rankCount : 0,
    mediaProcessingType: item.mediaProcessingType === "ALL_AT_ONCE" ? "ALL_AT_ONCE" : "BY_RANK",
    orgId: item.orgId,
    orgName: item.orgName,
  };
}

export async function fetchPlans(params: PlansListParams, signal?: AbortSignal) {
  const page = await api.post("/list", { schema: listResponse, body: { type: "ALARMPLAN", pageSize: PLANS_PAGE_SIZE, ...params }, signal });
  return { ...page, list: page.list.map(toPlanRow) };
}

export function plansListQueryOptions(params: PlansListParams) {
  return queryOptions({
    queryKey: [...alarmPlansQueryKey, "list", params],
    queryFn: ({ signal }) => fetchPlans(params, signal),
    // Paging, sorting and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function usePlansList(params: PlansListParams, enabled = true) {
  return useQuery({ ...plansListQueryOptions(params), enabled });
}
