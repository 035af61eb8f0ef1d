import type { AlarmPointRotationEvent, ObjectType, ParticipantRotationEvent } from "@alarm/contract";
import { notFound, staleVersion, tightlyUsed } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import { effectiveTimeZone } from "../../core/organization-time-zone.js";
import type { Principal } from "../../core/principal.js";
import { usedBy, type Use } from "../../core/used-by.js";
import type { Db, Executor } from "../../db/database.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { referenceProblems, type ReferenceScope, refuseReferenceProblems } from "../../core/reference-scope.js";
import * as repo from "./repo.js";

/** The standby schedules that name an alarm plan or point; other modules ask here, not in the repository. */
export { standbySchedulesNaming } from "./repo.js";

/** What one kind of schedule is: its tables, its object type, what uses one, what its events may name. */
export interface RotationKind<Change extends repo.CommonEventChange, Read> {
  objectType: ObjectType;
  label: string;
  tables: repo.RotationTables<Change, Read>;
  uses(id: number): Use[];
  /** Refuses events naming objects the schedule may not use; `field` names each event's place. */
  assertEventsUsable(db: Executor, scope: ReferenceScope, events: { event: Change; field: string }[]): Promise<void>;
}

type HeaderChange = { name: string; description?: string | null | undefined; validFrom: string };
type Groups<Change> = readonly repo.WeekGroupChange<Change>[];

/** A schedule as answered: its header, the organization's time zone and its week groups with their events. */
export type Schedule<Read> = repo.ScheduleHeader & {
  timeZone: string;
  weekGroups: (Awaited<ReturnType<typeof repo.weekGroupsOf>>[number] & { events: Read[] })[];
};

/**
 * Standby and team media schedules (docs/glossary.md#schedules): the same operations on either
 * kind. Week groups arrive in order and are numbered 1…n; the events of a group likewise.
 */
export class RotationScheduleService<Change extends repo.CommonEventChange, Read extends Change & { weekGroupId: number }> {
  constructor(
    private readonly db: Db,
    private readonly kind: RotationKind<Change, Read>,
    /** The server's TIME_ZONE, for organizations without one up their line. */
    private readonly defaultTimeZone: string,
  ) {}

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<Schedule<Read>> {
    const header = await repo.findHeader(db, this.kind.tables, id);
    if (!header || !(await isWithinOrganization(db, principal.orgId, header.orgId))) throw notFound(this.kind.label);
    const [groups, events, timeZone] = await Promise.all([
      repo.weekGroupsOf(db, this.kind.tables, id),
      this.kind.tables.eventsOf(db, id),
      effectiveTimeZone(db, header.orgId, this.defaultTimeZone),
    ]);
    return { ...header, timeZone, weekGroups: groups.map((group) => ({ ...group, events: events.filter((event) => event.weekGroupId === group.id) })) };
  }

  create(principal: Principal, input: HeaderChange & { orgId: number }, groups: Groups<Change>) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      await this.assertGroupsUsable(tx, { orgId: input.orgId, callerOrgId: principal.orgId }, groups);
      await assertRoomFor(tx, this.kind.objectType, input.orgId);
      const id = await repo.insertHeader(tx, this.kind.tables, { ...headerValuesOf(input), orgId: input.orgId });
      await repo.replaceWeekGroups(tx, this.kind.tables, id, groups);
      return this.get(principal, id, tx);
    });
  }

  update(principal: Principal, input: HeaderChange & { id: number; version: number }, groups: Groups<Change>) {
    return this.db.transaction(async (tx) => {
      const schedule = await this.get(principal, input.id, tx);
      await this.assertGroupsUsable(tx, { orgId: schedule.orgId, callerOrgId: principal.orgId }, groups);
      if (!(await repo.updateHeader(tx, this.kind.tables, input.id, input.version, headerValuesOf(input)))) throw staleVersion();
      await repo.replaceWeekGroups(tx, this.kind.tables, input.id, groups);
      return this.get(principal, input.id, tx);
    });
  }

  /** Refused while anything uses the schedule. */
  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const schedule = await this.get(principal, id, tx);
      const users = await usedBy(tx, this.kind.uses(id), principal.orgId);
      if (users.total > 0) throw tightlyUsed(schedule.name, users);
      await repo.deleteSchedule(tx, this.kind.tables, id);
    });
  }

  /** A copy named "(copy)" in the same organization, with every week group and event. */
  clone(principal: Principal, id: number) {
    return this.db.transaction(async (tx) => {
      const source = await this.get(principal, id, tx);
      await assertRoomFor(tx, this.kind.objectType, source.orgId);
      const copyId = await repo.insertHeader(tx, this.kind.tables, { ...headerValuesOf(source), name: `${source.name} (copy)`, orgId: source.orgId });
      // New ids for the copy: none of the source's are the copy's own.
      const groups = source.weekGroups.map((group) => ({ events: group.events.map((event): Change => ({ ...event, id: null })) }));
      await repo.replaceWeekGroups(tx, this.kind.tables, copyId, groups);
      return this.get(principal, copyId, tx);
    });
  }

  private assertGroupsUsable(db: Executor, scope: ReferenceScope, groups: Groups<Change>) {
    const events = groups.flatMap((group, groupIndex) => group.events.map((event, eventIndex) => ({ event, field: `${groupIndex}.events.${eventIndex}` })));
    return this.kind.assertEventsUsable(db, scope, events);
  }
}

const headerValuesOf = (input: HeaderChange): repo.HeaderValues => ({ name: input.name, description: input.description || null, validFrom: input.validFrom });

/** Standby events may name alarm points and plans of the schedule's organization or above it. */
export const STANDBY_SCHEDULES: RotationKind<repo.StandbyEventChange, AlarmPointRotationEvent> = {
  objectType: "ALARM_ROTATIONAL",
  label: "Standby schedule",
  tables: repo.STANDBY_TABLES,
  uses: repo.standbyScheduleUses,
  async assertEventsUsable(db, scope, events) {
    const fieldOf = (name: string) => (index: number) => `alarmPointWeekGroups.${events[index]!.field}.${name}`;
    const problems = [
      ...(await referenceProblems(
        db,
        "ALARMPOINT",
        events.map(({ event }) => event.alarmpointId),
        scope,
        fieldOf("alarmpointId"),
      )),
      ...(await referenceProblems(
        db,
        "ALARMPLAN",
        events.map(({ event }) => event.alarmplanId),
        scope,
        fieldOf("alarmplanId"),
      )),
    ];
    const order = events.flatMap((_, index) => [fieldOf("alarmpointId")(index), fieldOf("alarmplanId")(index)]);
    refuseReferenceProblems(problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)));
  },
};

/** Team media events name no other object. */
export const TEAM_SCHEDULES: RotationKind<repo.TeamEventChange, ParticipantRotationEvent> = {
  objectType: "PARTICIPANT_ROTATIONAL",
  label: "Team media schedule",
  tables: repo.TEAM_TABLES,
  uses: repo.teamScheduleUses,
  assertEventsUsable: async () => {},
};
