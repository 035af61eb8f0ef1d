import { groupingRule, groupingRuleList, statusOk, type GroupingRuleCreate, type GroupingRuleUpdate } from "@alarm/contract";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryString } from "../../../lib/api-routes";
import { groupingRulesQueryKey } from "./query-keys";

/** GET /grouping-rules?orgId=: the rules of the organization and of those below it, by organization and name. */
export function useGroupingRules(orgId: number | null) {
  return useQuery({
    queryKey: [...groupingRulesQueryKey, "list", orgId],
    queryFn:
      orgId === null ? skipToken : async ({ signal }) => (await api.get(`/grouping-rules${queryString({ orgId })}`, { schema: groupingRuleList, signal })).list,
  });
}

export function useGroupingRule(id: number | null) {
  return useQuery({
    queryKey: [...groupingRulesQueryKey, "detail", id],
    queryFn: id === null ? skipToken : ({ signal }) => api.get(`/grouping-rules/${id}`, { schema: groupingRule, signal }),
    // The editor starts from what the server holds now.
    staleTime: 0,
  });
}

export type SaveGroupingRule = { kind: "create"; request: GroupingRuleCreate } | { kind: "update"; request: GroupingRuleUpdate };

/** POST or PUT /grouping-rules; afterwards the list and the editor read again (also after a refusal: a stale version). */
export function useSaveGroupingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveGroupingRule) =>
      save.kind === "create"
        ? api.post("/grouping-rules", { schema: groupingRule, body: save.request })
        : api.put("/grouping-rules", { schema: groupingRule, body: save.request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupingRulesQueryKey }),
  });
}

/** DELETE /grouping-rules/{id}: its open incidents stay. */
export function useDeleteGroupingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/grouping-rules/${id}`, { schema: statusOk }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...groupingRulesQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: [...groupingRulesQueryKey, "list"] });
    },
  });
}
