import { Skeleton } from "primereact/skeleton";
import { lazy, Suspense } from "react";
import type { ChartViewProps } from "./chart-view";

const ChartView = lazy(() => import("./chart-view"));

/** A chart whose code (PrimeReact's Chart, then chart.js) loads only when a chart widget shows. */
export function LazyChart(props: ChartViewProps) {
  return (
    <Suspense fallback={<Skeleton className="dashboard-chart" />}>
      <ChartView {...props} />
    </Suspense>
  );
}
