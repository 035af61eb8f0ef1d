import { triggerAlarmResponse, type TriggerAlarmRequest } from "@alarm/contract";
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
