import { Chart } from "primereact/chart";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { readChartColours, type ChartColours } from "./chart-colours";

/** Bars name categories, each must show (slanted when narrow); a time line may leave labels out. */
const X_TICKS = { bar: { autoSkip: false, maxRotation: 45 }, line: { autoSkip: true, autoSkipPadding: 12, maxRotation: 0 } } as const;

export interface ChartViewProps {
  type: "doughnut" | "bar" | "line";
  label: string;
  /** The chart's data, built with the theme's colours. */
  data: (colours: ChartColours) => object;
  /** Changes of this redraw the chart (PrimeReact's Chart draws anew on every render). */
  dataKey: unknown;
}

/**
 * A chart.js chart through PrimeReact, in the theme's colours and the user's number format. Loaded
 * lazily (see lazy-chart.tsx): chart.js is not part of the dashboard's first paint.
 */
export default function ChartView({ type, label, data, dataKey }: ChartViewProps) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [chartData, options] = useMemo(() => {
    const colours = readChartColours();
    const axis = { ticks: { color: colours.muted, precision: 0 }, grid: { color: colours.grid }, border: { color: colours.grid } };
    return [
      data(colours),
      {
        locale,
        responsive: true,
        maintainAspectRatio: false,
        color: colours.text,
        plugins: { legend: { position: "bottom", labels: { color: colours.text, boxWidth: 12, usePointStyle: type !== "bar" } } },
        ...(type === "doughnut"
          ? { cutout: "60%" }
          : { scales: { x: { ...axis, ticks: { ...axis.ticks, ...X_TICKS[type] } }, y: { ...axis, beginAtZero: true } } }),
      },
    ];
    // The data builder is a new function each render; what it draws is named by dataKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, locale, dataKey]);
  // The canvas is the image (role img); `ariaLabel` would also land on the wrapper as an unknown attribute.
  return <Chart className="dashboard-chart" type={type} data={chartData} options={options} pt={{ canvas: { "aria-label": label } }} />;
}
