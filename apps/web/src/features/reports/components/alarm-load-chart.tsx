import type { AlarmLoadReport } from "@alarm/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { loadChart } from "../model/alarm-load";
import { cssColour, ReportChart } from "./report-chart";
import { useReportFormats } from "./use-report-formats";

/**
 * Alarms over the span as bars (per flood period up to 2 days, per hour beyond), red where a period
 * is in flood, with the flood threshold as a dashed line; per hour also the busiest flood period of
 * each hour as a dot, the figure the threshold is about.
 */
export function AlarmLoadChart({ report }: { report: AlarmLoadReport }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const minutes = formats.number(report.flood.windowSeconds / 60);
  const { data, options } = useMemo(() => {
    const chart = loadChart(report);
    const label = new Intl.DateTimeFormat(formats.locale, {
      timeZone: report.span.timeZone,
      day: "2-digit",
      month: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const line = (text: string, values: (number | null)[], colour: string, dashed: boolean) => ({
      type: "line" as const,
      label: text,
      data: values,
      borderColor: cssColour(colour),
      backgroundColor: cssColour(colour),
      borderWidth: 2,
      borderDash: dashed ? [6, 4] : [],
      // The busiest periods are dots above the bars (none for a quiet hour); the threshold a line across.
      showLine: dashed,
      pointRadius: dashed ? 0 : 2,
    });
    return {
      data: {
        labels: chart.starts.map((start) => label.format(new Date(start))),
        datasets: [
          {
            type: "bar" as const,
            label: chart.hourly ? t("reports.alarmLoad.chart.perHour") : t("reports.alarmLoad.chart.perPeriod", { minutes }),
            data: chart.alarms,
            backgroundColor: chart.inFlood.map((flood) => cssColour(flood ? "--red-500" : "--primary-color")),
            borderRadius: 2,
          },
          ...(chart.hourly
            ? [
                line(
                  t("reports.alarmLoad.chart.busiest", { minutes }),
                  chart.busiest.map((alarms) => alarms || null),
                  "--orange-500",
                  false,
                ),
              ]
            : []),
          line(
            t("reports.alarmLoad.chart.threshold", { alarms: chart.threshold, minutes }),
            chart.starts.map(() => chart.threshold),
            "--red-600",
            true,
          ),
        ],
      },
      options: {
        maintainAspectRatio: false,
        locale: formats.locale,
        plugins: { legend: { position: "bottom", labels: { boxWidth: 12 } } },
        scales: {
          x: { ticks: { autoSkip: true, autoSkipPadding: 12, maxRotation: 0 } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    };
  }, [report, formats, minutes, t]);

  return <ReportChart title={t("reports.alarmLoad.chart.title")} description={t("reports.alarmLoad.chart.description")} data={data} options={options} />;
}
