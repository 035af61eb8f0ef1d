import type { DashboardCalls, DashboardPeriod } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { useDashboardCalls } from "../api/dashboard-figures";
import { SERIES_COLOUR } from "./chart-colours";
import { LazyChart } from "./lazy-chart";
import { WidgetNotice, WidgetQuery } from "./widget-state";

const SERIES = ["total", "failed"] as const;

/** An axis label: HH:mm for hours, DD.MM. for days (docs/domain-rules.md#constants). */
const pointLabel = (at: string, bucket: DashboardCalls["bucket"]) => {
  const [date, time] = formatDateTime(at).split(" ");
  return bucket === "HOUR" ? time! : date!.slice(0, 6);
};

/** CALLS: messages over the period, per hour today and per day otherwise; all and failed. */
export function CallsWidget({ period, denied }: { period: DashboardPeriod; denied: string | null }) {
  const { t } = useTranslation();
  const query = useDashboardCalls(period, !denied);
  return (
    <WidgetQuery query={query} denied={denied} shape="chart">
      {(calls) => {
        // Hours and days still to come have nothing yet: the line ends now.
        const points = calls.points.filter((point) => Date.parse(point.at) <= Date.now());
        return points.every((point) => point.total === 0) ? (
          <WidgetNotice icon="pi-chart-line" text={t("dashboard.calls.empty")} />
        ) : (
          <LazyChart
            type="line"
            label={t("dashboard.calls.chart")}
            dataKey={calls}
            data={(colours) => ({
              labels: points.map((point) => pointLabel(point.at, calls.bucket)),
              datasets: SERIES.map((series) => ({
                label: t(`dashboard.calls.${series}`),
                data: points.map((point) => point[series]),
                borderColor: colours.of(SERIES_COLOUR[series]),
                backgroundColor: colours.of(SERIES_COLOUR[series]),
                // Smooth, but never below zero or above the counts between points.
                cubicInterpolationMode: "monotone",
                pointRadius: points.length > 31 ? 0 : 2,
              })),
            })}
          />
        );
      }}
    </WidgetQuery>
  );
}
