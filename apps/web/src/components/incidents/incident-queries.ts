import { alarmActionResponse, floodList, incident, incidentDetails } from "@alarm/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/use-session";
import { alarmTableQueryKey } from "../alarm-monitor/alarm-queries";

/** Under the alarm monitor's key: every live change of an alarm reads them again. */
const incidentKey = (id: number) => [...alarmTableQueryKey, "incident", id];
const floodsKey = [...alarmTableQueryKey, "floods"];
/** A flood's rate falls by itself as its window moves on: read again every half minute too. */
const FLOODS_REFRESH_MS = 30_000;

/** GET /incidents/{id}: the incident and its alarms, newest first. */
export function useIncident(id: number, enabled: boolean) {
  return useQuery({
    queryKey: incidentKey(id),
    queryFn: ({ signal }) => api.get(`/incidents/${id}`, { schema: incidentDetails, signal }),
    enabled,
  });
}

/** GET /incidents/floods: the floods going on in the user's organizations. */
export function useFloods() {
  const allowed = useCurrentUser()?.authorities.includes("ALARM_TABLE") ?? false;
  return useQuery({
    queryKey: floodsKey,
    queryFn: ({ signal }) => api.get("/incidents/floods", { schema: floodList, signal }),
    refetchInterval: FLOODS_REFRESH_MS,
    enabled: allowed,
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: alarmTableQueryKey });
}

/** POST /incidents/{id}/lift: later alarms alert one by one again. */
export function useLiftFlood() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (id: number) => api.post(`/incidents/${id}/lift`, { schema: incident }), onSuccess: refresh });
}

/** DELETE /alarms/{id}/incident: the alarm leaves its incident and, if it followed it, alerts on its own. */
export function useTakeOutOfIncident() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (alarmId: number) => api.delete(`/alarms/${alarmId}/incident`, { schema: alarmActionResponse }), onSuccess: refresh });
}
