/** The hour-of-week heat map: 7 rows (Monday first) of 24 hours, each cell's colour strength from its count. */

export interface HeatCell {
  hour: number;
  count: number;
  /** 0 for no alarm, else from MIN_LEVEL (the fewest) to 1 (the most), in proportion to the count. */
  level: number;
}

/** A single alarm stays visible against the empty cells. */
export const MIN_LEVEL = 0.15;

export function heatRows(hourOfWeek: readonly (readonly number[])[]): HeatCell[][] {
  const max = Math.max(0, ...hourOfWeek.flat());
  return hourOfWeek.map((hours) =>
    hours.map((count, hour) => ({ hour, count, level: count > 0 && max > 0 ? MIN_LEVEL + (1 - MIN_LEVEL) * (count / max) : 0 })),
  );
}

/** The weekday names of a language, Monday first. */
export function weekdayNames(locale: string, width: "long" | "short" = "short"): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
}

/** The cell's colour: the theme's primary colour mixed into the card's surface by the level. */
export function heatColour(level: number): string {
  return `color-mix(in srgb, var(--primary-color) ${Math.round(level * 100)}%, var(--surface-card))`;
}
