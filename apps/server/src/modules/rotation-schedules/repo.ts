import type { AlarmPointRotationEvent, DateRule, ParticipantRotationEvent } from "@alarm/contract";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Use } from "../../core/used-by.js";
import type { Executor } from "../../db/database.js";
import {
  alarmPlans,
  alarmPoints,
  alarmRotationals,
  alarmRotationEvents,
  alarmRotationWeekGroups,
  alarmTemplates,
  organizations,
  participantRotationals,
  participantRotationEvents,
  participantRotationWeekGroups,
  participants,
  type StoredDateRule,
} from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";

/**
 * Both kinds of schedule have tables of the same shape; the standby tables' types stand for the
 * team media ones in the code both kinds share (header and week groups), which reads only the
 * columns both have.
 */
type ScheduleTable = typeof alarmRotationals;
type WeekGroupTable = typeof alarmRotationWeekGroups;
type EventTable = typeof alarmRotationEvents | typeof participantRotationEvents;

export type ScheduleHeader = { id: number; name: string; description: string | null; orgId: number; orgName: string; validFrom: string; version: number };
export type HeaderValues = { name: string; description: string | null; validFrom: string };

/** The date rule as a change brings it, before it is stored. */
type DateRuleChange = Omit<StoredDateRule, "validFrom" | "endDate" | "countAfterTimesEnd"> &
  Partial<Pick<StoredDateRule, "validFrom" | "endDate" | "countAfterTimesEnd">>;
/** What every event of either kind holds; `id` keeps an event of the schedule when it names one. */
export type CommonEventChange = { id?: number | null | undefined; name: string; isActive: boolean; dateRule: DateRuleChange };
export type WeekGroupChange<Event> = { id?: number | null | undefined; events: readonly Event[] };
type CommonEventRow = {
  id: number | undefined;
  orderId: number;
  weekGroupId: number;
  calendarId: number;
  name: string;
  isActive: boolean;
  dateRule: StoredDateRule;
  version: number;
};

export type StoredEvent = Omit<CommonEventRow, "id" | "dateRule"> & { id: number; dateRule: StoredDateRule };

/** What differs between the two kinds: their tables, how an event's own columns are written and read. */
export interface RotationTables<Change, Read> {
  schedules: ScheduleTable;
  weekGroups: WeekGroupTable;
  events: EventTable;
  insertEvents(db: Executor, rows: { common: CommonEventRow; change: Change }[]): Promise<void>;
  eventsOf(db: Executor, calendarId: number): Promise<Read[]>;
}

export async function findHeader(db: Executor, tables: RotationTables<unknown, unknown>, id: number): Promise<ScheduleHeader | undefined> {
  const schedules = tables.schedules;
  const [row] = await db
    .select({
      id: schedules.id,
      name: schedules.name,
      description: schedules.description,
      orgId: schedules.orgId,
      orgName: organizations.name,
      validFrom: schedules.validFrom,
      version: schedules.version,
    })
    .from(schedules)
    .innerJoin(organizations, eq(organizations.id, schedules.orgId))
    .where(eq(schedules.id, id));
  return row;
}

export async function insertHeader(db: Executor, tables: RotationTables<unknown, unknown>, values: HeaderValues & { orgId: number }) {
  const [row] = await db.insert(tables.schedules).values(values).returning({ id: tables.schedules.id });
  return row!.id;
}

export const updateHeader = (db: Executor, tables: RotationTables<unknown, unknown>, id: number, version: number, change: HeaderValues) =>
  updateVersioned(db, tables.schedules, id, version, change);

export async function deleteSchedule(db: Executor, tables: RotationTables<unknown, unknown>, id: number) {
  await db.delete(tables.schedules).where(eq(tables.schedules.id, id));
}

export async function weekGroupsOf(db: Executor, tables: RotationTables<unknown, unknown>, calendarId: number) {
  const groups = tables.weekGroups;
  return db
    .select({ id: groups.id, calendarId: groups.calendarId, orderId: groups.orderId, version: groups.version })
    .from(groups)
    .where(eq(groups.calendarId, calendarId))
    .orderBy(asc(groups.orderId));
}

/**
 * Replaces the schedule's week groups and events by `groups`: groups numbered 1, 2, 3… and events
 * within each group in their order. A group or event that names one of this schedule's own keeps
 * its id (and counts its version up), so that what refers to it (an alarm's timeline) still finds it.
 */
export async function replaceWeekGroups<Change extends CommonEventChange>(
  db: Executor,
  tables: RotationTables<Change, unknown>,
  calendarId: number,
  groups: readonly WeekGroupChange<Change>[],
) {
  const keptGroups = await versionsById(db, tables.weekGroups, calendarId);
  const keptEvents = await versionsById(db, tables.events, calendarId);
  await db.delete(tables.weekGroups).where(eq(tables.weekGroups.calendarId, calendarId));
  const kept = (versions: Map<number, number>, id: number | null | undefined) =>
    id != null && versions.has(id) ? { id, version: versions.get(id)! + 1 } : { id: undefined, version: 1 };
  const inserted = await db
    .insert(tables.weekGroups)
    .values(groups.map((group, index) => ({ ...kept(keptGroups, group.id), calendarId, orderId: index + 1 })))
    .returning({ id: tables.weekGroups.id, orderId: tables.weekGroups.orderId });
  const groupIds = new Map(inserted.map((group) => [group.orderId, group.id]));
  const rows = groups.flatMap((group, groupIndex) =>
    group.events.map((change, eventIndex) => ({
      change,
      common: {
        ...kept(keptEvents, change.id),
        calendarId,
        weekGroupId: groupIds.get(groupIndex + 1)!,
        orderId: eventIndex + 1,
        name: change.name,
        isActive: change.isActive,
        dateRule: storedDateRule(change.dateRule),
      },
    })),
  );
  if (rows.length > 0) await tables.insertEvents(db, rows);
}

async function versionsById(db: Executor, table: WeekGroupTable | EventTable, calendarId: number) {
  const rows = await db.select({ id: table.id, version: table.version }).from(table).where(eq(table.calendarId, calendarId));
  return new Map(rows.map((row) => [row.id, row.version]));
}

const storedDateRule = (rule: DateRuleChange): StoredDateRule => ({
  type: rule.type,
  markedDays: rule.markedDays,
  start: rule.start,
  end: rule.end,
  repeatEvery: rule.repeatEvery,
  validFrom: rule.validFrom ?? null,
  endDate: rule.endDate ?? null,
  countAfterTimesEnd: rule.countAfterTimesEnd ?? null,
  holiday: rule.holiday,
});

/** An event's fields both kinds answer, the date rule under the event's id and version. */
function commonEventOf(row: StoredEvent) {
  const dateRule: DateRule = { ...row.dateRule, id: row.id, version: row.version };
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    orderId: row.orderId,
    weekGroupId: row.weekGroupId,
    rotationCalendarId: row.calendarId,
    isActive: row.isActive,
    dateRule,
  };
}

const commonColumns = (events: EventTable) => ({
  id: events.id,
  orderId: events.orderId,
  weekGroupId: events.weekGroupId,
  calendarId: events.calendarId,
  name: events.name,
  isActive: events.isActive,
  dateRule: events.dateRule,
  version: events.version,
});

const point = alias(alarmPoints, "point");

export type StandbyEventChange = CommonEventChange & { alarmpointId?: number | null | undefined; alarmplanId: number; standard: boolean };
export type TeamEventChange = CommonEventChange & { device: { callingDeviceType: string; message: string | null } };

export const STANDBY_TABLES: RotationTables<StandbyEventChange, AlarmPointRotationEvent> = {
  schedules: alarmRotationals,
  weekGroups: alarmRotationWeekGroups,
  events: alarmRotationEvents,
  async insertEvents(db, rows) {
    await db.insert(alarmRotationEvents).values(
      rows.map(({ common, change }) => ({
        ...common,
        alarmPointId: change.alarmpointId ?? null,
        alarmPlanId: change.alarmplanId,
        standard: change.standard,
      })),
    );
  },
  async eventsOf(db, calendarId) {
    const rows = await db
      .select({
        ...commonColumns(alarmRotationEvents),
        alarmpointId: alarmRotationEvents.alarmPointId,
        alarmpointName: point.name,
        alarmplanId: alarmRotationEvents.alarmPlanId,
        alarmplanName: alarmPlans.name,
        standard: alarmRotationEvents.standard,
      })
      .from(alarmRotationEvents)
      .innerJoin(alarmPlans, eq(alarmPlans.id, alarmRotationEvents.alarmPlanId))
      .leftJoin(point, eq(point.id, alarmRotationEvents.alarmPointId))
      .where(eq(alarmRotationEvents.calendarId, calendarId))
      .orderBy(asc(alarmRotationEvents.orderId), asc(alarmRotationEvents.id));
    return rows.map((row) => ({
      ...commonEventOf(row),
      alarmpointId: row.alarmpointId,
      alarmpointName: row.alarmpointName,
      alarmplanId: row.alarmplanId,
      alarmplanName: row.alarmplanName,
      standard: row.standard,
    }));
  },
};

export const TEAM_TABLES: RotationTables<TeamEventChange, ParticipantRotationEvent> = {
  // Same columns as the standby tables (see ScheduleTable).
  schedules: participantRotationals as unknown as ScheduleTable,
  weekGroups: participantRotationWeekGroups as unknown as WeekGroupTable,
  events: participantRotationEvents,
  async insertEvents(db, rows) {
    await db
      .insert(participantRotationEvents)
      .values(rows.map(({ common, change }) => ({ ...common, callingDeviceType: change.device.callingDeviceType, message: change.device.message })));
  },
  async eventsOf(db, calendarId) {
    const rows = await db
      .select({
        ...commonColumns(participantRotationEvents),
        callingDeviceType: participantRotationEvents.callingDeviceType,
        message: participantRotationEvents.message,
      })
      .from(participantRotationEvents)
      .where(eq(participantRotationEvents.calendarId, calendarId))
      .orderBy(asc(participantRotationEvents.orderId), asc(participantRotationEvents.id));
    return rows.map(({ callingDeviceType, message, ...row }) => ({
      ...commonEventOf(row),
      device: { callingDeviceType: callingDeviceType as ParticipantRotationEvent["device"]["callingDeviceType"], message },
    }));
  },
};

/** What uses a standby schedule: alarm points (deleted ones too: they can be restored) and alarm templates. */
export const standbyScheduleUses = (id: number): Use[] => [
  { type: "ALARMPOINT", select: sql`select ${alarmPoints.name}, ${alarmPoints.orgId} from ${alarmPoints} where ${eq(alarmPoints.rotationalCalendarId, id)}` },
  {
    type: "ALARM_TEMPLATE",
    select: sql`select ${alarmTemplates.name}, ${alarmTemplates.orgId} from ${alarmTemplates} where ${alarmTemplates.definition}->>'rotationalCalendarId' = ${String(id)}`,
  },
];

/** What uses a team media schedule: the participants assigned it. */
export const teamScheduleUses = (id: number): Use[] => [
  {
    type: "PARTICIPANT",
    select: sql`select ${participants.name} || ' ' || ${participants.surname}, ${participants.orgId} from ${participants} where ${eq(participants.participantRotationalId, id)}`,
  },
];

/** The standby schedules with an event naming the alarm plan or the alarm point: such a one cannot be deleted. */
export function standbySchedulesNaming(named: { alarmPlanId: number } | { alarmPointId: number }): Use {
  const condition = "alarmPlanId" in named ? eq(alarmRotationEvents.alarmPlanId, named.alarmPlanId) : eq(alarmRotationEvents.alarmPointId, named.alarmPointId);
  return {
    type: "ALARM_ROTATIONAL",
    select: sql`select distinct ${alarmRotationals.name}, ${alarmRotationals.orgId} from ${alarmRotationEvents}
                join ${alarmRotationals} on ${eq(alarmRotationals.id, alarmRotationEvents.calendarId)} where ${condition}`,
  };
}
