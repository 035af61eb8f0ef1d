import type { GroupingKeyPart } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Executor, preparedStatement } from "../../db/database.js";

/** A grouping rule that may take the point's alarms (its own organization's or one above it). */
export type CandidateRule = { id: number; name: string; integrationKeyIds: number[]; groupBy: GroupingKeyPart[]; windowMinutes: number };

/** What decides how a new alarm of a point is taken in: the recent load, the point's chatter and the rules that name it. */
export type IntakeState = {
  /** Alarms of the organization's points within the flood window, counted up to the threshold + 1. */
  recentAlarms: number;
  /** The point's alarms within the last minute, counted up to the chatter threshold. */
  pointAlarmsInMinute: number;
  /** The point chattered within the last minute (its alarms are being folded). */
  chattering: boolean;
  /** The point's newest alarm still open, into which a chattering repeat folds. */
  openAlarmId: number | null;
  rules: CandidateRule[];
  /** An operator lifted the organization's flood within the flood window: alarms alert one by one again. */
  floodLifted: boolean;
};

/**
 * One round trip. Rates are read by the database's clock, as `triggered_at` is written; a lifted
 * flood by the server's (`now`, a test clock may run ahead).
 */
export const readIntakeState = preparedStatement<IntakeState>(
  "intake_state",
  () => sql`select
      (select count(*)::int from (select 1 from alarms a where a.org_id = ${sql.placeholder("orgId")} and a.alarm_point_id is not null
         and a.triggered_at > now() - make_interval(secs => ${sql.placeholder("floodWindow")}) limit ${sql.placeholder("floodCount")}) recent) as "recentAlarms",
      (select count(*)::int from (select 1 from alarms a where a.alarm_point_id = ${sql.placeholder("pointId")}
         and a.triggered_at > now() - interval '60 seconds' limit ${sql.placeholder("chatterCount")}) minute) as "pointAlarmsInMinute",
      coalesce((select c.last_event_at > now() - interval '60 seconds' from chattering_points c where c.alarm_point_id = ${sql.placeholder("pointId")}), false) as chattering,
      (select a.id::int from alarms a where a.alarm_point_id = ${sql.placeholder("pointId")} and a.ended_at is null and a.kind = 'STANDARD'
         order by a.triggered_at desc limit 1) as "openAlarmId",
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'integrationKeyIds', r.integration_key_ids, 'groupBy', r.group_by,
                 'windowMinutes', r.window_minutes) order by l.depth, r.id)
         from grouping_rules r join org_line(${sql.placeholder("orgId")}) l on l.id = r.org_id
         where r.enabled and (r.alarm_point_ids = '[]'::jsonb or r.alarm_point_ids @> to_jsonb(${sql.placeholder("pointId")}::int))), '[]') as rules,
      exists (select 1 from incidents i where i.org_id = ${sql.placeholder("orgId")} and i.kind = 'FLOOD'
         and i.lifted_at > ${sql.placeholder("now")}::timestamptz - make_interval(secs => ${sql.placeholder("floodWindow")})) as "floodLifted"`,
);

export async function intakeState(
  tx: Executor,
  facts: { orgId: number; pointId: number; now: Date; flood: { alarms: number; windowSeconds: number }; chatterAlarms: number },
): Promise<IntakeState> {
  const [state] = await readIntakeState(tx, {
    orgId: facts.orgId,
    pointId: facts.pointId,
    now: facts.now.toISOString(),
    floodWindow: facts.flood.windowSeconds,
    floodCount: facts.flood.alarms + 1,
    chatterCount: facts.chatterAlarms,
  });
  return state!;
}
