import { LANGUAGE_TAGS, type Language } from "@alarm/contract";
import { localeOf } from "../../account/locale.js";

/** Texts, numbers and dates of an exported file in one language: the console's own translations (keys reportFiles.*, alarmStatuses.*). */
export type ExportText = {
  tag: string;
  t(key: string, params?: Record<string, string | number>): string;
  /** A local date and time of the report's zone, as the language writes it. */
  dateTime(iso: string): string;
  date(iso: string): string;
  number(value: number | null, digits?: number): string;
  timeZone: string;
};

export async function exportText(language: Language, timeZone: string): Promise<ExportText> {
  const [messages, english] = await Promise.all([localeOf(language), localeOf("ENGLISH")]);
  const tag = LANGUAGE_TAGS[language];
  const lookup = (tree: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
  const dateTimes = new Intl.DateTimeFormat(tag, { timeZone, dateStyle: "short", timeStyle: "medium" });
  const dates = new Intl.DateTimeFormat(tag, { timeZone, dateStyle: "medium" });
  return {
    tag,
    timeZone,
    t(key, params = {}) {
      const found = lookup(messages.messages, key) ?? lookup(english.messages, key);
      const text = typeof found === "string" ? found : key;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
    },
    dateTime: (iso) => dateTimes.format(new Date(iso)),
    date: (iso) => dates.format(new Date(iso)),
    number: (value, digits = 1) => (value === null ? "" : new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(value)),
  };
}
