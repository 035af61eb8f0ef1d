import type { ValidAlarmTableRequest } from "@alarm/contract";
import { type AnyColumn, and, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { qualified } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import type { TriggeredWithin } from "./duration.js";

/** The two tabs: the alarm table shows running alarms, the history ended ones. */
export type AlarmTab = "open" | "ended";

/** The caller, as far as the MY tab needs them. */
export type Viewer = { userId: number; login: string };

/**
 * A request the service has resolved: `orgIds` are the organizations shown (the caller's subtree,
 * or the visible ones the filter names, with their descendants when asked), null for all of them;
 * the duration is a time range.
 */
export type AlarmQuery = Omit<ValidAlarmTableRequest, "organizationFilter"> & { orgIds: number[] | null; triggeredWithin: TriggeredWithin };

export const tabCondition = (tab: AlarmTab): SQL => (tab === "open" ? isNull(alarms.endedAt) : isNotNull(alarms.endedAt));

/** A list of ids as one array parameter, so the planner sees the values. */
export const toIntArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const contains = (column: AnyColumn, text: string) => ilike(column, `%${escapeLike(text)}%`);
const present = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** Alarms that reached one of `participantIds` (an alarm_recipients row). */
const reached = (participantIds: SQL) =>
  sql`exists (select 1 from alarm_recipients r where r.alarm_id = ${qualified(alarms.id)} and r.participant_id = any(${participantIds}))`;

/** Alarms of these organizations; null: of every one. */
const organizationsOf = (orgIds: number[] | null) => {
  if (!orgIds) return undefined;
  return orgIds.length === 1 ? eq(alarms.orgId, orgIds[0]!) : sql`${alarms.orgId} = any(${toIntArray(orgIds)})`;
};

/** MY: triggered by the caller, or addressed to the participant who signs in with the caller's login. */
function mine(viewer: Viewer): SQL {
  const myParticipant = sql`array(select p.id from participants p where lower(p.login) = lower(${viewer.login}))`;
  return or(eq(alarms.triggeredByUserId, viewer.userId), reached(myParticipant))!;
}

/**
 * Every condition of the alarm table filter (SPEC section 3). The organizations are named one by
 * one rather than as a subtree query, so the planner knows how few rows they hold and walks the
 * sort index instead of sorting them all.
 */
export function alarmConditions(viewer: Viewer, tab: AlarmTab, query: AlarmQuery): SQL {
  const columns = query.columnsFilter ?? {};
  const text = present(query.textFilter);
  const alarmName = present(columns.alarmName);
  const systemId = present(columns.systemId);
  const triggeredBy = present(columns.triggeredBy);
  const { from, until } = query.triggeredWithin;
  return and(
    tabCondition(tab),
    organizationsOf(query.orgIds),
    query.field === "MY" ? mine(viewer) : undefined,
    from ? gte(alarms.triggeredAt, from) : undefined,
    until ? lt(alarms.triggeredAt, until) : undefined,
    text ? or(contains(alarms.name, text), contains(alarms.text, text), contains(alarms.systemId, text)) : undefined,
    alarmName ? contains(alarms.name, alarmName) : undefined,
    columns.alarmPointId ? eq(alarms.alarmPointId, columns.alarmPointId) : undefined,
    columns.status?.length ? inArray(alarms.status, columns.status) : undefined,
    systemId ? contains(alarms.systemId, systemId) : undefined,
    triggeredBy ? contains(alarms.triggeredBy, triggeredBy) : undefined,
    query.participantsFilter?.length ? reached(toIntArray(query.participantsFilter)) : undefined,
  )!;
}
