import type { CalendarEvent } from "@alarm/contract";
import { asc, eq } from "drizzle-orm";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import type { Executor } from "../../db/database.js";
import {
  alarmRotationals,
  alarmRotationEvents,
  alarmRotationWeekGroups,
  participantCalendarEvents,
  participantRotationals,
  participantRotationEvents,
  participantRotationWeekGroups,
  participants,
  type StoredDateRule,
} from "../../db/schema/index.js";

type EventCommon = { name: string; isActive: boolean; dateRule: StoredDateRule };
export type StandbyEventRow = EventCommon & { alarmPointId: number | null; alarmPlanId: number; standard: boolean };
export type TeamEventRow = EventCommon & { callingDeviceType: string; message: string | null };
/** A schedule of either kind as stored: its week groups in order, each with its events in order. */
export type ScheduleRow<Event> = {
  id: number;
  orgId: number;
  name: string;
  description: string | null;
  validFrom: string;
  version: number;
  weekGroups: { events: Event[] }[];
};
export type PrivateEventRow = Omit<CalendarEvent, "id" | "version">;

const eventColumns = (events: typeof alarmRotationEvents | typeof participantRotationEvents) => ({
  calendarId: events.calendarId,
  weekGroupId: events.weekGroupId,
  name: events.name,
  isActive: events.isActive,
  dateRule: events.dateRule,
});

/** The standby and team media schedules of the subtree and every participant's private schedule entries, in a few queries. */
export async function readSchedules(db: Executor, rootId: number) {
  const headers = async (table: typeof alarmRotationals | typeof participantRotationals) =>
    db
      .select({ id: table.id, orgId: table.orgId, name: table.name, description: table.description, validFrom: table.validFrom, version: table.version })
      .from(table)
      .where(inOrganizationSubtree(table.orgId, rootId))
      .orderBy(asc(table.id));
  const groups = async (
    groupTable: typeof alarmRotationWeekGroups | typeof participantRotationWeekGroups,
    table: typeof alarmRotationals | typeof participantRotationals,
  ) =>
    db
      .select({ id: groupTable.id, calendarId: groupTable.calendarId })
      .from(groupTable)
      .innerJoin(table, eq(table.id, groupTable.calendarId))
      .where(inOrganizationSubtree(table.orgId, rootId))
      .orderBy(asc(groupTable.calendarId), asc(groupTable.orderId));

  const standbyEvents = await db
    .select({
      ...eventColumns(alarmRotationEvents),
      alarmPointId: alarmRotationEvents.alarmPointId,
      alarmPlanId: alarmRotationEvents.alarmPlanId,
      standard: alarmRotationEvents.standard,
    })
    .from(alarmRotationEvents)
    .innerJoin(alarmRotationals, eq(alarmRotationals.id, alarmRotationEvents.calendarId))
    .where(inOrganizationSubtree(alarmRotationals.orgId, rootId))
    .orderBy(asc(alarmRotationEvents.weekGroupId), asc(alarmRotationEvents.orderId), asc(alarmRotationEvents.id));
  const teamEvents = await db
    .select({
      ...eventColumns(participantRotationEvents),
      callingDeviceType: participantRotationEvents.callingDeviceType,
      message: participantRotationEvents.message,
    })
    .from(participantRotationEvents)
    .innerJoin(participantRotationals, eq(participantRotationals.id, participantRotationEvents.calendarId))
    .where(inOrganizationSubtree(participantRotationals.orgId, rootId))
    .orderBy(asc(participantRotationEvents.weekGroupId), asc(participantRotationEvents.orderId), asc(participantRotationEvents.id));
  const privateEvents = await db
    .select({ participantId: participantCalendarEvents.participantId, definition: participantCalendarEvents.definition })
    .from(participantCalendarEvents)
    .innerJoin(participants, eq(participants.id, participantCalendarEvents.participantId))
    .where(inOrganizationSubtree(participants.orgId, rootId))
    .orderBy(asc(participantCalendarEvents.participantId), asc(participantCalendarEvents.id));

  return {
    standbySchedules: assemble(await headers(alarmRotationals), await groups(alarmRotationWeekGroups, alarmRotationals), standbyEvents),
    teamSchedules: assemble(
      await headers(participantRotationals),
      await groups(participantRotationWeekGroups as unknown as typeof alarmRotationWeekGroups, participantRotationals),
      teamEvents,
    ),
    privateEvents: groupBy(
      privateEvents,
      (row) => row.participantId,
      (row) => row.definition as PrivateEventRow,
    ),
  };
}

function assemble<Event extends EventCommon>(
  headers: Omit<ScheduleRow<Event>, "weekGroups">[],
  groups: { id: number; calendarId: number }[],
  events: (Event & { calendarId: number; weekGroupId: number })[],
): ScheduleRow<Event>[] {
  const eventsOf = groupBy(
    events,
    (event) => event.weekGroupId,
    ({ calendarId: _c, weekGroupId: _g, ...event }) => event as unknown as Event,
  );
  const groupsOf = groupBy(
    groups,
    (group) => group.calendarId,
    (group) => ({ events: eventsOf.get(group.id) ?? [] }),
  );
  return headers.map((header) => ({ ...header, weekGroups: groupsOf.get(header.id) ?? [] }));
}

export function groupBy<T, K, V = T>(rows: T[], keyOf: (row: T) => K, valueOf: (row: T) => V = (row) => row as unknown as V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(valueOf(row));
    else groups.set(key, [valueOf(row)]);
  }
  return groups;
}
