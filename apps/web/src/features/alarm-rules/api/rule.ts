import { alarmRule, statusOk, type AlarmRuleCreate, type AlarmRuleUpdate } from "@alarm/contract";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alarmRulesQueryKey } from "./query-keys";

export function useAlarmRule(id: number | null) {
  return useQuery({
    queryKey: [...alarmRulesQueryKey, "detail", id],
    queryFn: id === null ? skipToken : ({ signal }) => api.get(`/alarm-rules/${id}`, { schema: alarmRule, signal }),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export type SaveAlarmRule = { kind: "create"; request: AlarmRuleCreate } | { kind: "update"; request: AlarmRuleUpdate };

/** POST or PUT /alarm-rules; afterwards the list and the editor read again. */
export function useSaveAlarmRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveAlarmRule) =>
      save.kind === "create"
        ? api.post("/alarm-rules", { schema: alarmRule, body: save.request })
        : api.put("/alarm-rules", { schema: alarmRule, body: save.request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alarmRulesQueryKey }),
  });
}

export function useDeleteAlarmRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/alarm-rules/${id}`, { schema: statusOk }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...alarmRulesQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...alarmRulesQueryKey, "list"] });
    },
  });
}

/** POST /alarm-rules/clone: a disabled copy after the organization's other rules. */
export function useCloneAlarmRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post("/alarm-rules/clone", { schema: alarmRule, body: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...alarmRulesQueryKey, "list"] }),
  });
}
