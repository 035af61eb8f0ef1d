import type { ListRowOf } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { objectListQueryOptions, type ObjectListParams } from "../../../components/object-list/object-list-query";
import { alarmPlansQueryKey } from "./query-keys";

/** A row of the alarm plans table. */
export type PlanRow = ListRowOf<"ALARMPLAN">;

/** Alarm plan lists show 20 rows a page (docs/domain-rules.md#constants). */
export const PLANS_PAGE_SIZE = 20;
export const PLAN_SORT_FIELDS = ["name", "orgName"] as const;
export type PlanSortField = (typeof PLAN_SORT_FIELDS)[number];
export type PlansListParams = ObjectListParams<PlanSortField>;

export function plansListQueryOptions(params: PlansListParams) {
  return objectListQueryOptions("ALARMPLAN", { queryKey: alarmPlansQueryKey, pageSize: PLANS_PAGE_SIZE }, params);
}

export function usePlansList(params: PlansListParams, enabled = true) {
  return useQuery({ ...plansListQueryOptions(params), enabled });
}
