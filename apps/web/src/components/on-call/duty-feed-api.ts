import { dutyFeedLink, dutyFeedState, statusOk } from "@alarm/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { onCallKeys } from "./on-call-api";

/** GET /participants/{id}/duty-feed: whether a participant's iCal feed exists and since when. */
export function useDutyFeedState(participantId: number, enabled: boolean) {
  return useQuery({
    queryKey: onCallKeys.feed(participantId),
    queryFn: ({ signal }) => api.get(`/participants/${participantId}/duty-feed`, { schema: dutyFeedState, signal }),
    enabled,
  });
}

function useChangeOfFeed<R>(participantId: number, mutationFn: () => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: onCallKeys.feed(participantId) }) });
}

/** POST: a new secret address (an older one stops working); the answer is the only time it is shown. */
export const useCreateDutyFeed = (participantId: number) =>
  useChangeOfFeed(participantId, () => api.post(`/participants/${participantId}/duty-feed`, { schema: dutyFeedLink }));

/** DELETE: the address stops working. */
export const useRevokeDutyFeed = (participantId: number) =>
  useChangeOfFeed(participantId, () => api.delete(`/participants/${participantId}/duty-feed`, { schema: statusOk }));
