import type { ListRowOf } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { objectListQueryOptions, type ObjectListParams } from "../../../components/object-list/object-list-query";
import { rolesQueryKey } from "./query-keys";

/** A row of the roles table. */
export type RoleRow = ListRowOf<"USERGROUP">;

export const ROLES_PAGE_SIZE = 20;
/** Fields the server sorts roles by. */
export const ROLE_SORT_FIELDS = ["name", "orgName"] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];
export type RolesListParams = ObjectListParams<RoleSortField>;

export function rolesListQueryOptions(params: RolesListParams) {
  return objectListQueryOptions("USERGROUP", { queryKey: rolesQueryKey, pageSize: ROLES_PAGE_SIZE }, params);
}

export function useRolesList(params: RolesListParams, enabled = true) {
  return useQuery({ ...rolesListQueryOptions(params), enabled });
}
