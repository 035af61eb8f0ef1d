import type { MonthlyReport } from "@alarm/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { chartSeries } from "../model/monthly";
import { groupText } from "./group-label";
import { cssColour, ReportChart } from "./report-chart";
import { useReportFormats } from "./use-report-formats";

/** Theme colours of the stacked groups, the primary one first; "other" is grey. */
const PALETTE = ["--primary-color", "--teal-500", "--orange-500", "--pink-500", "--cyan-700", "--yellow-600", "--purple-500", "--green-700"];

/** Alarms per month as bars, stacked by group when the report is grouped. */
export function MonthlyChart({ report }: { report: MonthlyReport }) {
  const { t } = useTranslation();
  const formats = useReportFormats();
  const { data, options } = useMemo(() => {
    const { months, series } = chartSeries(report);
    return {
      data: {
        labels: months.map((month) => formats.month(month, "short")),
        datasets: series.map((each, index) => ({
          label: each.other
            ? t("reports.monthly.otherGroups")
            : report.grouping === "NONE"
              ? t("reports.columns.alarms")
              : groupText(report.grouping, each.group, t),
          data: each.alarms,
          backgroundColor: cssColour(each.other ? "--gray-400" : PALETTE[index % PALETTE.length]!),
          borderRadius: 3,
        })),
      },
      options: {
        maintainAspectRatio: false,
        locale: formats.locale,
        plugins: { legend: { display: report.grouping !== "NONE", position: "bottom" } },
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
      },
    };
  }, [report, formats, t]);

  return <ReportChart title={t("reports.monthly.chartTitle")} description={t("reports.monthly.chartDescription")} data={data} options={options} />;
}
