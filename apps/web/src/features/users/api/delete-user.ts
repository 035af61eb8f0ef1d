import { statusOk } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { usersQueryKey } from "./query-keys";

export function deleteUser(id: number) {
  return api.delete(`/users/${id}`, { schema: statusOk });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...usersQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...usersQueryKey, "list"] });
    },
  });
}
