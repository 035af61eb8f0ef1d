import type { DeviceType, HistoryKind } from "@alarm/contract";

/** The primeicon of each step of an alarm's timeline. */
export const HISTORY_KIND_ICON: Record<HistoryKind, string> = {
  TRIGGERED: "pi-bolt",
  STATUS: "pi-sync",
  RANK_STARTED: "pi-sort-numeric-up",
  ROUND_STARTED: "pi-replay",
  NOTIFICATION_QUEUED: "pi-inbox",
  NOTIFICATION_SENT: "pi-send",
  NOTIFICATION_DELIVERED: "pi-check",
  NOTIFICATION_RETRY: "pi-refresh",
  NOTIFICATION_FAILED: "pi-times-circle",
  NOTIFICATION_CANCELED: "pi-ban",
  ACCEPTED: "pi-thumbs-up",
  DECLINED: "pi-thumbs-down",
  ACKNOWLEDGED: "pi-check-circle",
  FAILURE_ACKNOWLEDGED: "pi-eye",
  QUIT: "pi-stop-circle",
  NO_ANSWER: "pi-clock",
  REPLACED: "pi-arrow-right-arrow-left",
  PLAN_CHOSEN: "pi-calendar-clock",
  DEVICE_CHOSEN: "pi-mobile",
  REPEATED: "pi-replay",
  RESOLVED: "pi-check-circle",
  FOLLOW_UP: "pi-link",
  INCIDENT: "pi-sitemap",
};

export const DEVICE_ICON: Record<DeviceType, string> = {
  VOICE: "pi-phone",
  SMS: "pi-comment",
  EMAIL: "pi-envelope",
  PUSH: "pi-bell",
  APP: "pi-mobile",
};
