import { alarmPlan } from "@alarm/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alarmPlansQueryKey } from "./query-keys";

export function fetchPlan(id: number, signal?: AbortSignal) {
  return api.get(`/alarmplans/${id}`, { schema: alarmPlan, signal });
}

export function planQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...alarmPlansQueryKey, "detail", id],
    queryFn: ({ signal }) => fetchPlan(id, signal),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export function usePlan(id: number | null) {
  return useQuery({ ...planQueryOptions(id ?? 0), enabled: id !== null });
}
