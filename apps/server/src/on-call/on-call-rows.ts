import {
  MAX_HANDOVERS,
  type OnCallAlarmPoint,
  type OnCallOverride,
  type OnCallParticipant,
  type OnCallPlan,
  type OnCallWorld,
  type StandbySchedule,
  type TeamSchedule,
  type TimeRange,
} from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { effectiveTimeZones } from "../core/organization-time-zone.js";
import { type Executor, preparedStatement, queryRows } from "../db/database.js";
import { holidayDates } from "./holiday-dates.js";
import { rankEntries } from "./plan-copy.js";

/**
 * Reads the rows the on-call resolver (packages/contract/src/on-call) is handed: alarm points with
 * their standby schedules, the plans those can put in force, the participants those plans reach
 * (with devices, private schedule, team media schedule), the people they hand over to, the
 * overrides and the holidays. A few queries per call, whatever the number of people.
 */

/** Who is on duty "now" is read for this long from now on (the overrides that overlap it): the alarm's start and the trigger's read of it agree. */
export const ON_DUTY_WINDOW_MS = 1000;

const intArray = (ids: Iterable<number>) => `{${[...new Set(ids)].join(",")}}`;

type ScheduleRow = { id: number; name: string; org_id: number; valid_from: string; groups: { orderId: number; events: unknown[] }[] };

/** What differs between the two kinds of rotation schedule: their tables and their events' own columns. */
const SCHEDULE_KINDS = {
  standby: {
    schedules: sql.raw("alarm_rotationals"),
    groups: sql.raw("alarm_rotation_week_groups"),
    events: sql.raw("alarm_rotation_events"),
    eventColumns: sql.raw("'alarmpointId', e.alarm_point_id, 'alarmplanId', e.alarm_plan_id, 'standard', e.standard"),
  },
  team: {
    schedules: sql.raw("participant_rotationals"),
    groups: sql.raw("participant_rotation_week_groups"),
    events: sql.raw("participant_rotation_events"),
    eventColumns: sql.raw("'device', json_build_object('callingDeviceType', e.calling_device_type, 'message', e.message)"),
  },
};

/** Schedules of one kind by id with their week groups and events in order, each in its organization's time zone. */
async function schedulesOf(db: Executor, kind: keyof typeof SCHEDULE_KINDS, ids: Iterable<number>, defaultZone: string) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const { schedules, groups, events, eventColumns } = SCHEDULE_KINDS[kind];
  const rows = await queryRows<ScheduleRow>(
    db,
    sql`select s.id, s.name, s.org_id, to_char(s.valid_from, 'YYYY-MM-DD') as valid_from,
          coalesce((select json_agg(json_build_object('orderId', g.order_id, 'events', coalesce((
              select json_agg(json_build_object('id', e.id, 'name', e.name, 'orderId', e.order_id, 'isActive', e.is_active,
                       'dateRule', e.date_rule, ${eventColumns}) order by e.order_id)
              from ${events} e where e.week_group_id = g.id), '[]')) order by g.order_id)
            from ${groups} g where g.calendar_id = s.id), '[]') as groups
        from ${schedules} s where s.id = any(${intArray(wanted)}::int[])`,
  );
  const zones = await effectiveTimeZones(
    db,
    rows.map((row) => row.org_id),
    defaultZone,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, validFrom: row.valid_from, timeZone: zones.get(row.org_id)!, groups: row.groups }));
}

/** Standby schedules by id. */
export async function standbySchedules(db: Executor, ids: Iterable<number>, defaultZone: string): Promise<Map<number, StandbySchedule>> {
  const rows = await schedulesOf(db, "standby", ids, defaultZone);
  return new Map(rows.map(({ groups, ...header }) => [header.id, { ...header, alarmPointWeekGroups: groups as StandbySchedule["alarmPointWeekGroups"] }]));
}

/** Team media schedules by id. */
export async function teamSchedules(db: Executor, ids: Iterable<number>, defaultZone: string): Promise<Map<number, TeamSchedule>> {
  const rows = await schedulesOf(db, "team", ids, defaultZone);
  return new Map(rows.map(({ groups, ...header }) => [header.id, { ...header, participantWeekGroups: groups as TeamSchedule["participantWeekGroups"] }]));
}

type PointRow = { id: number; name: string; org_id: number; alarm_plan_id: number | null; rotational_calendar_id: number | null };

/** Alarm points (not deleted) as the resolver reads them, with their standby schedules. */
export async function onCallAlarmPoints(db: Executor, ids: Iterable<number>, defaultZone: string): Promise<(OnCallAlarmPoint & { orgId: number })[]> {
  const rows = await queryRows<PointRow>(
    db,
    sql`select id, name, org_id, alarm_plan_id, rotational_calendar_id from alarm_points where id = any(${intArray(ids)}::int[]) and not deleted order by id`,
  );
  const schedules = await standbySchedules(
    db,
    rows.flatMap((row) => (row.rotational_calendar_id ? [row.rotational_calendar_id] : [])),
    defaultZone,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    orgId: row.org_id,
    alarmPlanId: row.alarm_plan_id,
    standbySchedule: row.rotational_calendar_id ? (schedules.get(row.rotational_calendar_id) ?? null) : null,
  }));
}

/** The plans each of these points can put in force: their own and every one their standby events name. */
export function plansOfPoints(points: readonly OnCallAlarmPoint[]): number[] {
  return points.flatMap((point) => [
    ...(point.alarmPlanId ? [point.alarmPlanId] : []),
    ...(point.standbySchedule?.alarmPointWeekGroups.flatMap((group) =>
      group.events.filter((event) => event.alarmpointId === null || event.alarmpointId === point.id).map((event) => event.alarmplanId),
    ) ?? []),
  ]);
}

/** Alarm plans with their ranks by id. */
export async function onCallPlans(db: Executor, ids: Iterable<number>): Promise<Map<number, OnCallPlan>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const entries = rankEntries;
  const rows = await queryRows<OnCallPlan>(
    db,
    sql`select pl.id, pl.name, coalesce((select json_agg(json_build_object('orderId', r.order_id,
              'participantIds', ${entries("participant_id")}, 'participantGroupIds', ${entries("participant_group_id")}) order by r.order_id)
            from alarm_plan_ranks r where r.plan_id = pl.id), '[]') as ranks
        from alarm_plans pl where pl.id = any(${intArray(wanted)}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

type OverrideRow = { id: number; participant_id: number; covering_participant_id: number; starts_at: string; ends_at: string };
type PersonRow = Omit<OnCallParticipant, "teamSchedule"> & { language: string; team_id: number | null; overrides: OverrideRow[] };

/** A person as the resolver reads them (from `participants p`), with the overrides of their duty that overlap [from, to). */
const personColumns = (from: SQL, to: SQL) =>
  sql`p.id, p.name || ' ' || p.surname as name, p.language, p.participant_rotational_id as team_id,
      coalesce((select json_agg(json_build_object('id', d.id, 'type', d.calling_device_type, 'address', d.address) order by d.order_id)
                from participant_devices d where d.participant_id = p.id), '[]') as devices,
      coalesce((select json_agg(e.definition) from participant_calendar_events e where e.participant_id = p.id), '[]') as calendar,
      coalesce((select json_agg(json_build_object('id', o.id, 'participant_id', o.participant_id, 'covering_participant_id', o.covering_participant_id,
                         'starts_at', o.starts_at, 'ends_at', o.ends_at))
                from duty_overrides o where o.participant_id = p.id and o.starts_at < ${to}::timestamptz and o.ends_at > ${from}::timestamptz), '[]') as overrides`;

/**
 * The people with their devices, private schedules and the overrides of their duty that overlap the
 * range: one round trip, prepared, as every rank of every alarm reads them.
 */
const selectPeople = preparedStatement<PersonRow>(
  "on_call_people",
  () =>
    sql`select ${personColumns(sql`${sql.placeholder("from")}`, sql`${sql.placeholder("to")}`)} from participants p where p.id = any(${sql.placeholder("ids")}::int[])`,
);

type MemberRow = { group_id: number; ids: number[] };

/** The first rank of a plan as a query that reads more has it read (firstRankOf): what onCallWorld would read first for it. */
export type KnownRank = { orderId: number; members: MemberRow[]; people: PersonRow[] };

/**
 * The first rank of the plan `planId` with its groups' members and its people (overrides overlapping
 * [from, to)), as one value of a query that reads more: the trigger reads it with the alarm point,
 * so that starting its alarm at the first rank needs no round trip of its own (reachRank).
 */
export function firstRankOf(planId: SQL, from: SQL, to: SQL): SQL<KnownRank | null> {
  const groupsOfRank = sql`select e.participant_group_id from alarm_plan_entries e where e.rank_id = fr.id`;
  return sql<KnownRank | null>`(select json_build_object(
      'orderId', fr.order_id,
      'members', coalesce((select json_agg(m) from (
          select gm.group_id, json_agg(gm.participant_id order by gm.order_id) as ids from participant_group_members gm
          where gm.group_id in (${groupsOfRank}) group by gm.group_id) m), '[]'),
      'people', coalesce((select json_agg(person) from (
          select ${personColumns(from, to)} from participants p
          where p.id in (select e.participant_id from alarm_plan_entries e where e.rank_id = fr.id
                         union select gm.participant_id from participant_group_members gm where gm.group_id in (${groupsOfRank}))) person), '[]'))
    from (select r.id, r.order_id from alarm_plan_ranks r where r.plan_id = ${planId} order by r.order_id limit 1) fr)`;
}

/** The people of `ids` and, in order of their start, the overrides of their duty that overlap `range`. */
async function peopleAndOverrides(db: Executor, ids: Iterable<number>, range: TimeRange): Promise<{ people: PersonRow[]; overrides: OnCallOverride[] }> {
  return withOverrides(await selectPeople(db, { ids: intArray(ids), from: range.from.toISOString(), to: range.to.toISOString() }));
}

function withOverrides(people: PersonRow[]): { people: PersonRow[]; overrides: OnCallOverride[] } {
  const overrides = people
    .flatMap((person) => person.overrides)
    .map((row) => ({
      id: row.id,
      participantId: row.participant_id,
      coveringParticipantId: row.covering_participant_id,
      from: new Date(row.starts_at),
      to: new Date(row.ends_at),
    }))
    .sort((a, b) => a.from.getTime() - b.from.getTime() || a.id - b.id);
  return { people, overrides };
}

/** Who a person may hand over to: their replacements and those covering them. */
const handoverTargets = (person: PersonRow, overrides: readonly OnCallOverride[]) => [
  ...person.calendar.flatMap((entry) =>
    "replacementParticipantId" in entry && typeof entry.replacementParticipantId === "number" ? [entry.replacementParticipantId] : [],
  ),
  ...overrides.filter((override) => override.participantId === person.id).map((override) => override.coveringParticipantId),
];

export type OnCallPerson = OnCallParticipant & { language: string };
/** The resolver's rows, with each participant's language (for the messages). */
export type OnCallPeopleWorld = Omit<OnCallWorld, "participants"> & { participants: ReadonlyMap<number, OnCallPerson> };

/**
 * Everything the resolver needs for `points` in `range`: their plans, the groups' members, the
 * participants reached (and those they hand over to, up to MAX_HANDOVERS hops), their team media
 * schedules, the overrides, and the holidays of `holidayOrgId` and its ancestors.
 */
export async function onCallWorld(
  db: Executor,
  options: {
    points: readonly OnCallAlarmPoint[];
    planIds?: readonly number[];
    groupIds?: readonly number[];
    participantIds?: readonly number[];
    range: TimeRange;
    holidayOrgId: number;
    defaultZone: string;
    /** The rank of `groupIds` and `participantIds` as read already for `range` (firstRankOf): its members and people are not read again. */
    known?: KnownRank | undefined;
  },
): Promise<OnCallPeopleWorld> {
  const plans = await onCallPlans(db, [...plansOfPoints(options.points), ...(options.planIds ?? [])]);
  const groupIds = [...[...plans.values()].flatMap((plan) => plan.ranks.flatMap((rank) => rank.participantGroupIds)), ...(options.groupIds ?? [])];
  // Known for one rank alone: with points or plans, more people are wanted.
  const known = options.points.length === 0 && !options.planIds?.length ? options.known : undefined;
  const members =
    known?.members ??
    (groupIds.length === 0
      ? []
      : await queryRows<MemberRow>(
          db,
          sql`select group_id, json_agg(participant_id order by order_id) as ids from participant_group_members where group_id = any(${intArray(groupIds)}::int[]) group by group_id`,
        ));
  const groupMembers = new Map(members.map((row) => [row.group_id, row.ids]));
  let wanted = new Set([
    ...[...plans.values()].flatMap((plan) => plan.ranks.flatMap((rank) => rank.participantIds)),
    ...members.flatMap((row) => row.ids),
    ...(options.participantIds ?? []),
  ]);
  const people = new Map<number, PersonRow>();
  const overrides: OnCallOverride[] = [];
  for (let hop = 0; hop <= MAX_HANDOVERS && wanted.size > 0; hop++) {
    const { people: rows, overrides: found } = hop === 0 && known ? withOverrides(known.people) : await peopleAndOverrides(db, wanted, options.range);
    for (const row of rows) people.set(row.id, row);
    overrides.push(...found);
    wanted = new Set(rows.flatMap((row) => handoverTargets(row, found)).filter((id) => !people.has(id)));
  }
  const teams = await teamSchedules(
    db,
    [...people.values()].flatMap((person) => (person.team_id ? [person.team_id] : [])),
    options.defaultZone,
  );
  // Only rotation schedules read holidays.
  const scheduled = teams.size > 0 || options.points.some((point) => point.standbySchedule);
  const holidays = scheduled ? await holidayDates(db, options.holidayOrgId, options.range) : new Set<string>();
  const participants = new Map<number, OnCallPerson>(
    [...people.values()].map(({ team_id, overrides: _own, ...person }) => [
      person.id,
      { ...person, teamSchedule: team_id ? (teams.get(team_id) ?? null) : null },
    ]),
  );
  return { holidays, plans, groupMembers, participants, overrides };
}
