import { role } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { rolesQueryKey } from "./query-keys";

export function fetchRole(id: number, signal?: AbortSignal) {
  return api.get(`/user-groups/${id}`, { schema: role, signal });
}

export function roleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...rolesQueryKey, "detail", id],
    queryFn: ({ signal }) => fetchRole(id, signal),
    // The editor starts from what the server holds now, never from an old copy.
    staleTime: 0,
  });
}

export function useRole(id: number | null) {
  return useQuery({ ...roleQueryOptions(id ?? 0), enabled: id !== null });
}
