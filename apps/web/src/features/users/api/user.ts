import { user } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { usersQueryKey } from "./query-keys";

export function fetchUser(id: number, signal?: AbortSignal) {
  return api.get(`/users/${id}`, { schema: user, signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...usersQueryKey, "detail", id],
    queryFn: ({ signal }) => fetchUser(id, signal),
    // The editor starts from what the server holds now, never from an old copy.
    staleTime: 0,
  });
}

export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}
