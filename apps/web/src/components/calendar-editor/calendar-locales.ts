import cs from "@fullcalendar/react/locales/cs";
import de from "@fullcalendar/react/locales/de";
import fr from "@fullcalendar/react/locales/fr";
import it from "@fullcalendar/react/locales/it";

/** FullCalendar's own texts (buttons, day and month names) in the interface language; English is built in. */
export const CALENDAR_LOCALES = [cs, de, fr, it];

/** The FullCalendar locale code of an interface language tag. */
export function calendarLocaleOf(tag: string): string {
  const code = tag.slice(0, 2).toLowerCase();
  return CALENDAR_LOCALES.some((locale) => locale.code === code) ? code : "en";
}

/**
 * The name of the Today button: its visible text. FullCalendar names it "This week" (or month),
 * which speech input cannot guess from what the button reads.
 */
export function todayTextOf(code: string): string {
  return CALENDAR_LOCALES.find((locale) => locale.code === code)?.todayText ?? "Today";
}
