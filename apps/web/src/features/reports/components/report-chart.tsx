import { Skeleton } from "primereact/skeleton";
import { lazy, Suspense } from "react";

// PrimeReact's Chart and chart.js load only when a report's chart is shown.
const Chart = lazy(() => import("primereact/chart").then((module) => ({ default: module.Chart })));

/** A theme colour by its CSS variable, read when a chart is drawn. */
export const cssColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "#4f46e5";

/** A report's bar chart under its title, 18rem high; `description` is what a screen reader says of it. */
export function ReportChart({ title, description, data, options }: { title: string; description: string; data: object; options: object }) {
  return (
    <figure className="report-chart flush stack gap-s">
      <figcaption className="report-section-title">{title}</figcaption>
      <Suspense fallback={<Skeleton height="18rem" />}>
        <Chart type="bar" data={data} options={options} height="18rem" ariaLabel={description} />
      </Suspense>
    </figure>
  );
}
