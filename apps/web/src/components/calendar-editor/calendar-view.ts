/** Entries switched off are shown grey. */
export const INACTIVE_COLOUR = "#94a3b8";

export type CalendarView = "timeGridWeek" | "dayGridMonth";
