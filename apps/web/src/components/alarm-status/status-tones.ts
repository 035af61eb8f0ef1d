import type { AlarmStatus, NotificationStatus, RecipientStatus } from "@alarm/contract";

/** The colours of PrimeReact's Tag. */
export type Tone = "danger" | "warning" | "info" | "success" | "secondary";

/** Red needs someone now, orange is under way, blue is handled and waiting, green is done, grey ended without handling. */
export const ALARM_STATUS_TONE: Record<AlarmStatus, Tone> = {
  SCHEDULED: "secondary",
  NEW: "danger",
  PROCESSING: "warning",
  PARTIAL_ACCEPTED: "warning",
  ACCEPTED: "info",
  PARTIAL_ACKNOWLEDGED: "info",
  ACKNOWLEDGED: "success",
  FINISHED: "success",
  NOT_ACCEPTED: "danger",
  NOT_ACKNOWLEDGED: "danger",
  CANCELED: "secondary",
  INTERRUPTED: "secondary",
  FAILURE: "danger",
  CONFIG_PROBLEM: "danger",
  INACTIVE: "secondary",
};

export const RECIPIENT_STATUS_TONE: Record<RecipientStatus, Tone> = {
  WAITING: "secondary",
  NOTIFIED: "warning",
  ACCEPTED: "success",
  DECLINED: "danger",
  NO_ANSWER: "danger",
  UNREACHABLE: "danger",
};

export const NOTIFICATION_STATUS_TONE: Record<NotificationStatus, Tone> = {
  PENDING: "secondary",
  SENDING: "warning",
  SENT: "info",
  DELIVERED: "success",
  FAILED: "danger",
  CANCELED: "secondary",
};
