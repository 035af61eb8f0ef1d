import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.js";
import type { AlarmPlanSnapshot } from "../db/schema/index.js";

export type PlanCopy = { snapshot: AlarmPlanSnapshot; mediaProcessingType: string; mediaUsageType: string };

/**
 * The plan's ranks as they are now, as one JSON value of a query: an alarm keeps this copy, so
 * later edits of the plan do not change a running alarm.
 */
/** The ids in one column of the entries of rank `r`, in order, as a JSON array (for a query over `alarm_plan_ranks r`). */
export const rankEntries = (column: "participant_id" | "participant_group_id") =>
  sql.raw(`coalesce((select json_agg(e.${column} order by e.order_id) from alarm_plan_entries e where e.rank_id = r.id and e.${column} is not null), '[]')`);

export function planCopyOf(planId: SQL | number): SQL<PlanCopy | null> {
  const entries = rankEntries;
  return sql<PlanCopy | null>`(select json_build_object(
      'mediaProcessingType', pl.media_processing_type,
      'mediaUsageType', pl.media_usage_type,
      'snapshot', json_build_object('planId', pl.id, 'planName', pl.name, 'skipCheckedOut', pl.skip_checked_out, 'ranks', coalesce((
        select json_agg(json_build_object('orderId', r.order_id, 'waitTime', r.wait_time,
                 'participantIds', ${entries("participant_id")}, 'participantGroupIds', ${entries("participant_group_id")}) order by r.order_id)
        from alarm_plan_ranks r where r.plan_id = pl.id), '[]')))
    from alarm_plans pl where pl.id = ${planId})`;
}

/** The copy of one plan, read on its own. */
export async function planCopy(db: Executor, planId: number): Promise<PlanCopy | null> {
  const [row] = await queryRows<{ copy: PlanCopy | null }>(db, sql`select ${planCopyOf(planId)} as copy`);
  return row?.copy ?? null;
}
