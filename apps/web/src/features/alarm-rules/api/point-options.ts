import { listResponse } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { PLAN_PICKER_PAGE_SIZE } from "../../../components/alarm-definition-fields/definition-queries";
import { api } from "../../../lib/api-client";
import type { BodyOf } from "../../../lib/api-routes";
import { alarmRulesQueryKey } from "./query-keys";

export interface PointOption {
  id: number;
  name: string;
  orgName: string;
}

/**
 * Alarm points for a rule of `orgId` (POST /list type ALARMPOINT): `route` those its ROUTE action may
 * name (its organization's and those above it, as every picker); `source` those whose integration
 * keys its INTEGRATION condition may name (its organization's and those below it, whose events it sees).
 */
export function usePointOptions(orgId: number | null, use: "route" | "source", enabled = true) {
  const scope: Partial<BodyOf<"POST", "/list">> =
    use === "route" ? { usableInOrgId: orgId ?? undefined } : { parentOrgId: orgId ?? undefined, recursive: true };
  return useQuery({
    queryKey: [...alarmRulesQueryKey, "points", use, orgId],
    queryFn: async ({ signal }): Promise<PointOption[]> => {
      const page = await api.post("/list", {
        schema: listResponse,
        body: { type: "ALARMPOINT", pageSize: PLAN_PICKER_PAGE_SIZE, currentPage: 1, sortField: "name", sortOrder: "ASCENDING", ...scope },
        signal,
      });
      return page.list.map(({ id, name, orgName }) => ({ id, name, orgName }));
    },
    enabled: orgId !== null && enabled,
  });
}
