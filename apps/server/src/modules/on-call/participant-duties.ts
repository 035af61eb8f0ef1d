import { type ParticipantDuty, participantDuties, type TimeRange } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import { type Executor, queryRows } from "../../db/database.js";
import { onCallAlarmPoints, onCallWorld } from "../../on-call/on-call-rows.js";

/** A participant's duties are looked for in at most this many alarm points. */
const MAX_POINTS = 200;

/**
 * The alarm points whose plans (their own, or one their standby schedule can put in force) can
 * reach the participant: directly, through a group, or by covering or replacing someone they reach.
 */
async function pointsReaching(db: Executor, participantId: number, range: TimeRange, scopeOrgId: number | null): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with people as (
          select ${participantId}::int as id
          union select o.participant_id from duty_overrides o
            where o.covering_participant_id = ${participantId} and o.starts_at < ${range.to.toISOString()}::timestamptz and o.ends_at > ${range.from.toISOString()}::timestamptz
          union select e.participant_id from participant_calendar_events e where (e.definition->>'replacementParticipantId')::int = ${participantId}),
        groups as (select m.group_id from participant_group_members m where m.participant_id in (select id from people)),
        plans as (select distinct r.plan_id from alarm_plan_entries e join alarm_plan_ranks r on r.id = e.rank_id
                  where e.participant_id in (select id from people) or e.participant_group_id in (select group_id from groups))
        select p.id from alarm_points p
         where not p.deleted
           and (p.alarm_plan_id in (select plan_id from plans)
                or p.rotational_calendar_id in (select v.calendar_id from alarm_rotation_events v where v.alarm_plan_id in (select plan_id from plans)))
           ${scopeOrgId === null ? sql`` : sql`and ${inOrganizationSubtree(sql`p.org_id`, scopeOrgId)}`}
         order by p.id limit ${MAX_POINTS}`,
  );
  return rows.map((row) => row.id);
}

/**
 * When the participant is on duty over `range`: the stretches in which an alarm point's plan in
 * force reaches them, with the devices. `scopeOrgId` limits the points to what a console user sees;
 * null (the participant's own feed) looks at every point.
 */
export async function dutiesOf(db: Executor, participantId: number, range: TimeRange, timeZone: string, scopeOrgId: number | null): Promise<ParticipantDuty[]> {
  const points = await onCallAlarmPoints(db, await pointsReaching(db, participantId, range, scopeOrgId), timeZone);
  const byOrganization = new Map<number, typeof points>();
  for (const point of points) byOrganization.set(point.orgId, [...(byOrganization.get(point.orgId) ?? []), point]);
  const duties: ParticipantDuty[] = [];
  for (const [orgId, orgPoints] of byOrganization) {
    // Holidays are those of the points' organization line, so one world per organization.
    const world = await onCallWorld(db, { points: orgPoints, participantIds: [participantId], range, holidayOrgId: orgId, defaultZone: timeZone });
    for (const duty of participantDuties(participantId, orgPoints, range, world)) {
      duties.push({
        from: duty.from.toISOString(),
        to: duty.to.toISOString(),
        alarmPointId: duty.alarmPointId,
        alarmPointName: duty.alarmPointName,
        planId: duty.alarmPlanId,
        planName: duty.planName,
        rank: duty.rank,
        devices: duty.devices.map((device) => ({ type: device.type as ParticipantDuty["devices"][number]["type"], address: device.address })),
        coveringFor: duty.coveringFor === null ? null : (world.participants.get(duty.coveringFor)?.name ?? null),
        missingDevice: duty.missingDevice as ParticipantDuty["missingDevice"],
      });
    }
  }
  return duties.sort((a, b) => a.from.localeCompare(b.from) || a.alarmPointId - b.alarmPointId);
}
