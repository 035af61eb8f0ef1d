import type { Authority, SystemTableColumnType } from "@alarm/contract";
import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  alarmHistory,
  alarmNotifications,
  alarmPlanEntries,
  alarmPlanRanks,
  alarmPlans,
  alarmPoints,
  alarmRecipients,
  alarmRotationals,
  alarmRules,
  alarms,
  alarmTemplates,
  auditLog,
  gatewayWebhookEvents,
  holidays,
  instructionFiles,
  integrationKeys,
  loneWorkerSessions,
  maintenanceWindows,
  objectLimits,
  orgObjectCounts,
  organizations,
  outgoingWebhooks,
  participantDevices,
  participantGroupMembers,
  participantGroups,
  participantRotationals,
  participants,
  predefinedApps,
  roles,
  sessions,
  textTemplates,
  userRoles,
  users,
} from "../../db/schema/index.js";

/**
 * The tables the system tables screen (/views) offers, each with the columns it shows. A column is
 * shown only when it is named here, so a column added to the schema later stays hidden until someone
 * decides it may be shown. Never named: password hashes and two-factor secrets of users, the hashes
 * of integration keys, the signing secrets and addresses (which carry tokens) of outgoing webhooks,
 * refresh tokens, push subscriptions' keys, server settings, and where instruction files lie on disk.
 */

/** A column as the browser reads it; every SQL identifier comes from the schema, never from a request. */
export type ShownColumn = {
  /** The column's name in the database (or the name of a value derived from one). */
  name: string;
  type: SystemTableColumnType;
  /** What a page shows. */
  value: AnyPgColumn | SQL;
  /** The value as text, as filters compare it (as a page shows it). */
  text: SQL;
  /** What a sort on the column orders by. */
  order: AnyPgColumn | SQL;
};

/**
 * Which rows a caller sees: those of an organization in the caller's subtree, named by a column of
 * the row (ORGANIZATION) or of the row it belongs to (PARENT); TOTAL_SYSTEM: a table without
 * organizations, offered only to users of the total system.
 */
export type TableScope =
  | { kind: "ORGANIZATION"; column: AnyPgColumn }
  | { kind: "PARENT"; column: AnyPgColumn; parent: { table: PgTable; id: AnyPgColumn; organization: AnyPgColumn } }
  | { kind: "TOTAL_SYSTEM" };

export type SystemTableSource = {
  name: string;
  table: PgTable;
  columns: readonly ShownColumn[];
  /** The table's key: the last sort, so that pages never overlap. */
  key: readonly AnyPgColumn[];
  scope: TableScope;
  /** An authority the caller needs besides SYSTEM_TABLES, for a table another screen guards with it. */
  alsoNeeds?: Authority;
};

type ColumnKey<T extends PgTable> = keyof T["_"]["columns"] & string;

function columnType(column: AnyPgColumn): SystemTableColumnType {
  const sqlType = column.getSQLType();
  if (sqlType.endsWith("]")) return "ARRAY";
  if (/^(small|big)?(int|integer|serial)$/.test(sqlType) || sqlType === "bigserial" || sqlType === "smallserial") return "NUMBER";
  if (sqlType.startsWith("timestamp")) return "TIMESTAMP";
  if (sqlType === "date") return "DATE";
  if (sqlType === "boolean") return "BOOLEAN";
  if (sqlType === "uuid") return "UUID";
  if (sqlType === "json" || sqlType === "jsonb") return "JSON";
  return "TEXT";
}

/** Timestamps in ISO 8601 UTC and JSON as its text, both for the page and for filters; other values as they are. */
function shownColumn(column: AnyPgColumn): ShownColumn {
  const type = columnType(column);
  const base = { name: column.name, type, order: column };
  switch (type) {
    case "TIMESTAMP": {
      const text = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      return { ...base, value: text, text };
    }
    case "JSON": {
      const text = sql<string>`${column}::text`;
      return { ...base, value: text, text };
    }
    case "ARRAY": {
      const text = sql<string>`array_to_json(${column})::text`;
      return { ...base, value: text, text };
    }
    default:
      return { ...base, value: column, text: sql<string>`${column}::text` };
  }
}

function source<T extends PgTable>(
  table: T,
  shown: readonly (ColumnKey<T> | ShownColumn)[],
  scope: TableScope,
  key: readonly ColumnKey<T>[] = ["id" as ColumnKey<T>],
  alsoNeeds?: Authority,
): SystemTableSource {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const columnOf = (name: string) => {
    const column = columns[name];
    if (!column) throw new Error(`${getTableName(table)} has no column ${name}`);
    return column;
  };
  return {
    name: getTableName(table),
    table,
    columns: shown.map((entry) => (typeof entry === "string" ? shownColumn(columnOf(entry)) : entry)),
    key: key.map(columnOf),
    scope,
    ...(alsoNeeds ? { alsoNeeds } : {}),
  };
}

const byOrganization = (column: AnyPgColumn): TableScope => ({ kind: "ORGANIZATION", column });
const byParent = (column: AnyPgColumn, parent: PgTable & { id: AnyPgColumn; orgId: AnyPgColumn }): TableScope => ({
  kind: "PARENT",
  column,
  parent: { table: parent, id: parent.id, organization: parent.orgId },
});

/** Only scheme and host of a webhook's address: chats' incoming webhooks carry their token in the path. */
const webhookHost = (() => {
  const host = sql<string | null>`substring(${outgoingWebhooks.url} from ${"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#]*)"})`;
  return { name: "url_host", type: "TEXT", value: host, text: sql<string>`coalesce(${host}, '')`, order: host } satisfies ShownColumn;
})();

const schedule = ["id", "orgId", "name", "description", "validFrom", "version"] as const;

const SOURCES: readonly SystemTableSource[] = [
  source(organizations, ["id", "parentId", "name", "description", "timeZone", "version", "createdAt"], byOrganization(organizations.id)),
  // Not password_hash, password_is_default nor the two-factor secrets and last step.
  source(
    users,
    ["id", "orgId", "login", "name", "surname", "email", "language", "active", "twoFactorEnabled", "version", "createdAt"],
    byOrganization(users.orgId),
  ),
  source(roles, ["id", "orgId", "name", "authorities", "roleNumber", "version"], byOrganization(roles.orgId)),
  source(userRoles, ["userId", "roleId"], byParent(userRoles.userId, users), ["userId", "roleId"]),
  source(
    participants,
    ["id", "orgId", "name", "surname", "shortName", "language", "login", "participantRotationalId", "version"],
    byOrganization(participants.orgId),
  ),
  source(
    participantDevices,
    ["id", "participantId", "orderId", "callingDeviceType", "address", "message"],
    byParent(participantDevices.participantId, participants),
  ),
  source(participantGroups, ["id", "orgId", "name", "description", "version"], byOrganization(participantGroups.orgId)),
  source(participantGroupMembers, ["groupId", "participantId", "orderId"], byParent(participantGroupMembers.groupId, participantGroups), [
    "groupId",
    "participantId",
  ]),
  source(holidays, ["id", "orgId", "title", "startDate", "endDate", "recurring", "active", "version"], byOrganization(holidays.orgId)),
  source(
    alarmPlans,
    ["id", "orgId", "name", "description", "mediaProcessingType", "mediaUsageType", "skipCheckedOut", "version"],
    byOrganization(alarmPlans.orgId),
  ),
  source(alarmPlanRanks, ["id", "planId", "orderId", "waitTime"], byParent(alarmPlanRanks.planId, alarmPlans)),
  source(alarmPlanEntries, ["id", "rankId", "planId", "orderId", "participantId", "participantGroupId"], byParent(alarmPlanEntries.planId, alarmPlans)),
  source(
    alarmPoints,
    [
      "id",
      "orgId",
      "name",
      "description",
      "text",
      "speechText",
      "language",
      "icon",
      "systemId",
      "alarmPlanId",
      "rotationalCalendarId",
      "priority",
      "acknowledgeMode",
      "confirmPriority",
      "localAcknowledgeTime",
      "countRepeat",
      "repeatBetween",
      "repeatMonInterval",
      "mediaProcessingType",
      "mediaUsageType",
      "alarmPointType",
      "initiatorId",
      "consequentialTrigger",
      "textTemplateId",
      "deleted",
      "deletedAt",
      "version",
    ],
    byOrganization(alarmPoints.orgId),
  ),
  source(alarmTemplates, ["id", "orgId", "name", "icon", "alarmPlanId", "definition", "version"], byOrganization(alarmTemplates.orgId)),
  source(textTemplates, ["id", "orgId", "name", "description", "texts", "version"], byOrganization(textTemplates.orgId)),
  source(
    alarmRules,
    ["id", "orgId", "name", "description", "enabled", "position", "conditions", "actions", "regexTimeouts", "lastRegexTimeoutAt", "version"],
    byOrganization(alarmRules.orgId),
  ),
  source(alarmRotationals, schedule, byOrganization(alarmRotationals.orgId)),
  source(participantRotationals, schedule, byOrganization(participantRotationals.orgId)),
  source(
    maintenanceWindows,
    ["id", "orgId", "alarmPointId", "name", "description", "startsAt", "endsAt", "recurrence", "endedEarlyAt", "version"],
    byOrganization(maintenanceWindows.orgId),
  ),
  // Not the path on disk.
  source(instructionFiles, ["id", "orgId", "name", "type", "size", "contentType", "uploadedAt"], byOrganization(instructionFiles.orgId)),
  // Not the secret's hash; the hint is the few characters the integrations screen shows too.
  source(
    integrationKeys,
    [
      "id",
      "alarmPointId",
      "kind",
      "name",
      "secretHint",
      "ratePerMinute",
      "dedupBySubject",
      "heartbeatMinutes",
      "lastPingAt",
      "heartbeatDueAt",
      "heartbeatAlarmId",
      "createdAt",
      "createdBy",
      "lastUsedAt",
      "revokedAt",
      "revokedBy",
    ],
    byParent(integrationKeys.alarmPointId, alarmPoints),
  ),
  // Not the signing secret, and of the address only its host.
  source(outgoingWebhooks, ["id", "orgId", "name", webhookHost, "format", "events", "active", "createdAt", "version"], byOrganization(outgoingWebhooks.orgId)),
  source(predefinedApps, ["id", "orgId", "appType", "systemId", "alarmPlanId", "icon", "version"], byOrganization(predefinedApps.orgId)),
  source(
    alarms,
    [
      "id",
      "orgId",
      "kind",
      "alarmPointId",
      "name",
      "systemId",
      "icon",
      "status",
      "priority",
      "text",
      "speechText",
      "language",
      "textTemplateId",
      "instructionFileIds",
      "location",
      "plan",
      "mediaProcessingType",
      "mediaUsageType",
      "acknowledgeMode",
      "confirmPriority",
      "localAcknowledgeTime",
      "countRepeat",
      "repeatBetween",
      "repeatMonInterval",
      "triggeredBy",
      "triggeredByUserId",
      "triggeredAt",
      "scheduledFor",
      "endedAt",
      "firstAcceptedAt",
      "round",
      "rank",
      "acceptedCount",
      "nextStepAt",
      "quitReason",
      "failureAcknowledgedAt",
      "failureAcknowledgedBy",
      "integrationKeyId",
      "dedupPointId",
      "dedupKey",
      "repeatCount",
      "lastRepeatedAt",
      "source",
      "initiatorAlarmId",
      "version",
    ],
    byOrganization(alarms.orgId),
  ),
  source(
    alarmHistory,
    ["id", "alarmId", "at", "kind", "status", "participantId", "participantName", "deviceType", "address", "actor", "detail", "phrase"],
    byParent(alarmHistory.alarmId, alarms),
  ),
  source(
    alarmNotifications,
    [
      "id",
      "alarmId",
      "recipientId",
      "participantId",
      "deviceId",
      "deviceType",
      "address",
      "round",
      "rank",
      "deviceOrder",
      "status",
      "messageId",
      "externalId",
      "tries",
      "nextAttemptAt",
      "deadline",
      "lastError",
      "lastErrorPhrase",
      "createdAt",
      "sentAt",
      "deliveredAt",
      "endedAt",
    ],
    byParent(alarmNotifications.alarmId, alarms),
  ),
  source(
    alarmRecipients,
    ["id", "alarmId", "participantId", "name", "language", "rank", "status", "respondedAt", "acknowledgedAt"],
    byParent(alarmRecipients.alarmId, alarms),
  ),
  // Sign-ins, without their refresh tokens (a table of its own, never shown).
  source(
    sessions,
    ["id", "userId", "kind", "deviceName", "address", "userAgent", "createdAt", "lastSeenAt", "expiresAt", "revokedAt"],
    byParent(sessions.userId, users),
  ),
  source(
    loneWorkerSessions,
    [
      "id",
      "participantId",
      "orgId",
      "userId",
      "task",
      "status",
      "startedAt",
      "expectedEndAt",
      "endedAt",
      "checkInMinutes",
      "graceMinutes",
      "lastCheckInAt",
      "nextCheckInAt",
      "misses",
      "lastLocation",
      "lastAlarmId",
    ],
    byOrganization(loneWorkerSessions.orgId),
  ),
  source(objectLimits, ["orgId", "objectType", "maxCount"], byOrganization(objectLimits.orgId), ["orgId", "objectType"]),
  source(orgObjectCounts, ["orgId", "objectType", "count"], byOrganization(orgObjectCounts.orgId), ["orgId", "objectType"]),
  // For holders of AUDIT_LOG, as the audit log's own screen. Entries of the server's own actions have no organization: the total system's users see them.
  source(
    auditLog,
    [
      "id",
      "at",
      "txId",
      "orgId",
      "actorUserId",
      "actorLogin",
      "address",
      "userAgent",
      "action",
      "objectType",
      "objectId",
      "parentType",
      "parentId",
      "before",
      "after",
    ],
    byOrganization(auditLog.orgId),
    ["id"],
    "AUDIT_LOG",
  ),
  source(gatewayWebhookEvents, ["eventKey", "receivedAt"], { kind: "TOTAL_SYSTEM" }, ["eventKey"]),
];

/** The offered tables by name (a Map: a request's name never reaches an object's prototype). */
export const SYSTEM_TABLE_SOURCES: ReadonlyMap<string, SystemTableSource> = new Map(
  [...SOURCES].sort((a, b) => a.name.localeCompare(b.name)).map((entry) => [entry.name, entry]),
);
