import type { CalendarEventKind } from "@alarm/contract";

/** Colours of the private schedule's entries by what they do (calendar and legend). */
export const KIND_COLOURS: Record<CalendarEventKind, string> = {
  ABSENT: "#dc2626",
  OTHER_DEVICE: "#2563eb",
  REPLACEMENT: "#d97706",
};
