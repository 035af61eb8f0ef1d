import { participantGroup } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { participantGroupsQueryKey } from "./query-keys";

export function fetchGroup(id: number, signal?: AbortSignal) {
  return api.get(`/participant-groups/${id}`, { schema: participantGroup, signal });
}

export function groupQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...participantGroupsQueryKey, "detail", id],
    queryFn: ({ signal }) => fetchGroup(id, signal),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export function useGroup(id: number | null) {
  return useQuery({ ...groupQueryOptions(id ?? 0), enabled: id !== null });
}
