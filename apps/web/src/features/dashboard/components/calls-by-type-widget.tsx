import type { DashboardPeriod } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { useDashboardCallsByType } from "../api/dashboard-figures";
import { SERIES_COLOUR } from "./chart-colours";
import { LazyChart } from "./lazy-chart";
import { WidgetNotice, WidgetQuery } from "./widget-state";

const SERIES = ["total", "delivered", "failed"] as const;

/** CALLS_BY_TYPE: messages of the period per device type, delivered and failed beside all. */
export function CallsByTypeWidget({ period, denied }: { period: DashboardPeriod; denied: string | null }) {
  const { t } = useTranslation();
  const query = useDashboardCallsByType(period, !denied);
  return (
    <WidgetQuery query={query} denied={denied} shape="chart">
      {(calls) =>
        calls.byType.every((entry) => entry.total === 0) ? (
          <WidgetNotice icon="pi-chart-bar" text={t("dashboard.calls.empty")} />
        ) : (
          <LazyChart
            type="bar"
            label={t("dashboard.callsByType.chart")}
            dataKey={calls}
            data={(colours) => ({
              labels: calls.byType.map((entry) => t(`dashboard.deviceTypes.${entry.deviceType}`)),
              datasets: SERIES.map((series) => ({
                label: t(`dashboard.calls.${series}`),
                data: calls.byType.map((entry) => entry[series]),
                backgroundColor: colours.of(SERIES_COLOUR[series]),
                borderRadius: 4,
              })),
            })}
          />
        )
      }
    </WidgetQuery>
  );
}
