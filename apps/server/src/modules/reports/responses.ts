import type { ResponseReport } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";
import { localTriggeredAt, responseTimeColumns, responseTimes } from "./figures-sql.js";
import type { ResolvedReport } from "./report-scope.js";

/** Rows per table of the response report: the busiest first. */
const TOP = 500;

type Row = Record<string, unknown> & { id: number | null; name: string | null; alarms: number };

/**
 * How fast alarms were accepted and ended per alarm point, plan and organization (median, p90, mean),
 * how each participant answered, and when alarms come (weekday and hour in the report's zone).
 */
export async function responseReport(db: Executor, report: ResolvedReport): Promise<ResponseReport> {
  const figuresBy = (id: string, name: string, joins = sql``) =>
    queryRows<Row>(
      db,
      sql`select ${sql.raw(id)} as id, ${sql.raw(name)} as name, count(*)::int as alarms, ${responseTimeColumns}
            from alarms ${joins} where ${report.where}
           group by ${sql.raw(id)} order by count(*) desc, ${sql.raw(id)} limit ${TOP}`,
    );
  const local = localTriggeredAt(report.timeZone);
  const [points, plans, organizations, participants, hours] = await Promise.all([
    figuresBy("alarms.alarm_point_id", "(array_agg(alarms.name order by alarms.triggered_at desc))[1]"),
    figuresBy("(alarms.plan->>'planId')::int", "max(alarms.plan->>'planName')"),
    figuresBy("alarms.org_id", "max(o.name)", sql`join organizations o on o.id = alarms.org_id`),
    queryRows<{ participantId: number; name: string; alerted: number; accepted: number; declined: number; median: number | null }>(
      db,
      sql`select r.participant_id as "participantId", (array_agg(r.name order by alarms.triggered_at desc))[1] as name,
                 count(*)::int as alerted, count(*) filter (where r.status = 'ACCEPTED')::int as accepted,
                 count(*) filter (where r.status = 'DECLINED')::int as declined,
                 percentile_cont(0.5) within group (order by extract(epoch from r.responded_at - alarms.triggered_at)) as median
            from alarm_recipients r join alarms on alarms.id = r.alarm_id
           where ${report.where} and r.status <> 'WAITING'
           group by r.participant_id order by count(*) desc, r.participant_id limit ${TOP}`,
    ),
    queryRows<{ weekday: number; hour: number; alarms: number }>(
      db,
      sql`select extract(isodow from ${local})::int as weekday, extract(hour from ${local})::int as hour, count(*)::int as alarms
            from alarms where ${report.where} group by 1, 2`,
    ),
  ]);
  const hourOfWeek = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const cell of hours) hourOfWeek[cell.weekday - 1]![cell.hour] = cell.alarms;
  const figures = (row: Row) => ({ alarms: row.alarms, ...responseTimes(row) });
  return {
    span: report.span,
    byAlarmPoint: points.map((row) => ({ alarmPointId: row.id, name: row.name ?? "", ...figures(row) })),
    byPlan: plans.map((row) => ({ planId: row.id, name: row.name ?? "", ...figures(row) })),
    byOrganization: organizations.map((row) => ({ orgId: row.id!, name: row.name ?? "", ...figures(row) })),
    participants: participants.map((row) => ({
      participantId: row.participantId,
      name: row.name,
      alerted: row.alerted,
      accepted: row.accepted,
      declined: row.declined,
      unanswered: row.alerted - row.accepted - row.declined,
      answerRate: row.alerted ? Math.round(((row.accepted + row.declined) / row.alerted) * 1000) / 1000 : null,
      medianSecondsToAnswer: row.median === null ? null : Math.round(Number(row.median) * 10) / 10,
    })),
    hourOfWeek,
  };
}
