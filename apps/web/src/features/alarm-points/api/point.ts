import { alarmPoint, statusOk, type AlarmPointCreate, type AlarmPointUpdate } from "@alarm/contract";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alarmPointsQueryKey } from "./query-keys";

export function usePoint(id: number | null) {
  return useQuery({
    queryKey: [...alarmPointsQueryKey, "detail", id],
    queryFn: id === null ? skipToken : ({ signal }) => api.get(`/alarmpoints/${id}`, { schema: alarmPoint, signal }),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export type SavePointRequest = { kind: "create"; request: AlarmPointCreate } | { kind: "update"; request: AlarmPointUpdate };

/** Every change to a point makes the lists and its editor read again (the calendar's choice of points too). */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: alarmPointsQueryKey });
    void queryClient.invalidateQueries({ queryKey: ["alarm-point-calendar"] });
  };
}

/** POST or PUT /alarmpoints. */
export function useSavePoint() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (save: SavePointRequest) =>
      save.kind === "create"
        ? api.post("/alarmpoints", { schema: alarmPoint, body: save.request })
        : api.put("/alarmpoints", { schema: alarmPoint, body: save.request }),
    onSuccess: refresh,
  });
}

/** DELETE /alarmpoints/{id}: the point moves to the deleted alarm points. */
export function useDeletePoint() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (id: number) => api.delete(`/alarmpoints/${id}`, { schema: statusOk }), onSuccess: refresh });
}

/** POST /alarmpoints/clone: a copy named "<name> (copy)". */
export function useClonePoint() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (id: number) => api.post("/alarmpoints/clone", { schema: alarmPoint, body: { id } }), onSuccess: refresh });
}

/** PUT /alarmpoints/re-enable: a deleted point becomes active again. */
export function useRestorePoint() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (id: number) => api.put("/alarmpoints/re-enable", { schema: alarmPoint, body: { id } }), onSuccess: refresh });
}
