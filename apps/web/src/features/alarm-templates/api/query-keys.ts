/** Every query of the alarm templates screen starts with "alarm-templates". */
export const alarmTemplatesQueryKey = ["alarm-templates"] as const;
