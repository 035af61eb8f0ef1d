import { FAILED_ALARM_STATUSES, type ValidAlarmTableRequest } from "@alarm/contract";
import { type AnyColumn, and, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { qualified } from "../../db/database.js";
import { alarms } from "../../db/schema/index.js";
import type { TriggeredWithin } from "./duration.js";
import { toIntArray } from "../../db/database.js";
import { containsPattern } from "../../core/text-search.js";

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

/**
 * An alarm that ended without anyone handling it and no operator has acknowledged yet. The statuses
 * are written out as literals, not parameters, so that the planner can prove the partial index
 * alarms_unacknowledged_failure_idx covers the condition.
 */
export const needsAttention: SQL = sql`(${alarms.status} in (${sql.raw(FAILED_ALARM_STATUSES.map((status) => `'${status}'`).join(", "))}) and ${alarms.failureAcknowledgedAt} is null)`;

/**
 * Which alarms a tab holds, as conditions that exclude each other, each served by an index of its
 * own: the alarm table holds the running alarms and the ended ones that still need attention, the
 * history every ended alarm. The alarm table leaves out alarms that follow their incident: they are
 * listed under the incident's lead alarm (GET /incidents/{id}).
 */
export function tabBranches(tab: AlarmTab): SQL[] {
  if (tab === "ended") return [isNotNull(alarms.endedAt)];
  const own = eq(alarms.followsIncident, false);
  return [and(isNull(alarms.endedAt), own)!, and(isNotNull(alarms.endedAt), needsAttention, own)!];
}

export const tabCondition = (tab: AlarmTab): SQL => or(...tabBranches(tab))!;

/** A list of ids as one array parameter, so the planner sees the values. */
export { toIntArray };

const contains = (column: AnyColumn, text: string) => ilike(column, containsPattern(text));
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

/** The alarms a tab shows under a filter: all in one condition, and as the tab's branches (see `tabBranches`), each with the filter. */
export type AlarmConditions = { where: SQL; branches: SQL[] };

/**
 * Every condition of the alarm table filter (docs/domain-rules.md#alarm-table-filter). The
 * organizations are named one by one rather than as a subtree query, so the planner knows how few
 * rows they hold and walks the sort index instead of sorting them all.
 */
export function alarmConditions(viewer: Viewer, tab: AlarmTab, query: AlarmQuery): AlarmConditions {
  const filter = filterConditions(viewer, query);
  return { where: and(tabCondition(tab), filter)!, branches: tabBranches(tab).map((branch) => and(branch, filter)!) };
}

/** What the alarm table's filter and the reports' filter have in common. */
export type AlarmFilter = Pick<AlarmQuery, "field" | "textFilter" | "columnsFilter" | "participantsFilter" | "orgIds" | "triggeredWithin">;

export function filterConditions(viewer: Viewer, query: AlarmFilter): SQL | undefined {
  const columns = query.columnsFilter ?? {};
  const text = present(query.textFilter);
  const alarmName = present(columns.alarmName);
  const systemId = present(columns.systemId);
  const triggeredBy = present(columns.triggeredBy);
  const { from, until } = query.triggeredWithin;
  return and(
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
  );
}
