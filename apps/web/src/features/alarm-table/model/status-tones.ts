import type { AlarmStatus } from "@alarm/contract";

/** Whether an operator can confirm the handling now (docs/alarm-lifecycle.md#alarm-statuses). */
export function canAcknowledge(alarm: { status: AlarmStatus; acknowledgeMode: string }): boolean {
  return alarm.acknowledgeMode !== "NONE" && (alarm.status === "ACCEPTED" || alarm.status === "PARTIAL_ACKNOWLEDGED");
}
