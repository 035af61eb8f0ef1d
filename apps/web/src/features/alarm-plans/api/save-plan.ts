import { alarmPlan, statusOk, type AlarmPlanCreate, type AlarmPlanUpdate } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alarmPlansQueryKey } from "./query-keys";

export type SavePlanRequest = { kind: "create"; request: AlarmPlanCreate } | { kind: "update"; request: AlarmPlanUpdate };

function savePlan(save: SavePlanRequest) {
  return save.kind === "create"
    ? api.post("/alarmplans", { schema: alarmPlan, body: save.request })
    : api.put("/alarmplans", { schema: alarmPlan, body: save.request });
}

/** The table and the editor read again after any change. */
function useChangeOfPlans<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: alarmPlansQueryKey }) });
}

/** POST or PUT /alarmplans. */
export const useSavePlan = () => useChangeOfPlans(savePlan);

/** POST /alarmplans/clone: a copy named "<name> (copy)". */
export const useClonePlan = () => useChangeOfPlans((id: number) => api.post("/alarmplans/clone", { schema: alarmPlan, body: { id } }));

/** DELETE /alarmplans/{id}; the deleted plan is forgotten first, so an open editor does not read it again. */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/alarmplans/${id}`, { schema: statusOk }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...alarmPlansQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...alarmPlansQueryKey, "list"] });
    },
  });
}
