import { shelvedPoint, shelvedPointList, statusOk } from "@alarm/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/use-session";
import { alarmTableQueryKey } from "../alarm-monitor/alarm-queries";

/** Who may read the shelved points (the server's rule, routes of alarm-points/shelving-routes.ts). */
const READERS = ["ALARM_SHELVE", "ALARM_TABLE", "ALARM_DEFINITION"] as const;

/** A shelving ends by itself: the list is read again every minute, and after every change the live stream announces. */
const SHELVED_REFRESH_MS = 60_000;
const shelvedKey = [...alarmTableQueryKey, "shelved-points"];

/** GET /alarmpoints/shelved: the alarm points shelved now in the user's organizations, and the longest shelving allowed. */
export function useShelvedPoints(enabled: boolean) {
  const authorities = useCurrentUser()?.authorities ?? [];
  return useQuery({
    queryKey: shelvedKey,
    queryFn: ({ signal }) => api.get("/alarmpoints/shelved", { schema: shelvedPointList, signal }),
    refetchInterval: SHELVED_REFRESH_MS,
    enabled: enabled && READERS.some((authority) => authorities.includes(authority)),
  });
}

/** PUT /alarmpoints/{id}/shelving: shelves a point for `minutes`, with a reason. */
export function useShelvePoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alarmPointId, minutes, reason }: { alarmPointId: number; minutes: number; reason: string }) =>
      api.put(`/alarmpoints/${alarmPointId}/shelving`, { schema: shelvedPoint, body: { minutes, reason: reason.trim() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvedKey }),
  });
}

/** DELETE /alarmpoints/{id}/shelving: ends a shelving now. */
export function useUnshelvePoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alarmPointId: number) => api.delete(`/alarmpoints/${alarmPointId}/shelving`, { schema: statusOk }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvedKey }),
  });
}
