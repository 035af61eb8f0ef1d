import type { AlarmDetails, AlarmKind, AlarmNotification, AlarmRecipient, AlarmRow, AlarmStatus, HistoryEntry } from "@alarm/contract";
import { and, asc, Column, count, eq, inArray, is, type SQL, sql, type SQLWrapper } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import { type Executor, qualified, queryRows } from "../../db/database.js";
import {
  alarmHistory,
  alarmNotifications,
  alarmPoints,
  alarmRecipients,
  alarms,
  organizations,
  type participantGroups,
  type participants,
  users,
} from "../../db/schema/index.js";
import { needsAttention, toIntArray } from "./alarm-conditions.js";

/** One key of the table's order; the last is always the id, so pages never overlap. */
export type SortKey = { column: PgColumn; descending: boolean };

/**
 * The alarm indexes are built DESC NULLS LAST (drizzle's `.desc()`); PostgreSQL walks an index
 * only for the very same order (or its exact reverse), so every order is written out in full.
 */
const ordered = (expression: SQLWrapper, descending: boolean) => (descending ? sql`${expression} desc nulls last` : sql`${expression} asc nulls first`);

const iso = (value: Date | null) => value?.toISOString() ?? null;

const rowFields = {
  id: alarms.id,
  kind: sql<AlarmKind>`${alarms.kind}`,
  alarmPointId: alarms.alarmPointId,
  name: alarms.name,
  systemId: alarms.systemId,
  icon: alarms.icon,
  status: sql<AlarmStatus>`${alarms.status}`,
  priority: alarms.priority,
  text: alarms.text,
  triggeredBy: alarms.triggeredBy,
  triggeredByName: sql<
    string | null
  >`(select nullif(trim(${users.name} || ' ' || ${users.surname}), '') from ${users} where ${users.id} = ${alarms.triggeredByUserId})`,
  triggeredAt: alarms.triggeredAt,
  scheduledFor: alarms.scheduledFor,
  endedAt: alarms.endedAt,
  acceptedCount: alarms.acceptedCount,
  confirmPriority: alarms.confirmPriority,
  acknowledgeMode: sql<AlarmRow["acknowledgeMode"]>`${alarms.acknowledgeMode}`,
  orgId: alarms.orgId,
  orgName: organizations.name,
  needsAttention: sql<boolean>`${needsAttention}`,
  repeatCount: alarms.repeatCount,
  incident: sql<
    AlarmRow["incident"]
  >`(select json_build_object('id', i.id, 'kind', i.kind, 'alarmCount', i.alarm_count, 'leads', i.lead_alarm_id = ${qualified(alarms.id)})
    from incidents i where i.id = ${alarms.incidentId})`,
};

type StoredRow = Omit<AlarmRow, "triggeredAt" | "scheduledFor" | "endedAt"> & { triggeredAt: Date; scheduledFor: Date | null; endedAt: Date | null };

/** The row fields as a select list named like the fields, for statements written as SQL. */
const selectedRowFields = sql.join(
  Object.entries(rowFields).map(([field, column]) => sql`${column} as ${sql.identifier(field)}`),
  sql`, `,
);

/** How to read each field of such a statement as the query builder would: a column decodes its own value. */
const rowDecoders = Object.entries(rowFields).map(([field, column]) => [field, is(column, Column) ? column : null] as const);
const decodeRow = (row: Record<string, unknown>) =>
  Object.fromEntries(
    rowDecoders.map(([field, column]) => [field, row[field] === null || !column ? row[field] : column.mapFromDriverValue(row[field])]),
  ) as StoredRow;

const presentRow = ({ triggeredAt, scheduledFor, endedAt, ...row }: StoredRow): AlarmRow => ({
  ...row,
  triggeredAt: triggeredAt.toISOString(),
  scheduledFor: iso(scheduledFor),
  endedAt: iso(endedAt),
});

/**
 * A page of alarms and how many matching rows follow the page's start, counted no further than
 * `lookahead` + 1, in one statement. One walk along the sort order serves both: it collects the
 * ids (on the sort index alone when that holds every condition, so the rows before the page are
 * skipped without reading them), and only the page's rows are read and joined for display.
 * Written as SQL text rather than with the query builder, whose building and row mapping cost as
 * much as the statement itself on a first page. `branches` are conditions that exclude each other
 * (see `tabBranches`); their walks are merged.
 */
export async function alarmPage(db: Executor, branches: SQL[], keys: SortKey[], page: { offset: number; size: number; lookahead: number }) {
  const order = sql.join(
    keys.map((key) => ordered(key.column, key.descending)),
    sql`, `,
  );
  const limit = page.lookahead + 1;
  const walk =
    branches.length === 1
      ? sql`select ${alarms.id} from ${alarms} where ${branches[0]} order by ${order} offset ${page.offset} limit ${limit}`
      : mergedWalk(branches, keys, order, page.offset, limit);
  const rows = await queryRows<Record<string, unknown> & { ahead: number; position: number }>(
    db,
    sql`with walked as materialized (select array(${walk}) as ids)
        select ${selectedRowFields}, cardinality(walked.ids) as ahead, array_position(walked.ids, ${alarms.id}) as position
        from walked
        join ${alarms} on ${alarms.id} = any(walked.ids[1:${page.size}])
        join ${organizations} on ${organizations.id} = ${alarms.orgId}`,
  );
  rows.sort((a, b) => a.position - b.position);
  return { rows: rows.map((row) => presentRow(decodeRow(row))), ahead: rows[0]?.ahead ?? 0 };
}

/**
 * The ids of several branches along the sort order: each branch walks its own index only as far as
 * the page reaches, and the planner merges the walks (one condition joined with OR would have it
 * read every row of the branches and sort them). The merged rows are named like the table, so the
 * sort keys read the same inside and outside.
 */
function mergedWalk(branches: SQL[], keys: SortKey[], order: SQL, offset: number, limit: number): SQL {
  const columns = sql.join(
    [...new Set(keys.map((key) => key.column))].map((column) => sql`${column}`),
    sql`, `,
  );
  const walks = branches.map((branch) => sql`(select ${columns} from ${alarms} where ${branch} order by ${order} limit ${offset + limit})`);
  return sql`select ${alarms.id} from (${sql.join(walks, sql` union all `)}) as ${alarms} order by ${order} offset ${offset} limit ${limit}`;
}

/** How many alarms match, counting at most `limit`. */
export async function countUpTo(db: Executor, where: SQL, limit: number): Promise<number> {
  const bounded = db
    .select({ one: sql`1` })
    .from(alarms)
    .where(where)
    .limit(limit)
    .as("bounded");
  const [row] = await db.select({ total: count() }).from(bounded);
  return row?.total ?? 0;
}

/** The organizations among `orgIds` that lie in the subtree of `rootOrgId`. */
export async function organizationsWithin(db: Executor, rootOrgId: number, orgIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, orgIds), inOrganizationSubtree(organizations.id, rootOrgId)));
  return new Set(rows.map((row) => row.id));
}

/** The ids of the organizations in the subtrees of `rootOrgIds`, the roots included. */
export async function organizationsBelow(db: Executor, rootOrgIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select distinct below.id from unnest(${toIntArray(rootOrgIds)}) root_id, org_subtree(root_id) below`);
  return rows.map((row) => row.id);
}

/** One alarm with what its details and a new triggering need beyond its row, when `where` lets it be seen. */
export async function findAlarm(db: Executor, id: number, where: SQL) {
  const [found] = await db
    .select({
      row: rowFields,
      speechText: alarms.speechText,
      mediaProcessingType: sql<AlarmDetails["mediaProcessingType"]>`${alarms.mediaProcessingType}`,
      mediaUsageType: sql<AlarmDetails["mediaUsageType"]>`${alarms.mediaUsageType}`,
      round: alarms.round,
      countRepeat: alarms.countRepeat,
      rank: alarms.rank,
      quitReason: alarms.quitReason,
      source: alarms.source,
      location: alarms.location,
      plan: alarms.plan,
      textTemplateId: alarms.textTemplateId,
      localAcknowledgeTime: alarms.localAcknowledgeTime,
      repeatBetween: alarms.repeatBetween,
      initiatorAlarmId: alarms.initiatorAlarmId,
    })
    .from(alarms)
    .innerJoin(organizations, eq(organizations.id, alarms.orgId))
    .where(and(eq(alarms.id, id), where));
  return found && { ...found, row: presentRow(found.row) };
}
export type FoundAlarm = NonNullable<Awaited<ReturnType<typeof findAlarm>>>;

/** The alarm that raised `alarm` and the follow-ups it raised, those `where` lets be seen. */
export async function linkedAlarmsOf(db: Executor, alarm: Pick<FoundAlarm, "initiatorAlarmId"> & { id: number }, where: SQL) {
  const rows = await db
    .select({ id: alarms.id, name: alarms.name, status: sql<AlarmStatus>`${alarms.status}`, initiatorAlarmId: alarms.initiatorAlarmId })
    .from(alarms)
    .where(
      and(
        alarm.initiatorAlarmId === null
          ? eq(alarms.initiatorAlarmId, alarm.id)
          : sql`(${alarms.id} = ${alarm.initiatorAlarmId} or ${alarms.initiatorAlarmId} = ${alarm.id})`,
        where,
      ),
    )
    .orderBy(asc(alarms.id));
  const linked = (row: (typeof rows)[number]) => ({ id: row.id, name: row.name, status: row.status });
  return {
    initiator: rows.filter((row) => row.id === alarm.initiatorAlarmId).map(linked)[0] ?? null,
    followUps: rows.filter((row) => row.initiatorAlarmId === alarm.id).map(linked),
  };
}

export async function recipientsOf(db: Executor, alarmId: number): Promise<AlarmRecipient[]> {
  const rows = await db
    .select({
      id: alarmRecipients.id,
      participantId: alarmRecipients.participantId,
      name: alarmRecipients.name,
      rank: alarmRecipients.rank,
      status: sql<AlarmRecipient["status"]>`${alarmRecipients.status}`,
      respondedAt: alarmRecipients.respondedAt,
      acknowledgedAt: alarmRecipients.acknowledgedAt,
    })
    .from(alarmRecipients)
    .where(eq(alarmRecipients.alarmId, alarmId))
    .orderBy(asc(alarmRecipients.rank), asc(alarmRecipients.name), asc(alarmRecipients.id));
  return rows.map((row) => ({ ...row, respondedAt: iso(row.respondedAt), acknowledgedAt: iso(row.acknowledgedAt) }));
}

export async function notificationsOf(db: Executor, alarmId: number): Promise<AlarmNotification[]> {
  const rows = await db
    .select({
      id: alarmNotifications.id,
      participantId: alarmNotifications.participantId,
      participantName: alarmRecipients.name,
      deviceType: sql<AlarmNotification["deviceType"]>`${alarmNotifications.deviceType}`,
      address: alarmNotifications.address,
      round: alarmNotifications.round,
      rank: alarmNotifications.rank,
      status: sql<AlarmNotification["status"]>`${alarmNotifications.status}`,
      tries: alarmNotifications.tries,
      createdAt: alarmNotifications.createdAt,
      sentAt: alarmNotifications.sentAt,
      deliveredAt: alarmNotifications.deliveredAt,
      lastError: alarmNotifications.lastError,
      lastErrorPhrase: alarmNotifications.lastErrorPhrase,
    })
    .from(alarmNotifications)
    .innerJoin(alarmRecipients, eq(alarmRecipients.id, alarmNotifications.recipientId))
    .where(eq(alarmNotifications.alarmId, alarmId))
    .orderBy(asc(alarmNotifications.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: iso(row.sentAt), deliveredAt: iso(row.deliveredAt) }));
}

export async function historyOf(db: Executor, alarmId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      id: alarmHistory.id,
      alarmId: alarmHistory.alarmId,
      at: alarmHistory.at,
      kind: sql<HistoryEntry["kind"]>`${alarmHistory.kind}`,
      status: sql<AlarmStatus | null>`${alarmHistory.status}`,
      participantId: alarmHistory.participantId,
      participantName: alarmHistory.participantName,
      deviceType: sql<HistoryEntry["deviceType"]>`${alarmHistory.deviceType}`,
      address: alarmHistory.address,
      actor: alarmHistory.actor,
      detail: alarmHistory.detail,
      phrase: alarmHistory.phrase,
    })
    .from(alarmHistory)
    .where(eq(alarmHistory.alarmId, alarmId))
    .orderBy(asc(alarmHistory.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The alarm point an alarm came from, when it still exists, is not deleted and lies in the caller's subtree. */
export async function livePoint(db: Executor, pointId: number, rootOrgId: number) {
  const [point] = await db
    .select({ id: alarmPoints.id, text: alarmPoints.text })
    .from(alarmPoints)
    .where(and(eq(alarmPoints.id, pointId), eq(alarmPoints.deleted, false), inOrganizationSubtree(alarmPoints.orgId, rootOrgId)));
  return point;
}

/** Of `ids`, those still in `table` within the caller's subtree, in the given order. */
export async function stillVisible(db: Executor, table: typeof participants | typeof participantGroups, ids: number[], rootOrgId: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), inOrganizationSubtree(table.orgId, rootOrgId)));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => found.has(id));
}
