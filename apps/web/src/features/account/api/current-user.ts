import type { CurrentUser } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { reloadCurrentUser } from "../../../lib/session-api";
import { useCurrentUser } from "../../../lib/use-session";

export const currentUserQueryKey = ["current-user"] as const;

/** GET /verify answers the signed-in user; each read also refreshes the stored copy. */
export function currentUserQueryOptions(initialData?: CurrentUser) {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => reloadCurrentUser(signal),
    initialData,
    // The route check has just verified the user; read again only when a change invalidates it.
    staleTime: Infinity,
  });
}

export function useAccountUser() {
  const stored = useCurrentUser();
  return useQuery({ ...currentUserQueryOptions(stored ?? undefined), enabled: stored !== null });
}
