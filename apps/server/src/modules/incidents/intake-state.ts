import type { GroupingKeyPart } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, preparedStatement } from "../../db/database.js";
import type { IntakeSettings } from "./intake.js";

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

const placeholder = (name: string) => sql.placeholder(name);

/**
 * The intake state of point `pointId` of organization `orgId` (SQL expressions: parameters, or the
 * columns of an alarm point the statement reads) as one JSON value, so that the read of the point's
 * definition brings it in the same round trip. Rates are read by the database's clock, as
 * `triggered_at` is written; a lifted flood by the server's (`now`, a test clock may run ahead).
 * Parameters: `intakeParams`.
 */
export function intakeStateOf(orgId: SQL, pointId: SQL): SQL<IntakeState> {
  return sql<IntakeState>`json_build_object(
      'recentAlarms', (select count(*)::int from (select 1 from alarms a where a.org_id = ${orgId} and a.alarm_point_id is not null
         and a.triggered_at > now() - make_interval(secs => ${placeholder("floodWindow")}) limit ${placeholder("floodCount")}) recent),
      'pointAlarmsInMinute', (select count(*)::int from (select 1 from alarms a where a.alarm_point_id = ${pointId}
         and a.triggered_at > now() - interval '60 seconds' limit ${placeholder("chatterCount")}) minute),
      'chattering', coalesce((select c.last_event_at > now() - interval '60 seconds' from chattering_points c where c.alarm_point_id = ${pointId}), false),
      'openAlarmId', (select a.id::int from alarms a where a.alarm_point_id = ${pointId} and a.ended_at is null and a.kind = 'STANDARD'
         order by a.triggered_at desc nulls last limit 1),
      'rules', coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'integrationKeyIds', r.integration_key_ids, 'groupBy', r.group_by,
                 'windowMinutes', r.window_minutes) order by l.depth, r.id)
         from grouping_rules r join org_line(${orgId}) l on l.id = r.org_id
         where r.enabled and (r.alarm_point_ids = '[]'::jsonb or r.alarm_point_ids @> to_jsonb(${pointId}::int))), '[]'),
      'floodLifted', exists (select 1 from incidents i where i.org_id = ${orgId} and i.kind = 'FLOOD'
         and i.lifted_at > ${placeholder("now")}::timestamptz - make_interval(secs => ${placeholder("floodWindow")})))`;
}

/** The parameters of `intakeStateOf` for these settings (none: intake is off, and the state costs next to nothing). */
export function intakeParams(settings: IntakeSettings | null, now: Date) {
  return {
    now: now.toISOString(),
    floodWindow: settings?.flood.windowSeconds ?? 0,
    floodCount: (settings?.flood.alarms ?? 0) + 1,
    chatterCount: settings?.chatterAlarms ?? 0,
  };
}

const readIntakeState = preparedStatement<{ state: IntakeState }>(
  "intake_state",
  () => sql`select ${intakeStateOf(sql`${placeholder("orgId")}::int`, sql`${placeholder("pointId")}::int`)} as state`,
);

/** The intake state of a point whose definition was read without it (a replacement point). */
export async function intakeState(tx: Executor, facts: { orgId: number; pointId: number; now: Date; settings: IntakeSettings }): Promise<IntakeState> {
  const [row] = await readIntakeState(tx, { orgId: facts.orgId, pointId: facts.pointId, ...intakeParams(facts.settings, facts.now) });
  return row!.state;
}
