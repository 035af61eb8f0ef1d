import { assignableRoles, type Role } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { usersQueryKey } from "./query-keys";

/** A role a user can be given: its name, organization and what it grants. */
export type RoleOption = Pick<Role, "id" | "name" | "orgId" | "orgName" | "authorities">;

/** GET /users/assignable-roles/{orgId}: the roles of the organization and its parents that the administrator sees. */
export function fetchRoleOptions(orgId: number, signal?: AbortSignal) {
  return api.get(`/users/assignable-roles/${orgId}`, { schema: assignableRoles, signal });
}

/** The roles a user of `orgId` may be given: those of that organization and of its parents. */
export function roleOptionsQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: [...usersQueryKey, "role-options", orgId],
    queryFn: async ({ signal }): Promise<RoleOption[]> => fetchRoleOptions(orgId, signal),
    // Roles are created and changed on the roles screen: read afresh each time the editor opens.
    staleTime: 0,
  });
}

export function useRoleOptions(orgId: number | null) {
  return useQuery({ ...roleOptionsQueryOptions(orgId ?? 0), enabled: orgId !== null });
}
