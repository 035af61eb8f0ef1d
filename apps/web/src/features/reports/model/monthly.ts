import { ALARM_STATUSES, type AlarmStatus, type MonthlyReport } from "@alarm/contract";

/** The statuses that occur in the report, in the order of an alarm's life. */
export function statusesIn(report: Pick<MonthlyReport, "rows" | "total">): AlarmStatus[] {
  const counted = (byStatus: Record<string, number>, status: string) => (byStatus[status] ?? 0) > 0;
  return ALARM_STATUSES.filter((status) => counted(report.total.byStatus, status) || report.rows.some((row) => counted(row.byStatus, status)));
}

/** Every month from the first to the last of the rows (YYYY-MM), also those without alarms. */
export function monthsOf(rows: readonly { month: string }[]): string[] {
  const sorted = rows.map((row) => row.month).sort();
  const [first, last] = [sorted[0], sorted.at(-1)];
  if (!first || !last) return [];
  const months: string[] = [];
  let [year, month] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  for (let key = first; key <= last; key = `${year}-${String(month).padStart(2, "0")}`) {
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

export interface ChartSeries {
  /** The group's value; null for all alarms (no grouping) and for the rest beyond the largest groups. */
  group: string | null;
  other: boolean;
  /** Alarms per month, in the order of `months`. */
  alarms: number[];
}

/** How many groups the chart stacks; smaller ones are summed as "other". */
export const CHART_GROUPS = 8;

/** The bar chart: alarms per month, stacked by group (the largest CHART_GROUPS, the rest together). */
export function chartSeries(report: Pick<MonthlyReport, "rows" | "grouping">): { months: string[]; series: ChartSeries[] } {
  const months = monthsOf(report.rows);
  const per = (rows: MonthlyReport["rows"]) => months.map((month) => rows.filter((row) => row.month === month).reduce((sum, row) => sum + row.alarms, 0));
  if (report.grouping === "NONE") return { months, series: [{ group: null, other: false, alarms: per(report.rows) }] };

  const totals = new Map<string | null, number>();
  for (const row of report.rows) totals.set(row.group, (totals.get(row.group) ?? 0) + row.alarms);
  const largest = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([group]) => group);
  const shown = largest.slice(0, largest.length > CHART_GROUPS ? CHART_GROUPS - 1 : CHART_GROUPS);
  const series: ChartSeries[] = shown.map((group) => ({ group, other: false, alarms: per(report.rows.filter((row) => row.group === group)) }));
  if (shown.length < largest.length) series.push({ group: null, other: true, alarms: per(report.rows.filter((row) => !shown.includes(row.group))) });
  return { months, series };
}
