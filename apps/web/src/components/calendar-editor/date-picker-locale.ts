import { addLocale, localeOptions } from "primereact/api";
import { useTranslation } from "react-i18next";

const registered = new Set<string>();

function names(tag: string, options: Intl.DateTimeFormatOptions, count: number, dateOf: (index: number) => Date): string[] {
  const format = new Intl.DateTimeFormat(tag, options);
  return Array.from({ length: count }, (_, index) => format.format(dateOf(index)));
}

/**
 * A PrimeReact locale for the date pickers of the schedule: day and month names in the interface
 * language (from Intl), weeks from Monday. It extends the console's own PrimeReact locale of that
 * language; the key is returned for the `locale` prop of <Calendar>.
 */
export function useDatePickerLocale(): string {
  const { i18n } = useTranslation();
  const tag = i18n.language || "en";
  const key = `calendar-dates-${tag}`;
  if (!registered.has(key)) {
    // 2023-01-01 is a Sunday: PrimeReact lists days from Sunday.
    const day = (index: number) => new Date(2023, 0, 1 + index);
    const month = (index: number) => new Date(2023, index, 1);
    let base: object = {};
    try {
      base = localeOptions(tag) as object;
    } catch {
      base = {};
    }
    addLocale(key, {
      ...base,
      firstDayOfWeek: 1,
      dayNames: names(tag, { weekday: "long" }, 7, day),
      dayNamesShort: names(tag, { weekday: "short" }, 7, day),
      dayNamesMin: names(tag, { weekday: "narrow" }, 7, day),
      monthNames: names(tag, { month: "long" }, 12, month),
      monthNamesShort: names(tag, { month: "short" }, 12, month),
      today: i18n.t("calendarEditor.today"),
      clear: i18n.t("primereact.clear"),
    });
    registered.add(key);
  }
  return key;
}
