import type { ListRowOf } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { objectListQueryOptions, type ObjectListParams } from "../../../components/object-list/object-list-query";
import { participantGroupsQueryKey } from "./query-keys";

/** A row of the groups table. */
export type GroupRow = ListRowOf<"PARTICIPANT_GROUP">;

/** Lists of this screen show 20 rows a page (docs/domain-rules.md#constants). */
export const GROUPS_PAGE_SIZE = 20;
export const GROUP_SORT_FIELDS = ["name", "orgName"] as const;
export type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];
export type GroupsListParams = ObjectListParams<GroupSortField>;

export function groupsListQueryOptions(params: GroupsListParams) {
  return objectListQueryOptions("PARTICIPANT_GROUP", { queryKey: participantGroupsQueryKey, pageSize: GROUPS_PAGE_SIZE }, params);
}

export function useGroupsList(params: GroupsListParams, enabled = true) {
  return useQuery({ ...groupsListQueryOptions(params), enabled });
}
