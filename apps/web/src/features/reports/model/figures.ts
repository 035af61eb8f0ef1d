/** How the reports show durations, sizes and the span of a report. */

export const DURATION_UNITS = ["d", "h", "min", "s"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export interface DurationPart {
  unit: DurationUnit;
  value: number;
}

const UNIT_SECONDS: Record<DurationUnit, number> = { d: 86_400, h: 3_600, min: 60, s: 1 };

/**
 * A duration in its two largest units, the smaller one left out when zero: 125 s is 2 min 5 s,
 * 3 h 0 min 40 s is 3 h, and 0 s stays 0 s. Seconds are rounded, the smaller unit truncated.
 */
export function durationParts(seconds: number): DurationPart[] {
  const total = Math.max(0, Math.round(seconds));
  const first = DURATION_UNITS.findIndex((unit) => total >= UNIT_SECONDS[unit]);
  if (first < 0) return [{ unit: "s", value: 0 }];
  const unit = DURATION_UNITS[first]!;
  const parts: DurationPart[] = [{ unit, value: Math.floor(total / UNIT_SECONDS[unit]) }];
  const next = DURATION_UNITS[first + 1];
  const rest = next ? Math.floor((total % UNIT_SECONDS[unit]) / UNIT_SECONDS[next]) : 0;
  if (next && rest > 0) parts.push({ unit: next, value: rest });
  return parts;
}

/** "2 min 5 s" in the reader's words (`unitText` says one part, e.g. from the translations); null without a value. */
export function formatDuration(seconds: number | null, unitText: (part: { unit: DurationUnit; value: string }) => string, locale: string): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const number = new Intl.NumberFormat(locale);
  return durationParts(seconds)
    .map((part) => unitText({ unit: part.unit, value: number.format(part.value) }))
    .join(" ");
}

/** Bytes received so far: "850 B", "12.5 kB", "3.2 MB" with the reader's decimal sign. */
export function formatBytes(bytes: number, locale: string): string {
  const [unit, size] =
    bytes >= 1_000_000 ? (["megabyte", bytes / 1_000_000] as const) : bytes >= 1_000 ? (["kilobyte", bytes / 1_000] as const) : (["byte", bytes] as const);
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: unit === "byte" ? 0 : 1 }).format(size);
}

/** The first and the last day (YYYY-MM-DD) a report covers: its span's `until` is the midnight after the last day, in the span's zone. */
export function spanDays(span: { from: string; until: string; timeZone: string }): { first: string; last: string } {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: span.timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return { first: day.format(new Date(span.from)), last: day.format(new Date(Date.parse(span.until) - 1)) };
}

/** The name a download is saved under: Content-Disposition's filename* (UTF-8) or filename, else the fallback. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return safeName(decodeURIComponent(encoded.trim())) || fallback;
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(contentDisposition);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  return (name && safeName(name)) || fallback;
}

/** No folders in a saved name. */
const safeName = (name: string) => name.replace(/[/\\]/g, "_").trim();
