import type { AlarmStatus } from "@alarm/contract";

/**
 * Chart colours from the PrimeReact theme's CSS variables, read when a chart is drawn, so charts
 * follow the theme (text and grid lines readable on the card's surface) instead of fixed colours.
 */
export interface ChartColours {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  /** A colour by its variable name, e.g. "--blue-500". */
  of: (variable: string) => string;
}

export function readChartColours(element: Element = document.documentElement): ChartColours {
  const style = getComputedStyle(element);
  const read = (variable: string, fallback: string) => style.getPropertyValue(variable).trim() || fallback;
  return {
    text: read("--text-color", "#334155"),
    muted: read("--text-color-secondary", "#64748b"),
    grid: read("--surface-border", "#dfe7ef"),
    surface: read("--surface-card", "#ffffff"),
    of: (variable) => read(variable, "#64748b"),
  };
}

/** Each status its own colour in the doughnut, in the hues of its tag: red needs someone, orange is under way, blue handled, green done, grey ended unhandled. */
export const STATUS_COLOUR: Readonly<Record<AlarmStatus, string>> = {
  NEW: "--red-500",
  NOT_ACCEPTED: "--red-700",
  NOT_ACKNOWLEDGED: "--red-300",
  FAILURE: "--pink-600",
  CONFIG_PROBLEM: "--pink-300",
  PROCESSING: "--orange-500",
  PARTIAL_ACCEPTED: "--yellow-500",
  ACCEPTED: "--blue-500",
  PARTIAL_ACKNOWLEDGED: "--cyan-500",
  ACKNOWLEDGED: "--teal-500",
  FINISHED: "--green-600",
  SCHEDULED: "--indigo-300",
  CANCELED: "--gray-400",
  INTERRUPTED: "--bluegray-500",
  INACTIVE: "--gray-300",
};

/** Series of the bar and line charts: all messages, delivered, failed. */
export const SERIES_COLOUR = { total: "--primary-500", delivered: "--green-600", failed: "--red-600" } as const;
