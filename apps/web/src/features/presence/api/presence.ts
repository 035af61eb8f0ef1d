import { presenceList, presenceRow } from "@alarm/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryString } from "../../../lib/api-routes";

export const presenceQueryKey = ["presence"] as const;

/** GET /presence?orgId=&search=: the participants of the organization and below, whether they are checked in (at most 200, by name). */
export function usePresence(orgId: number | null, search: string) {
  return useQuery({
    queryKey: [...presenceQueryKey, orgId, search],
    queryFn: async ({ signal }) => {
      const query = queryString({ orgId: orgId ?? undefined, search: search || undefined });
      return (await api.get(`/presence${query}`, { schema: presenceList, signal })).list;
    },
    // A new search keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** PUT /presence/{participantId}: an operator checks a participant in or out. */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, checkedIn }: { participantId: number; checkedIn: boolean }) =>
      api.put(`/presence/${participantId}`, { schema: presenceRow, body: { checkedIn } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: presenceQueryKey }),
  });
}
