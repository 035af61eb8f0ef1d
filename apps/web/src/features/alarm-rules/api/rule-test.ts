import { alarmRuleTestResult, type AlarmRuleTest } from "@alarm/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /alarm-rules/test: what the rules (with the unsaved draft in place) would do with a sample event; nothing is triggered. */
export function useTestAlarmRules() {
  return useMutation({ mutationFn: (request: AlarmRuleTest) => api.post("/alarm-rules/test", { schema: alarmRuleTestResult, body: request }) });
}
