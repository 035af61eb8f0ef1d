import { alarmActionResponse, prepareTriggerAgainResponse } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AlarmSource } from "../model/alarm-tabs";
import { alarmTableQueryKey } from "../../../components/alarm-monitor/alarm-queries";

/** After any action the table and the details read again (the live stream would tell too, a moment later). */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: alarmTableQueryKey });
}

/** POST /alarmpoints/quit/{id}: ends an open alarm. */
export function useQuitAlarm() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post(`/alarmpoints/quit/${id}`, { schema: alarmActionResponse, body: { reason: reason.trim() || undefined } }),
    onSuccess: refresh,
  });
}

export interface AcknowledgeInput {
  id: number;
  /** Acknowledge mode ALL: whose handling is confirmed. */
  recipientIds?: number[];
  reason: string;
}

/** POST /alarmtable/acknowledge/{id}: confirms the handling of an accepted alarm. */
export function useAcknowledgeAlarm() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, recipientIds, reason }: AcknowledgeInput) =>
      api.post(`/alarmtable/acknowledge/${id}`, { schema: alarmActionResponse, body: { recipientIds, reason: reason.trim() || undefined } }),
    onSuccess: refresh,
  });
}

/** GET /{source}/prepare-trigger-again/{id}: the request that would trigger the same alarm again, for review. */
export function usePrepareTriggerAgain() {
  return useMutation({
    mutationFn: ({ source, id }: { source: AlarmSource; id: number }) =>
      api.get(`/${source}/prepare-trigger-again/${id}`, { schema: prepareTriggerAgainResponse }),
  });
}
