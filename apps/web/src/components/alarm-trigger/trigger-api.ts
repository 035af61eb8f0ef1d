import { alarmDetails, type AlarmStatus, triggerAlarmResponse, type TriggerAlarmRequest } from "@alarm/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** POST /alarm-trigger: an alarm point (ALARM_PANEL) or a manual call (MANUAL_CALL); the alarm monitor reads again. */
export function useTriggerAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TriggerAlarmRequest) => api.post("/alarm-trigger", { schema: triggerAlarmResponse, body: request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["alarm-table"] }),
  });
}

/** An alarm's status now (GET /alarmtable/details/{id} answers for running and ended alarms alike; ALARM_TABLE). */
export async function fetchAlarmStatus(alarmId: number): Promise<AlarmStatus> {
  const details = await api.get(`/alarmtable/details/${alarmId}`, { schema: alarmDetails });
  return details.alarm.status;
}
