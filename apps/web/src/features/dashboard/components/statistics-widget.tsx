import type { DashboardPeriod } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { useDashboardStatistics } from "../api/dashboard-figures";
import { formatCount, formatDuration } from "../model/figure-format";
import { STATUS_COLOUR } from "./chart-colours";
import { FigureList } from "./figure-list";
import { LazyChart } from "./lazy-chart";
import { useLocale } from "./use-locale";
import { WidgetNotice, WidgetQuery } from "./widget-state";

/** STATISTICS: the alarms of the period by their status now, how many were accepted and how fast. */
export function StatisticsWidget({ period, denied }: { period: DashboardPeriod; denied: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useDashboardStatistics(period, !denied);
  const duration = (seconds: number | null) => (seconds === null ? "–" : formatDuration(seconds, locale));
  return (
    <WidgetQuery query={query} denied={denied} shape="chart">
      {(statistics) => {
        const shown = statistics.byStatus.filter((entry) => entry.count > 0);
        return (
          <div className="stack gap-m">
            <FigureList
              figures={[
                { key: "alarms", label: t("dashboard.statistics.alarms"), value: formatCount(statistics.alarms, locale) },
                { key: "accepted", label: t("dashboard.statistics.accepted"), value: formatCount(statistics.accepted, locale) },
                { key: "toAccept", label: t("dashboard.statistics.meanToAccept"), value: duration(statistics.meanSecondsToAccept) },
                { key: "toEnd", label: t("dashboard.statistics.meanToEnd"), value: duration(statistics.meanSecondsToEnd) },
              ]}
            />
            {shown.length === 0 ? (
              <WidgetNotice icon="pi-chart-pie" text={t("dashboard.statistics.empty")} />
            ) : (
              <LazyChart
                type="doughnut"
                label={t("dashboard.statistics.chart")}
                dataKey={statistics}
                data={(colours) => ({
                  labels: shown.map((entry) => t(`alarmStatuses.${entry.status}`)),
                  datasets: [
                    {
                      data: shown.map((entry) => entry.count),
                      backgroundColor: shown.map((entry) => colours.of(STATUS_COLOUR[entry.status])),
                      borderColor: colours.surface,
                    },
                  ],
                })}
              />
            )}
          </div>
        );
      }}
    </WidgetQuery>
  );
}
