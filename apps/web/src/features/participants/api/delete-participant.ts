import { statusOk } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

/** DELETE /participants/{id}; 409 'Object "{fullName}" is tightly used by others' while a group uses it. */
export function deleteParticipant(id: number) {
  return api.delete(`/participants/${id}`, { schema: statusOk });
}

export function useDeleteParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParticipant,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: participantKeys.detail(id) });
      queryClient.removeQueries({ queryKey: participantKeys.calendar(id) });
      void queryClient.invalidateQueries({ queryKey: participantKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...participantKeys.all, "options"] });
    },
  });
}
