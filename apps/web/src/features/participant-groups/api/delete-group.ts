import { statusOk } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { selectorKeys } from "../../../components/participant-selector/selector-queries";
import { api } from "../../../lib/api-client";
import { participantGroupsQueryKey } from "./query-keys";

export function deleteGroup(id: number) {
  return api.delete(`/participant-groups/${id}`, { schema: statusOk });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...participantGroupsQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...participantGroupsQueryKey, "list"] });
      void queryClient.invalidateQueries({ queryKey: selectorKeys.all });
    },
  });
}
