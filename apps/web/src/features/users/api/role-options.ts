import { listResponse, role, type Role } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { usersQueryKey } from "./query-keys";

/** A role a user can be given: its name, organization and what it grants. */
export type RoleOption = Pick<Role, "id" | "name" | "orgId" | "orgName" | "authorities">;

const rolesPage = listResponse.extend({
  list: role.pick({ id: true, name: true, orgId: true, orgName: true, authorities: true }).array(),
});

/** Roles for the picker are fetched in one page of this size (SPEC section 9: pickers use 1000). */
export const ROLE_OPTIONS_PAGE_SIZE = 1000;

export function fetchRoleOptions(orgId: number, signal?: AbortSignal) {
  return api.post("/list", {
    schema: rolesPage,
    body: {
      type: "USERGROUP",
      parentOrgId: orgId,
      recursive: true,
      currentPage: 1,
      pageSize: ROLE_OPTIONS_PAGE_SIZE,
      sortField: "name",
      sortOrder: "ASCENDING",
    },
    signal,
  });
}

/** The roles of the signed-in administrator's organization and below: the ones they may hand out. */
export function roleOptionsQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: [...usersQueryKey, "role-options", orgId],
    queryFn: async ({ signal }): Promise<RoleOption[]> => (await fetchRoleOptions(orgId, signal)).list,
    // Roles are created and changed on the roles screen: read afresh each time the editor opens.
    staleTime: 0,
  });
}

export function useRoleOptions(orgId: number | null) {
  return useQuery({ ...roleOptionsQueryOptions(orgId ?? 0), enabled: orgId !== null });
}
