/** Every query of the alarm points screens starts with "alarm-points". */
export const alarmPointsQueryKey = ["alarm-points"] as const;
