import { appProfile, myAlarmList, ON_CALL_DEFAULT_DAYS, type AppProfile } from "@alarm/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { isTransient } from "./lib/offline-queue";
import { fetchWithSnapshot, SNAPSHOT_KEYS, type Fetched } from "./lib/snapshot";
import { api, store } from "./services";

/** How often the open alarms are read again besides the live stream. */
export const ALARMS_REFRESH_MS = 20_000;

export const queryKeys = {
  me: ["app", "me"] as const,
  alarms: ["app", "alarms"] as const,
  history: ["app", "alarms", "history"] as const,
  duties: ["app", "duties"] as const,
  absences: ["app", "absences"] as const,
};

/** GET /app/me, or the last answer kept when offline. */
export function useProfile() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => fetchWithSnapshot(store, SNAPSHOT_KEYS.me, appProfile, () => api.me(signal), isTransient),
    refetchInterval: ALARMS_REFRESH_MS,
  });
}

/** GET /app/alarms every 20 s (and on each live event), or the last answer kept when offline. */
export function useMyAlarms() {
  return useQuery({
    queryKey: queryKeys.alarms,
    queryFn: ({ signal }) => fetchWithSnapshot(store, SNAPSHOT_KEYS.alarms, myAlarmList, () => api.alarms(signal), isTransient),
    refetchInterval: ALARMS_REFRESH_MS,
  });
}

export function useAlarmHistory(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.history, queryFn: ({ signal }) => api.history(signal), enabled });
}

export const DUTY_DAYS = ON_CALL_DEFAULT_DAYS;

export function useDuties() {
  return useQuery({
    queryKey: queryKeys.duties,
    queryFn: ({ signal }) => api.duties(new Date(), DUTY_DAYS, signal),
  });
}

export function useAbsences() {
  return useQuery({ queryKey: queryKeys.absences, queryFn: ({ signal }) => api.absences(signal) });
}

/** Puts a fresher part of the profile in place (a lone-worker session or the shift after a change). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useCallback(
    (change: (profile: AppProfile) => AppProfile) =>
      client.setQueryData<Fetched<AppProfile>>(queryKeys.me, (current) => (current ? { ...current, data: change(current.data) } : current)),
    [client],
  );
}

/** Reads the alarms and the profile again (a live event, a push message, back online). */
export function useRefreshAll() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: ["app"] });
  }, [client]);
}
