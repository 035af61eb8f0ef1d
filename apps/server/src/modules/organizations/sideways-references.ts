import { type SQL, sql } from "drizzle-orm";
import { conflict } from "../../core/errors.js";
import { type Executor, queryRows } from "../../db/database.js";

/**
 * Every way one object names another, as rows (referrer → target). The referrer's organization
 * must be the target's organization or below it (see reference-scope.ts); a console user linked
 * to a participant by login counts as naming that participant, since the user must sit at or
 * below the participant's organization. Text inside JSON is compared as text so that no stored
 * value can make the check fail.
 */
const REFERENCES = sql`
  select 'Alarm point' as referrer_kind, 'ALARMPOINT' as referrer_type, a.id as referrer_id, a.name as referrer_name, a.org_id as referrer_org,
         'alarm plan' as target_kind, 'ALARMPLAN' as target_type, p.id as target_id, p.name as target_name, p.org_id as target_org
    from alarm_points a join alarm_plans p on p.id = a.alarm_plan_id
  union all
  select 'Alarm point', 'ALARMPOINT', a.id, a.name, a.org_id, 'text template', 'TEXT_TEMPLATE', t.id, t.name, t.org_id
    from alarm_points a join text_templates t on t.id = a.text_template_id
  union all
  select 'Alarm point', 'ALARMPOINT', a.id, a.name, a.org_id, 'instruction file', 'INSTRUCTION_FILE', f.id, f.name, f.org_id
    from alarm_points a join alarm_point_instruction_files l on l.alarm_point_id = a.id join instruction_files f on f.id = l.file_id
  union all
  select 'Alarm point', 'ALARMPOINT', a.id, a.name, a.org_id, 'replacing alarm point', 'ALARMPOINT', r.id, r.name, r.org_id
    from alarm_points a join alarm_point_calendar_events e on e.alarm_point_id = a.id
    join alarm_points r on r.id::text = e.definition->'alarmReplacement'->>'alarmPointId'
  union all
  select 'Alarm point', 'ALARMPOINT', a.id, a.name, a.org_id, 'standby schedule', 'ALARM_ROTATIONAL', s.id, s.name, s.org_id
    from alarm_points a join alarm_rotationals s on s.id = a.rotational_calendar_id
  union all
  select distinct 'Standby schedule', 'ALARM_ROTATIONAL', s.id, s.name, s.org_id, 'alarm plan', 'ALARMPLAN', p.id, p.name, p.org_id
    from alarm_rotationals s join alarm_rotation_events e on e.calendar_id = s.id join alarm_plans p on p.id = e.alarm_plan_id
  union all
  select distinct 'Standby schedule', 'ALARM_ROTATIONAL', s.id, s.name, s.org_id, 'alarm point', 'ALARMPOINT', a.id, a.name, a.org_id
    from alarm_rotationals s join alarm_rotation_events e on e.calendar_id = s.id join alarm_points a on a.id = e.alarm_point_id
  union all
  select 'Participant', 'PARTICIPANT', x.id, x.name || ' ' || x.surname, x.org_id, 'team media schedule', 'PARTICIPANT_ROTATIONAL', s.id, s.name, s.org_id
    from participants x join participant_rotationals s on s.id = x.participant_rotational_id
  union all
  select 'Alarm template', 'ALARM_TEMPLATE', t.id, t.name, t.org_id, 'alarm plan', 'ALARMPLAN', p.id, p.name, p.org_id
    from alarm_templates t join alarm_plans p on p.id = t.alarm_plan_id
  union all
  select 'Alarm template', 'ALARM_TEMPLATE', t.id, t.name, t.org_id, 'text template', 'TEXT_TEMPLATE', x.id, x.name, x.org_id
    from alarm_templates t join text_templates x on x.id::text = t.definition->>'textTemplateId'
  union all
  select 'Alarm template', 'ALARM_TEMPLATE', t.id, t.name, t.org_id, 'instruction file', 'INSTRUCTION_FILE', f.id, f.name, f.org_id
    from alarm_templates t
    cross join lateral jsonb_array_elements_text(case when jsonb_typeof(t.definition->'instructionFileIds') = 'array' then t.definition->'instructionFileIds' else '[]'::jsonb end) as named(file_id)
    join instruction_files f on f.id::text = named.file_id
  union all
  select 'Alarm template', 'ALARM_TEMPLATE', t.id, t.name, t.org_id, 'standby schedule', 'ALARM_ROTATIONAL', s.id, s.name, s.org_id
    from alarm_templates t join alarm_rotationals s on s.id::text = t.definition->>'rotationalCalendarId'
  union all
  select 'Alarm plan', 'ALARMPLAN', p.id, p.name, p.org_id, 'participant', 'PARTICIPANT', x.id, x.name || ' ' || x.surname, x.org_id
    from alarm_plans p join alarm_plan_entries e on e.plan_id = p.id join participants x on x.id = e.participant_id
  union all
  select 'Alarm plan', 'ALARMPLAN', p.id, p.name, p.org_id, 'participant group', 'PARTICIPANT_GROUP', g.id, g.name, g.org_id
    from alarm_plans p join alarm_plan_entries e on e.plan_id = p.id join participant_groups g on g.id = e.participant_group_id
  union all
  select 'Participant group', 'PARTICIPANT_GROUP', g.id, g.name, g.org_id, 'participant', 'PARTICIPANT', x.id, x.name || ' ' || x.surname, x.org_id
    from participant_groups g join participant_group_members m on m.group_id = g.id join participants x on x.id = m.participant_id
  union all
  select 'Participant', 'PARTICIPANT', x.id, x.name || ' ' || x.surname, x.org_id, 'replacing participant', 'PARTICIPANT', r.id, r.name || ' ' || r.surname, r.org_id
    from participants x join participant_calendar_events e on e.participant_id = x.id
    join participants r on r.id::text = e.definition->>'replacementParticipantId'
  union all
  select 'User', 'USER', u.id, u.login, u.org_id, 'role', 'USERGROUP', r.id, r.name, r.org_id
    from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
  union all
  select 'User', 'USER', u.id, u.login, u.org_id, 'linked participant', 'PARTICIPANT', x.id, x.name || ' ' || x.surname, x.org_id
    from users u join participants x on lower(x.login) = lower(u.login)
  union all
  select distinct 'Alarm rule', 'ALARM_RULE', r.id, r.name, r.org_id, 'alarm point', 'ALARMPOINT', a.id, a.name, a.org_id
    from alarm_rules r cross join lateral jsonb_array_elements(r.actions) as action join alarm_points a on a.id::text = action->>'alarmPointId'`;

/** What was moved: objects of one type (and the file kind, which is no object type), or a whole organization with its subtree. */
export type MovedObjects = { type: string; ids: readonly number[] } | { organizationId: number };

type SidewaysReference = {
  referrerKind: string;
  referrerName: string;
  referrerOrg: string;
  targetKind: string;
  targetName: string;
  targetOrg: string;
};

/** The first reference that touches the moved objects and now points sideways (or upwards past the referrer), if any. */
export async function firstSidewaysReference(db: Executor, moved: MovedObjects): Promise<SidewaysReference | undefined> {
  const touched: SQL =
    "organizationId" in moved
      ? // References into a moved subtree come from inside it (or already pointed sideways), so the referrers decide.
        sql`referrer_org in (select id from org_subtree(${moved.organizationId}))`
      : sql`(referrer_type = ${moved.type} and referrer_id in ${idList(moved.ids)}) or (target_type = ${moved.type} and target_id in ${idList(moved.ids)})`;
  const [row] = await queryRows<SidewaysReference>(
    db,
    sql`with recursive touched as (select * from (${REFERENCES}) as reference where ${touched}),
        lineage(org_id, ancestor_id) as (
          select distinct referrer_org, referrer_org from touched
          union
          select l.org_id, o.parent_id from lineage l join organizations o on o.id = l.ancestor_id where o.parent_id is not null)
        select t.referrer_kind as "referrerKind", t.referrer_name as "referrerName", org_path(t.referrer_org) as "referrerOrg",
               t.target_kind as "targetKind", t.target_name as "targetName", org_path(t.target_org) as "targetOrg"
          from touched t
         where not exists (select 1 from lineage l where l.org_id = t.referrer_org and l.ancestor_id = t.target_org)
         order by t.referrer_kind, t.referrer_name
         limit 1`,
  );
  return row;
}

/** 409 CONFLICT naming both ends when the move (already applied in `db`'s transaction) left a reference pointing sideways. */
export async function assertNoSidewaysReference(db: Executor, moved: MovedObjects) {
  const found = await firstSidewaysReference(db, moved);
  if (!found) return;
  throw conflict(
    `${found.referrerKind} "${found.referrerName}" of "${found.referrerOrg}" would use ${found.targetKind} "${found.targetName}" of "${found.targetOrg}", ` +
      "which is neither its organization nor one above it; change that reference first",
  );
}

const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
