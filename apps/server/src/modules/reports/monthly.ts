import { ALARM_STATUSES, type MonthlyReport, type MonthlyReportRow } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";
import { localTriggeredAt, responseTimeColumns, responseTimes } from "./figures-sql.js";
import type { ResolvedReport } from "./report-scope.js";

type FigureRow = Record<string, unknown> & { month: string | null; grp: string | null; alarms: number; accepted: number; is_total: boolean };

/**
 * Alarms per month (of the report's zone) and group: how many, by status, accepted, and how fast;
 * the total over all of them in the same query (grouping sets), so that medians of the total are
 * the medians of every alarm, not of the rows.
 */
export async function monthlyReport(db: Executor, report: ResolvedReport): Promise<MonthlyReport> {
  const month = sql`to_char(${localTriggeredAt(report.timeZone)}, 'YYYY-MM')`;
  // Every status counted in the same pass as the figures: one read of the range.
  const statusCounts = sql.raw(ALARM_STATUSES.map((status) => `count(*) filter (where alarms.status = '${status}')::int as "status_${status}"`).join(", "));
  const figures = await queryRows<FigureRow>(
    db,
    sql`select ${month} as month, ${report.group} as grp, grouping(${month}) = 1 as is_total,
               count(*)::int as alarms, count(alarms.first_accepted_at)::int as accepted, ${statusCounts}, ${responseTimeColumns}
          from alarms where ${report.where}
         group by grouping sets ((${month}, ${report.group}), ())`,
  );
  const rowOf = (row: FigureRow) => ({
    alarms: row.alarms,
    accepted: row.accepted,
    byStatus: Object.fromEntries(ALARM_STATUSES.flatMap((status) => (row[`status_${status}`] ? [[status, Number(row[`status_${status}`])]] : []))),
    ...responseTimes(row),
  });
  const rows: MonthlyReportRow[] = figures
    .filter((row) => !row.is_total)
    .map((row) => ({ month: row.month!, group: row.grp, ...rowOf(row) }))
    .sort((a, b) => a.month.localeCompare(b.month) || (a.group ?? "").localeCompare(b.group ?? "", undefined, { numeric: true }));
  const total = figures.find((row) => row.is_total);
  return {
    span: report.span,
    grouping: report.grouping,
    rows,
    total: total ? rowOf(total) : { alarms: 0, accepted: 0, byStatus: {}, toAccept: empty, toEnd: empty },
  };
}

const empty = { count: 0, median: null, p90: null, mean: null };
