/** 2024-01-01 is a Monday: weekday names in the interface language from it. */
const A_MONDAY = new Date(2024, 0, 1);

/** The name of an ISO weekday (1 Monday … 7 Sunday) in a language. */
export function weekdayName(day: number, language: string, width: "long" | "short"): string {
  return new Intl.DateTimeFormat(language, { weekday: width }).format(new Date(A_MONDAY.getFullYear(), 0, day));
}
