import { listResponse, participant, role, type Role } from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

export interface ParticipantToUserRequest {
  participantId: number;
  login: string;
  password: string;
  roleIds: number[];
}

/** PUT /participants/merge-to-inexistent-user: creates the console user of a participant (needs USER_ADMIN too). */
export function makeConsoleUser(request: ParticipantToUserRequest) {
  return api.put("/participants/merge-to-inexistent-user", { schema: participant, body: request });
}

export function useMakeConsoleUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeConsoleUser,
    onSuccess: (linked) => {
      queryClient.setQueryData(participantKeys.detail(linked.id), linked);
      void queryClient.invalidateQueries({ queryKey: participantKeys.lists() });
    },
  });
}

export type RoleOption = Pick<Role, "id" | "name" | "orgName">;

/** Roles for the picker are fetched in one page of this size (SPEC section 9: pickers use 1000). */
export const ROLE_OPTIONS_PAGE_SIZE = 1000;
const rolesPage = listResponse.extend({ list: role.pick({ id: true, name: true, orgName: true }).array() });

export function fetchRoleOptions(orgId: number, signal?: AbortSignal) {
  return api.post("/list", {
    schema: rolesPage,
    body: { type: "USERGROUP", parentOrgId: orgId, recursive: true, currentPage: 1, pageSize: ROLE_OPTIONS_PAGE_SIZE, sortField: "name", sortOrder: "ASCENDING" },
    signal,
  });
}

export function roleOptionsQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: participantKeys.roleOptions(orgId),
    queryFn: async ({ signal }): Promise<RoleOption[]> => (await fetchRoleOptions(orgId, signal)).list,
    staleTime: 0,
  });
}

export function useRoleOptions(orgId: number | null, enabled: boolean) {
  return useQuery({ ...roleOptionsQueryOptions(orgId ?? 0), enabled: enabled && orgId !== null });
}
