import { listResponse, user, type User } from "@alarm/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { rolesQueryKey } from "./query-keys";

/** A user holding a role, as POST /list/membership lists it. */
export type RoleMember = Pick<User, "id" | "login" | "name" | "surname" | "orgName" | "active">;

const membersPage = listResponse.extend({
  list: user.pick({ id: true, login: true, name: true, surname: true, orgName: true, active: true }).array(),
});

export const ROLE_MEMBERS_PAGE_SIZE = 10;

/** POST /list/membership {type: USER, referenceType: USERGROUP}: the users holding a role. */
export function fetchRoleMembers(roleId: number, currentPage: number, signal?: AbortSignal) {
  return api.post("/list/membership", {
    schema: membersPage,
    body: { type: "USER", referenceType: "USERGROUP", objectId: roleId, currentPage, pageSize: ROLE_MEMBERS_PAGE_SIZE },
    signal,
  });
}

export function roleMembersQueryOptions(roleId: number, currentPage: number) {
  return queryOptions({
    queryKey: [...rolesQueryKey, "members", roleId, currentPage],
    queryFn: ({ signal }) => fetchRoleMembers(roleId, currentPage, signal),
    placeholderData: keepPreviousData,
    // Users gain and lose roles on the users screen: read afresh each time the editor opens.
    staleTime: 0,
  });
}

export function useRoleMembers(roleId: number, currentPage: number, enabled: boolean) {
  return useQuery({ ...roleMembersQueryOptions(roleId, currentPage), enabled });
}
