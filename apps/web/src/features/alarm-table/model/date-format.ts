/** SPEC section 9: dates as DD.MM.YYYY and times as HH:mm, in the browser's time zone. */
const pad = (value: number) => String(value).padStart(2, "0");

function parsed(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DD.MM.YYYY HH:mm; empty for no time. */
export function dateTimeText(iso: string | null | undefined): string {
  const date = parsed(iso);
  if (!date) return "";
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** DD.MM.YYYY HH:mm:ss, for the steps of a timeline that follow each other within a minute. */
export function preciseDateTimeText(iso: string | null | undefined): string {
  const date = parsed(iso);
  return date ? `${dateTimeText(iso)}:${pad(date.getSeconds())}` : "";
}
