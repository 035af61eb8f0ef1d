import { LANGUAGE_TAGS, type Language } from "@alarm/contract";
import { localeOf } from "../../account/locale.js";

/** Texts, numbers and dates of an exported file in one language: the console's own translations (keys reportFiles.*, alarmStatuses.*). */
export type ExportText = {
  tag: string;
  t(key: string, params?: Record<string, string | number>): string;
  /** The wall time of `iso` in the report's zone as a date whose UTC fields are the local ones (as Excel wants it). */
  wallClock(iso: string): Date;
  /** A local date and time of the report's zone: DD.MM.YYYY HH:mm:ss (HH:mm without seconds), 24 hours, in every language. */
  dateTime(iso: string, seconds?: boolean): string;
  /** DD.MM.YYYY of the report's zone. */
  date(iso: string): string;
  number(value: number | null, digits?: number): string;
  timeZone: string;
};

const pad = (value: number) => String(value).padStart(2, "0");

export async function exportText(language: Language, timeZone: string): Promise<ExportText> {
  const [messages, english] = await Promise.all([localeOf(language), localeOf("ENGLISH")]);
  const tag = LANGUAGE_TAGS[language];
  const lookup = (tree: unknown, key: string) =>
    key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), tree);
  const fields = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const wallClock = (iso: string) => {
    const parts = Object.fromEntries(fields.formatToParts(new Date(iso)).map((part) => [part.type, Number(part.value)]));
    return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!));
  };
  const day = (wall: Date) => `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`;
  return {
    tag,
    timeZone,
    t(key, params = {}) {
      const found = lookup(messages.messages, key) ?? lookup(english.messages, key);
      const text = typeof found === "string" ? found : key;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
    },
    wallClock,
    dateTime(iso, seconds = true) {
      const wall = wallClock(iso);
      return `${day(wall)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}${seconds ? `:${pad(wall.getUTCSeconds())}` : ""}`;
    },
    date: (iso) => day(wallClock(iso)),
    number: (value, digits = 1) => (value === null ? "" : new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(value)),
  };
}
