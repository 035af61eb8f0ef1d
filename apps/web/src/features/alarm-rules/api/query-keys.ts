/** Every query of the alarm rules screen starts with "alarm-rules". */
export const alarmRulesQueryKey = ["alarm-rules"] as const;
