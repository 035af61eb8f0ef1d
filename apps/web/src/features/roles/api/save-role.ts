import { role, type RoleCreate, type RoleUpdate } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { rolesQueryKey } from "./query-keys";

export function createRole(request: RoleCreate) {
  return api.post("/user-groups", { schema: role, body: request });
}

export function updateRole(request: RoleUpdate) {
  return api.put("/user-groups", { schema: role, body: request });
}

export type SaveRoleRequest = { kind: "create"; request: RoleCreate } | { kind: "update"; request: RoleUpdate };

/** POST /user-groups or PUT /user-groups; afterwards the table and the editor read again. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveRoleRequest) => (save.kind === "create" ? createRole(save.request) : updateRole(save.request)),
    // Not awaited: the caller's own callbacks run at once, before a re-read replaces (remounts) the form.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
