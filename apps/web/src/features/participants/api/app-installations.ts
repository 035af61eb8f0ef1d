import { appInstallationList, statusOk } from "@alarm/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantKeys } from "./query-keys";

const installationsKey = (participantId: number) => [...participantKeys.all, "app-installations", participantId] as const;

/** GET /participants/{id}/app-installations: the phones signed in to the participant app as this participant. */
export function useAppInstallations(participantId: number) {
  return useQuery({
    queryKey: installationsKey(participantId),
    queryFn: async ({ signal }) => (await api.get(`/participants/${participantId}/app-installations`, { schema: appInstallationList, signal })).list,
    staleTime: 0,
  });
}

/** DELETE /participants/{id}/app-installations/{sessionId}: ends the phone's sign-in. */
export function useRevokeAppInstallation(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete(`/participants/${participantId}/app-installations/${encodeURIComponent(sessionId)}`, { schema: statusOk }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: installationsKey(participantId) }),
  });
}
