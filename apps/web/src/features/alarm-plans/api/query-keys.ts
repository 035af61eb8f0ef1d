/** Every query of the alarm plans screen starts with "alarm-plans". */
export const alarmPlansQueryKey = ["alarm-plans"] as const;
