import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { statusOk } from "@alarm/contract";
import { api, apiWithUncheckedBody } from "../../../lib/api-client";
import type { SavedSchedule } from "../model/schedule-kind";
import type { ScheduleApi } from "./schedule-api";

export function scheduleQueryOptions<S extends SavedSchedule>(kind: ScheduleApi<S>, id: number) {
  return queryOptions({
    queryKey: [...kind.queryKey, "detail", id],
    queryFn: ({ signal }) => api.get(`${kind.path}/${id}`, { schema: kind.schema, signal }),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export function useSchedule<S extends SavedSchedule>(kind: ScheduleApi<S>, id: number | null) {
  return useQuery({ ...scheduleQueryOptions(kind, id ?? 0), enabled: id !== null });
}

export type SaveScheduleRequest = { kind: "create"; request: object } | { kind: "update"; request: object };

/** The table, the editor and the pickers naming schedules read again after any change. */
function useChangeOfSchedules<S extends SavedSchedule, A, R>(kind: ScheduleApi<S>, mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: kind.queryKey }) });
}

/** POST or PUT <path>: the whole schedule with its week groups and events. */
export const useSaveSchedule = <S extends SavedSchedule>(kind: ScheduleApi<S>) =>
  useChangeOfSchedules(kind, (save: SaveScheduleRequest) =>
    // The request is built by the form model generic over both kinds of schedule (schedule-form-model.ts).
    save.kind === "create"
      ? apiWithUncheckedBody.post(kind.path, { schema: kind.schema, body: save.request })
      : apiWithUncheckedBody.put(kind.path, { schema: kind.schema, body: save.request }),
  );

/** POST <path>/clone: a copy named "<name> (copy)". */
export const useCloneSchedule = <S extends SavedSchedule>(kind: ScheduleApi<S>) =>
  useChangeOfSchedules(kind, (id: number) => api.post(`${kind.path}/clone`, { schema: kind.schema, body: { id } }));

/** DELETE <path>/{id}; the deleted schedule is forgotten first, so an open editor does not read it again. */
export function useDeleteSchedule<S extends SavedSchedule>(kind: ScheduleApi<S>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${kind.path}/${id}`, { schema: statusOk }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...kind.queryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...kind.queryKey, "list"] });
    },
  });
}
