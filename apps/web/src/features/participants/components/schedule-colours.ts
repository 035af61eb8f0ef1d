import type { CalendarEventKind } from "@alarm/contract";

/** Colours of the schedule entries by what they do (calendar and legend). */
export const KIND_COLOURS: Record<CalendarEventKind, string> = {
  ABSENT: "#dc2626",
  OTHER_DEVICE: "#2563eb",
  REPLACEMENT: "#d97706",
};

/** Entries switched off are shown grey. */
export const INACTIVE_COLOUR = "#94a3b8";

export type CalendarView = "timeGridWeek" | "dayGridMonth";
