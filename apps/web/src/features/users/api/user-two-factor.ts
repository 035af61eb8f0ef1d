import { statusOk, twoFactorStatus } from "@alarm/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { QueryString } from "../../../lib/api-routes";
import { usersQueryKey } from "./query-keys";

const loginQuery = (login: string): QueryString => `?userLogin=${encodeURIComponent(login)}`;

export function fetchTwoFactorStatus(login: string, signal?: AbortSignal) {
  return api.get(`/user-2fa-status${loginQuery(login)}`, { schema: twoFactorStatus, signal });
}

/** One's own two-factor is reset only with a current `code`; someone else's by a user administrator. */
export function resetTwoFactor({ login, code }: { login: string; code?: string }) {
  return api.patch(`/reset-2fa-status${loginQuery(login)}`, { schema: statusOk, body: code ? { code } : {} });
}

export function twoFactorStatusQueryOptions(login: string) {
  return queryOptions({
    queryKey: [...usersQueryKey, "two-factor", login],
    queryFn: ({ signal }) => fetchTwoFactorStatus(login, signal),
    staleTime: 0,
  });
}

export function useTwoFactorStatus(login: string) {
  return useQuery(twoFactorStatusQueryOptions(login));
}

/** PATCH /reset-2fa-status: the user signs in with the password only until set up again. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    // Not awaited: the caller's own callbacks run at once, before a re-read replaces (remounts) the form.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
