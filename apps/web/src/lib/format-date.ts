/**
 * The one way the console shows a point in time (docs/domain-rules.md#constants): dates as
 * DD.MM.YYYY and times as HH:mm (24 hours) in every language, in the browser's time zone, like the
 * date pickers of the forms.
 */
const pad = (value: number) => String(value).padStart(2, "0");

function parsed(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DD.MM.YYYY HH:mm; empty for no or an unreadable time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parsed(value);
  if (!date) return "";
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** DD.MM.YYYY HH:mm:ss, for steps of a timeline that follow each other within a minute. */
export function formatPreciseDateTime(value: string | Date | null | undefined): string {
  const date = parsed(value);
  return date ? `${formatDateTime(date)}:${pad(date.getSeconds())}` : "";
}
