import { assignableRoles, participant, type Role } from "@alarm/contract";
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

/** The roles the console user of a participant of `orgId` may be given: those of that organization and its parents. */
export function fetchRoleOptions(orgId: number, signal?: AbortSignal) {
  return api.get(`/users/assignable-roles/${orgId}`, { schema: assignableRoles, signal });
}

export function roleOptionsQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: participantKeys.roleOptions(orgId),
    queryFn: async ({ signal }): Promise<RoleOption[]> => fetchRoleOptions(orgId, signal),
    staleTime: 0,
  });
}

export function useRoleOptions(orgId: number, enabled: boolean) {
  return useQuery({ ...roleOptionsQueryOptions(orgId), enabled });
}
