import { listPageOf, type ListedObjectType } from "@alarm/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import type { SortOrder } from "./object-list-state";

/** The paging, sorting and filter of an object list screen's POST /list call. */
export interface ObjectListParams<F extends string> {
  parentOrgId: number;
  recursive: boolean;
  filterValue: string;
  /** Counts from 1. */
  currentPage: number;
  sortField: F;
  sortOrder: SortOrder;
}

/** A page of `type` rows as the contract types them (POST /list with `params` and any further filter), under `queryKey`. */
export function objectListQueryOptions<T extends ListedObjectType, P extends ObjectListParams<string>>(
  type: T,
  { queryKey, pageSize }: { queryKey: readonly unknown[]; pageSize: number },
  params: P,
) {
  return queryOptions({
    queryKey: [...queryKey, "list", params],
    queryFn: ({ signal }) => api.post("/list", { schema: listPageOf(type), body: { type, pageSize, ...params }, signal }),
    // Paging, sorting and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
