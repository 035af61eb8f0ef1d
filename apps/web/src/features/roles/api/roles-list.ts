import { listResponse, role, type Role, type SORT_ORDERS } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { rolesQueryKey } from "./query-keys";

/** A row of the roles table. */
export type RoleRow = Pick<Role, "id" | "name" | "orgId" | "orgName" | "authorities">;
export type SortOrder = (typeof SORT_ORDERS)[number];

const rolesPage = listResponse.extend({
  list: role.pick({ id: true, name: true, orgId: true, orgName: true, authorities: true }).array(),
});

export const ROLES_PAGE_SIZE = 20;
/** Fields the server sorts roles by. */
export const ROLE_SORT_FIELDS = ["name", "orgName"] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

export interface RolesListParams {
  parentOrgId: number;
  recursive: boolean;
  filterValue: string;
  /** Counts from 1. */
  currentPage: number;
  sortField: RoleSortField;
  sortOrder: SortOrder;
}

export function fetchRoles(params: RolesListParams, signal?: AbortSignal) {
  return api.post("/list", {
    schema: rolesPage,
    body: { type: "USERGROUP", pageSize: ROLES_PAGE_SIZE, ...params },
    signal,
  });
}

export function rolesListQueryOptions(params: RolesListParams) {
  return queryOptions({
    queryKey: [...rolesQueryKey, "list", params],
    queryFn: ({ signal }) => fetchRoles(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRolesList(params: RolesListParams, enabled = true) {
  return useQuery({ ...rolesListQueryOptions(params), enabled });
}
