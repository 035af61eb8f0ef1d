import { maintenanceWindowList } from "@alarm/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { queryString } from "../../lib/api-routes";

/** Every query about maintenance windows starts with "maintenance-windows": a change refreshes them all. */
export const maintenanceWindowsQueryKey = ["maintenance-windows"] as const;

/** Which windows GET /maintenance-windows lists: all the caller sees, or those covering one alarm point. */
export interface MaintenanceWindowsFilter {
  alarmPointId?: number;
}

/** GET /maintenance-windows, each with the occurrence in force now and the next one. */
export function maintenanceWindowsQueryOptions(filter: MaintenanceWindowsFilter = {}) {
  const query = queryString({ alarmPointId: filter.alarmPointId });
  return queryOptions({
    queryKey: [...maintenanceWindowsQueryKey, "list", filter],
    queryFn: async ({ signal }) => (await api.get(`/maintenance-windows${query}`, { schema: maintenanceWindowList, signal })).list,
  });
}
