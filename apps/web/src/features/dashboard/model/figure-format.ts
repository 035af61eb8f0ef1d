/** Numbers, durations and sizes in the user's language (Intl), for the dashboard's figures. */

export const formatCount = (value: number, locale: string): string => new Intl.NumberFormat(locale).format(value);

const unit = (value: number, name: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "short", maximumFractionDigits: 1 }).format(value);

/** A length of time in its largest sensible unit: "45 s", "4.5 min", "2.3 hr", "3 days". */
export function formatDuration(seconds: number, locale: string): string {
  if (seconds < 90) return unit(Math.round(seconds), "second", locale);
  if (seconds < 90 * 60) return unit(seconds / 60, "minute", locale);
  if (seconds < 48 * 3600) return unit(seconds / 3600, "hour", locale);
  return unit(seconds / 86_400, "day", locale);
}

const BYTE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

/** A size in bytes in binary steps: "512 MB", "15.6 GB". */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let step = 0;
  while (value >= 1024 && step < BYTE_UNITS.length - 1) {
    value /= 1024;
    step += 1;
  }
  return unit(value, BYTE_UNITS[step]!, locale);
}

const pad = (value: string | undefined) => (value ?? "").padStart(2, "0");

/**
 * A point in time as DD.MM.YYYY HH:mm (docs/domain-rules.md#constants) in the given time zone, e.g.
 * the server's; null when the zone is unknown to the browser.
 */
export function formatInZone(iso: string, timeZone: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(new Date(iso));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
    return `${pad(part("day"))}.${pad(part("month"))}.${part("year")} ${pad(part("hour"))}:${pad(part("minute"))}`;
  } catch {
    return null;
  }
}
