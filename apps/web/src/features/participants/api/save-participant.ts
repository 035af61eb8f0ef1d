import { participant, type ParticipantCreate, type ParticipantUpdate } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

export function createParticipant(request: ParticipantCreate) {
  return api.post("/participants", { schema: participant, body: request });
}

export function updateParticipant(request: ParticipantUpdate) {
  return api.put("/participants", { schema: participant, body: request });
}

export type SaveParticipantRequest = { kind: "create"; request: ParticipantCreate } | { kind: "update"; request: ParticipantUpdate };

/** POST /participants or PUT /participants (devices replace the old list, in order); the table and the editor read again. */
export function useSaveParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveParticipantRequest) => (save.kind === "create" ? createParticipant(save.request) : updateParticipant(save.request)),
    onSuccess: (saved) => {
      queryClient.setQueryData(participantKeys.detail(saved.id), saved);
      // Not awaited: the caller's own callbacks run at once.
      void queryClient.invalidateQueries({ queryKey: participantKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...participantKeys.all, "options"] });
    },
  });
}
