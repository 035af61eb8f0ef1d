import { maintenanceNow } from "@alarm/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { alarmTableQueryKey } from "../alarm-monitor/alarm-queries";

/** What is in maintenance changes with the clock: read again every minute. */
const MAINTENANCE_NOW_REFRESH_MS = 60_000;

/**
 * GET /maintenance-windows/now: the alarm points and organizations in maintenance now. Under the
 * alarm monitor's key, so every change the live stream announces reads it again too.
 */
export function useMaintenanceNow(enabled: boolean) {
  return useQuery({
    queryKey: [...alarmTableQueryKey, "maintenance-now"],
    queryFn: ({ signal }) => api.get("/maintenance-windows/now", { schema: maintenanceNow, signal }),
    refetchInterval: MAINTENANCE_NOW_REFRESH_MS,
    enabled,
  });
}
