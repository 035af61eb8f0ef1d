import { loneWorkerSessionList, statusOk } from "@alarm/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const loneWorkerSessionsQueryKey = ["lone-worker", "sessions"] as const;

/** Read again this often even without a live change, so that the check-ins falling due show. */
export const SESSIONS_REFRESH_MS = 30_000;

/** GET /lone-worker/sessions: the running sessions in the caller's scope, soonest check-in due first. */
export function useLoneWorkerSessions(enabled: boolean) {
  return useQuery({
    queryKey: loneWorkerSessionsQueryKey,
    queryFn: async ({ signal }) => (await api.get("/lone-worker/sessions", { schema: loneWorkerSessionList, signal })).list,
    enabled,
    refetchInterval: SESSIONS_REFRESH_MS,
  });
}

/** POST /lone-worker/sessions/{id}/end: an operator ends a session. */
export function useEndLoneWorkerSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/lone-worker/sessions/${id}/end`, { schema: statusOk }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: loneWorkerSessionsQueryKey }),
  });
}
