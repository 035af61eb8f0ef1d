import { listResponse } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../lib/api-client";
import type { BodyOf } from "../lib/api-routes";
import { PLAN_PICKER_PAGE_SIZE } from "./alarm-definition-fields/definition-queries";

export interface PointOption {
  id: number;
  name: string;
  orgName: string;
}

/** Every query of the alarm point pickers starts with this. */
export const pointOptionsQueryKey = ["alarm-point-options"] as const;

/**
 * Alarm points to pick for an object of `orgId` (POST /list type ALARMPOINT): `route` those it may
 * name as a target (its organization's and those above it, as every picker); `source` those whose
 * alarms and integration keys it sees (its organization's and those below it).
 */
export function usePointOptions(orgId: number | null, use: "route" | "source", enabled = true) {
  const scope: Partial<BodyOf<"POST", "/list">> =
    use === "route" ? { usableInOrgId: orgId ?? undefined } : { parentOrgId: orgId ?? undefined, recursive: true };
  return useQuery({
    queryKey: [...pointOptionsQueryKey, use, orgId],
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
