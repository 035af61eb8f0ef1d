import { ALARM_RULE_LIMITS, inheritedAlarmRules, listPageOf, statusOk, type ListRowOf } from "@alarm/contract";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alarmRulesQueryKey } from "./query-keys";

/** A row of the rules list. */
export type AlarmRuleRow = ListRowOf<"ALARM_RULE">;

const listKey = (orgId: number) => [...alarmRulesQueryKey, "list", orgId] as const;

/**
 * All rules of one organization, in the order they are evaluated (POST /list type ALARM_RULE, sorted
 * by position): one page holds them all, so that moving one can send the whole order.
 */
export function useAlarmRulesList(orgId: number | null) {
  return useQuery({
    queryKey: listKey(orgId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await api.post("/list", {
          schema: listPageOf("ALARM_RULE"),
          body: {
            type: "ALARM_RULE",
            parentOrgId: orgId ?? undefined,
            recursive: false,
            pageSize: ALARM_RULE_LIMITS.rulesPerOrganization,
            currentPage: 1,
            sortField: "position",
            sortOrder: "ASCENDING",
          },
          signal,
        })
      ).list,
    enabled: orgId !== null,
  });
}

/**
 * PUT /alarm-rules/order with every rule of the organization; the list shows the new order at once
 * and is read again afterwards (also after a refusal, e.g. 409 when the rules changed meanwhile).
 */
export function useOrderAlarmRules(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleIds: number[]) => api.put("/alarm-rules/order", { schema: statusOk, body: { orgId, ruleIds } }),
    onMutate: async (ruleIds) => {
      await queryClient.cancelQueries({ queryKey: listKey(orgId) });
      queryClient.setQueryData<AlarmRuleRow[]>(
        listKey(orgId),
        (rows) => rows && ruleIds.flatMap((id, index) => rows.filter((row) => row.id === id).map((row) => ({ ...row, position: index + 1 }))),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(orgId) }),
  });
}

/** The rules of the organizations above `orgId` that run before its own, in that order (read-only here). */
export function useInheritedRules(orgId: number | null) {
  return useQuery({
    queryKey: [...alarmRulesQueryKey, "inherited", orgId ?? 0],
    queryFn:
      orgId === null ? skipToken : async ({ signal }) => (await api.get(`/alarm-rules/inherited/${orgId}`, { schema: inheritedAlarmRules, signal })).list,
  });
}
