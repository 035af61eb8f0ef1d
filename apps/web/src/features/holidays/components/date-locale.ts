import { addLocale, localeOptions } from "primereact/api";

const registered = new Set<string>();

/** Monday … Sunday in the given language, from the browser's own calendar data. */
export function weekdayNames(tag: string, width: "long" | "short" | "narrow"): string[] {
  const format = new Intl.DateTimeFormat(tag, { weekday: width, timeZone: "UTC" });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

export function monthNames(tag: string, width: "long" | "short"): string[] {
  const format = new Intl.DateTimeFormat(tag, { month: width, timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2024, index, 1))));
}

/**
 * The name of a PrimeReact locale for date pickers in the interface language: month and day names
 * from Intl, weeks starting on Monday, dates as DD.MM.YYYY (docs/domain-rules.md#constants). The
 * language's other PrimeReact texts are kept.
 */
export function datePickerLocale(tag: string): string {
  const name = `dates-${tag}`;
  if (registered.has(name)) return name;
  let base: object = {};
  try {
    base = localeOptions(tag) as object;
  } catch {
    base = {};
  }
  const long = weekdayNames(tag, "long");
  const short = weekdayNames(tag, "short");
  const narrow = weekdayNames(tag, "narrow");
  // PrimeReact counts days from Sunday.
  const fromSunday = (names: string[]) => [names[6]!, ...names.slice(0, 6)];
  addLocale(name, {
    ...base,
    firstDayOfWeek: 1,
    dayNames: fromSunday(long),
    dayNamesShort: fromSunday(short),
    dayNamesMin: fromSunday(narrow),
    monthNames: monthNames(tag, "long"),
    monthNamesShort: monthNames(tag, "short"),
    dateFormat: "dd.mm.yy",
  });
  registered.add(name);
  return name;
}
