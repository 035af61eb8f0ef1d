import { statusOk } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { rolesQueryKey } from "./query-keys";

/** DELETE /user-groups/{id}: refused (409) while users hold the role. */
export function deleteRole(id: number) {
  return api.delete(`/user-groups/${id}`, { schema: statusOk });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...rolesQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...rolesQueryKey, "list"] });
    },
  });
}
