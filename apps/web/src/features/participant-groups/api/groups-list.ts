import { listResponse, type ListItem, type SORT_ORDERS } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantGroupsQueryKey } from "./query-keys";

/** A row of the groups table. */
export interface GroupRow {
  id: number;
  name: string;
  description: string | null;
  memberCount: number;
  orgId: number;
  orgName: string;
}

export type SortOrder = (typeof SORT_ORDERS)[number];

/** SPEC section 9: lists of this screen show 20 rows a page. */
export const GROUPS_PAGE_SIZE = 20;
export const GROUP_SORT_FIELDS = ["name", "orgName"] as const;
export type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];

export interface GroupsListParams {
  parentOrgId: number;
  recursive: boolean;
  filterValue: string;
  /** Counts from 1. */
  currentPage: number;
  sortField: GroupSortField;
  sortOrder: SortOrder;
}

export function toGroupRow(item: ListItem): GroupRow {
  return {
    id: item.id,
    name: item.name,
    description: item.description ?? null,
    memberCount: typeof item.memberCount === "number" ? item.memberCount : 0,
    orgId: item.orgId,
    orgName: item.orgName,
  };
}

export async function fetchGroups(params: GroupsListParams, signal?: AbortSignal) {
  const page = await api.post("/list", { schema: listResponse, body: { type: "PARTICIPANT_GROUP", pageSize: GROUPS_PAGE_SIZE, ...params }, signal });
  return { ...page, list: page.list.map(toGroupRow) };
}

export function groupsListQueryOptions(params: GroupsListParams) {
  return queryOptions({
    queryKey: [...participantGroupsQueryKey, "list", params],
    queryFn: ({ signal }) => fetchGroups(params, signal),
    // Paging, sorting and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useGroupsList(params: GroupsListParams, enabled = true) {
  return useQuery({ ...groupsListQueryOptions(params), enabled });
}
