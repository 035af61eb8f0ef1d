import { participantGroup, type ParticipantGroupCreate, type ParticipantGroupUpdate } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { selectorKeys } from "../../../components/participant-selector/selector-queries";
import { api } from "../../../lib/api-client";
import { participantGroupsQueryKey } from "./query-keys";

export function createGroup(request: ParticipantGroupCreate) {
  return api.post("/participant-groups", { schema: participantGroup, body: request });
}

export function updateGroup(request: ParticipantGroupUpdate) {
  return api.put("/participant-groups", { schema: participantGroup, body: request });
}

export type SaveGroupRequest = { kind: "create"; request: ParticipantGroupCreate } | { kind: "update"; request: ParticipantGroupUpdate };

/** POST or PUT /participant-groups; afterwards the table, the editor and every participant selector read again. */
export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveGroupRequest) => (save.kind === "create" ? createGroup(save.request) : updateGroup(save.request)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: participantGroupsQueryKey });
      void queryClient.invalidateQueries({ queryKey: selectorKeys.all });
    },
  });
}
