import { participant } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

/** POST /participants/clone {id}: a copy with the same organization, language and devices, without a login. */
export function cloneParticipant(id: number) {
  return api.post("/participants/clone", { schema: participant, body: { id } });
}

export function useCloneParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneParticipant,
    onSuccess: (copy) => {
      queryClient.setQueryData(participantKeys.detail(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: participantKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...participantKeys.all, "options"] });
    },
  });
}
