import type { TFunction } from "i18next";
import { Column } from "primereact/column";

/** The times the reports show of each row: to accept and to end, each as median and 90th percentile. */
export const TIME_FIGURES = [
  { key: "toAccept", figure: "median" },
  { key: "toAccept", figure: "p90" },
  { key: "toEnd", figure: "median" },
  { key: "toEnd", figure: "p90" },
] as const;

/** Their two-row header: "Time to accept" and "Time to end" above Median and 90th percentile. */
export function timeFigureHeaders(t: TFunction) {
  return {
    top: ["toAccept", "toEnd"].map((key) => <Column key={key} header={t(`reports.columns.${key}`)} colSpan={2} />),
    bottom: TIME_FIGURES.map(({ key, figure }) => <Column key={`${key}-${figure}`} header={t(`reports.figures.${figure}`)} />),
  };
}
