import { consequential, consequentialList, statusOk, triggerTypes, type Consequential } from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { queryString, type BodyOf } from "../../lib/api-routes";
import { useFailureToast } from "../object-list/use-failure-toast";

/** Every query of consequential triggers starts with "consequentials"; an initiator's list and free types are read again after each change. */
export const consequentialsKeys = {
  all: ["consequentials"] as const,
  ofInitiator: (initiatorId: number) => ["consequentials", "initiator", initiatorId] as const,
  list: (initiatorId: number) => [...consequentialsKeys.ofInitiator(initiatorId), "list"] as const,
  freeTypes: (initiatorId: number, currentId: number | null) => [...consequentialsKeys.ofInitiator(initiatorId), "trigger-types", currentId] as const,
};

/** GET /consequentials/list: the alarm point's consequential triggers, by name. */
export function consequentialsQueryOptions(initiatorId: number) {
  return queryOptions({
    queryKey: consequentialsKeys.list(initiatorId),
    queryFn: ({ signal }) => api.get(`/consequentials/list?initiatorId=${initiatorId}`, { schema: consequentialList, signal }),
    // The tab starts from what the server holds now.
    staleTime: 0,
  });
}

export const useConsequentials = (initiatorId: number) => useQuery(consequentialsQueryOptions(initiatorId));

/** GET /consequentials/triggers/{initiatorId}: the trigger types the point has no trigger for yet, plus the type of the trigger `currentId` edited. */
export function useFreeTriggerTypes(initiatorId: number, currentId: number | null = null) {
  return useQuery({
    queryKey: consequentialsKeys.freeTypes(initiatorId, currentId),
    queryFn: ({ signal }) =>
      api.get(`/consequentials/triggers/${initiatorId}${queryString({ currentId: currentId ?? undefined })}`, { schema: triggerTypes, signal }),
    staleTime: 0,
  });
}

/** A trigger is an alarm point of its own: the alarm points screens read again too. */
function useRefreshAfter(initiatorId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: consequentialsKeys.ofInitiator(initiatorId) });
    void queryClient.invalidateQueries({ queryKey: ["alarm-points"] });
  };
}

// The server's body types: the contract's ConsequentialCreate/Update are `unknown` as input types (a transform of a plain ZodType).
export type SaveConsequentialRequest =
  { kind: "create"; request: BodyOf<"POST", "/consequentials"> } | { kind: "update"; request: BodyOf<"PUT", "/consequentials"> };

/** POST /consequentials without an id, PUT /consequentials with one (409 when the version is stale). */
export function useSaveConsequential(initiatorId: number) {
  const refresh = useRefreshAfter(initiatorId);
  return useMutation({
    mutationFn: (save: SaveConsequentialRequest) =>
      save.kind === "create"
        ? api.post("/consequentials", { schema: consequential, body: save.request })
        : api.put("/consequentials", { schema: consequential, body: save.request }),
    onSuccess: refresh,
  });
}

/** DELETE /consequentials/{id}: the trigger leaves the list at once; when the server refuses it comes back and a toast says why. */
export function useDeleteConsequential(initiatorId: number) {
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const refresh = useRefreshAfter(initiatorId);
  const listKey = consequentialsKeys.list(initiatorId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/consequentials/${id}`, { schema: statusOk }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<Consequential[]>(listKey);
      queryClient.setQueryData<Consequential[]>(listKey, (list) => list?.filter((trigger) => trigger.id !== id));
      return { before };
    },
    onError: (error, _id, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
      showFailure(error);
    },
    onSettled: refresh,
  });
}
