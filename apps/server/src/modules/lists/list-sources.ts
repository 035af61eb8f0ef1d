import type { Authority, ObjectType } from "@alarm/contract";
import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, SelectedFields } from "drizzle-orm/pg-core";
import { alias, type PgTable } from "drizzle-orm/pg-core";
import { accessDenied } from "../../core/errors.js";
import type { CounterType } from "../../core/object-counts.js";
import { qualified } from "../../db/database.js";
import {
  alarmPlans,
  alarmPoints,
  alarmPointSearchText,
  alarmRules,
  alarmRotationals,
  alarmTemplates,
  organizations,
  participantGroups,
  participantRotationals,
  participants,
  participantSearchText,
  roles,
  textTemplates,
  users,
  userSearchText,
} from "../../db/schema/index.js";

/** How one object type is listed by POST /list: its table, columns, search and sort fields. */
export type ListSource = {
  /** The caller needs one of these; empty means any signed-in user. */
  readAuthorities: Authority[];
  table: PgTable;
  /** The organization column that decides scope. */
  scopeColumn: AnyColumn;
  /** Joins that the fields need, applied in order. */
  joins: { table: PgTable; on: SQL; kind: "inner" | "left" }[];
  fields: SelectedFields;
  searchColumns: (AnyColumn | SQL)[];
  sortFields: Record<string, AnyColumn | SQL>;
  id: PgColumn;
  /** Set where triggers keep per-organization counters of this type, so totals are not counted row by row. */
  countedAs?: ObjectType;
  /** Where the total depends on the request: the counters to add and subtract, or none to count rows. */
  countersFor?: (request: ListFilters) => { add: CounterType; subtract?: CounterType } | undefined;
  /** A further condition the request's own fields ask for (deleted alarm points, alarm point type). */
  condition?: (request: ListFilters, authorities: readonly Authority[]) => SQL | undefined;
};

export type ListFilters = { deletedAlarm?: boolean | undefined; alarmPointType?: string | undefined };

/** Schedule administrators pick the alarm points and plans of standby events, alarm rule editors the points they route to. */
const DEFINITION_READERS: Authority[] = ["ALARM_DEFINITION", "ALARM_PANEL", "MANUAL_CALL", "DELETED_ALARM_RESTORAGE", "SCHEDULE_ADMIN", "ALARM_EVENT_RULE"];

const owner = alias(organizations, "owner");

/** Standby and team media schedules list alike; `usageCount` counts what uses one. */
const rotationalSource = (
  schedules: typeof alarmRotationals | typeof participantRotationals,
  weekGroupTable: string,
  usageCount: SQL<number>,
  readAuthorities: Authority[],
  countedAs: ObjectType,
): ListSource => ({
  readAuthorities,
  countedAs,
  table: schedules,
  scopeColumn: schedules.orgId,
  joins: [{ table: owner, on: eq(owner.id, schedules.orgId), kind: "inner" }],
  id: schedules.id,
  fields: {
    id: schedules.id,
    name: schedules.name,
    description: schedules.description,
    validFrom: schedules.validFrom,
    weekGroupCount: sql<number>`(select count(*)::int from ${sql.identifier(weekGroupTable)} g where g.calendar_id = ${qualified(schedules.id)})`,
    usageCount,
    orgId: schedules.orgId,
    orgName: owner.name,
    version: schedules.version,
  },
  searchColumns: [schedules.name, schedules.description],
  sortFields: { name: schedules.name, validFrom: schedules.validFrom, orgName: owner.name, id: schedules.id },
});
const parent = alias(organizations, "parent");

export const LIST_SOURCES: Partial<Record<ObjectType, ListSource>> = {
  ORGANIZATION: {
    readAuthorities: [],
    table: organizations,
    scopeColumn: organizations.id,
    joins: [{ table: parent, on: eq(parent.id, organizations.parentId), kind: "left" }],
    id: organizations.id,
    fields: {
      id: organizations.id,
      name: organizations.name,
      description: organizations.description,
      orgId: sql<number>`coalesce(${organizations.parentId}, ${organizations.id})`,
      orgName: sql<string>`coalesce(${parent.name}, '')`,
      parentId: organizations.parentId,
      timeZone: organizations.timeZone,
      fullOrgPath: sql<string>`org_path(${qualified(organizations.id)})`,
      hasChildren: sql<boolean>`exists(select 1 from organizations c where c.parent_id = ${qualified(organizations.id)})`,
      version: organizations.version,
    },
    searchColumns: [organizations.name, organizations.description],
    sortFields: { name: organizations.name, id: organizations.id },
  },
  USER: {
    readAuthorities: ["USER_ADMIN"],
    countedAs: "USER",
    table: users,
    scopeColumn: users.orgId,
    joins: [{ table: owner, on: eq(owner.id, users.orgId), kind: "inner" }],
    id: users.id,
    fields: {
      id: users.id,
      name: users.name,
      surname: users.surname,
      login: users.login,
      email: users.email,
      language: users.language,
      active: users.active,
      twoFactorEnabled: users.twoFactorEnabled,
      orgId: users.orgId,
      orgName: owner.name,
      version: users.version,
    },
    searchColumns: [userSearchText],
    sortFields: { name: users.name, surname: users.surname, login: users.login, orgName: owner.name, id: users.id },
  },
  USERGROUP: {
    readAuthorities: ["ROLE_ADMIN", "USER_ADMIN"],
    countedAs: "USERGROUP",
    table: roles,
    scopeColumn: roles.orgId,
    joins: [{ table: owner, on: eq(owner.id, roles.orgId), kind: "inner" }],
    id: roles.id,
    fields: {
      id: roles.id,
      name: roles.name,
      authorities: roles.authorities,
      orgId: roles.orgId,
      orgName: owner.name,
      roleNumber: roles.roleNumber,
      version: roles.version,
    },
    searchColumns: [roles.name],
    sortFields: { name: roles.name, orgName: owner.name, id: roles.id },
  },
  PARTICIPANT: {
    readAuthorities: ["PARTICIPANT_ADMIN", "MANUAL_CALL", "ALARM_DEFINITION", "SCHEDULE_ADMIN"],
    countedAs: "PARTICIPANT",
    table: participants,
    scopeColumn: participants.orgId,
    joins: [{ table: owner, on: eq(owner.id, participants.orgId), kind: "inner" }],
    id: participants.id,
    fields: {
      id: participants.id,
      name: participants.name,
      surname: participants.surname,
      shortName: participants.shortName,
      fullName: sql<string>`${participants.name} || ' ' || ${participants.surname}`,
      language: participants.language,
      login: participants.login,
      participantRotationalId: participants.participantRotationalId,
      deviceTypes: sql<
        string[]
      >`array(select d.calling_device_type from participant_devices d where d.participant_id = ${qualified(participants.id)} order by d.order_id)`,
      orgId: participants.orgId,
      orgName: owner.name,
      version: participants.version,
    },
    searchColumns: [participantSearchText],
    sortFields: { name: participants.name, surname: participants.surname, shortName: participants.shortName, orgName: owner.name, id: participants.id },
  },
  PARTICIPANT_GROUP: {
    readAuthorities: ["PARTICIPANT_ADMIN", "MANUAL_CALL", "ALARM_DEFINITION"],
    countedAs: "PARTICIPANT_GROUP",
    table: participantGroups,
    scopeColumn: participantGroups.orgId,
    joins: [{ table: owner, on: eq(owner.id, participantGroups.orgId), kind: "inner" }],
    id: participantGroups.id,
    fields: {
      id: participantGroups.id,
      name: participantGroups.name,
      description: participantGroups.description,
      memberCount: sql<number>`(select count(*)::int from participant_group_members m where m.group_id = ${qualified(participantGroups.id)})`,
      orgId: participantGroups.orgId,
      orgName: owner.name,
      version: participantGroups.version,
    },
    searchColumns: [participantGroups.name, participantGroups.description],
    sortFields: { name: participantGroups.name, orgName: owner.name, id: participantGroups.id },
  },
  ALARMPLAN: {
    readAuthorities: DEFINITION_READERS,
    countedAs: "ALARMPLAN",
    table: alarmPlans,
    scopeColumn: alarmPlans.orgId,
    joins: [{ table: owner, on: eq(owner.id, alarmPlans.orgId), kind: "inner" }],
    id: alarmPlans.id,
    fields: {
      id: alarmPlans.id,
      name: alarmPlans.name,
      description: alarmPlans.description,
      mediaProcessingType: alarmPlans.mediaProcessingType,
      mediaUsageType: alarmPlans.mediaUsageType,
      rankCount: sql<number>`(select count(*)::int from alarm_plan_ranks r where r.plan_id = ${qualified(alarmPlans.id)})`,
      orgId: alarmPlans.orgId,
      orgName: owner.name,
      version: alarmPlans.version,
    },
    searchColumns: [alarmPlans.name, alarmPlans.description],
    sortFields: { name: alarmPlans.name, orgName: owner.name, id: alarmPlans.id },
  },
  ALARMPOINT: {
    readAuthorities: DEFINITION_READERS,
    table: alarmPoints,
    scopeColumn: alarmPoints.orgId,
    joins: [
      { table: owner, on: eq(owner.id, alarmPoints.orgId), kind: "inner" },
      { table: alarmPlans, on: eq(alarmPlans.id, alarmPoints.alarmPlanId), kind: "left" },
    ],
    id: alarmPoints.id,
    fields: {
      id: alarmPoints.id,
      name: alarmPoints.name,
      description: alarmPoints.description,
      systemId: alarmPoints.systemId,
      icon: alarmPoints.icon,
      priority: alarmPoints.priority,
      language: alarmPoints.language,
      alarmPlanId: alarmPoints.alarmPlanId,
      alarmPlanName: alarmPlans.name,
      acknowledgeMode: alarmPoints.acknowledgeMode,
      confirmPriority: alarmPoints.confirmPriority,
      alarmPointType: alarmPoints.alarmPointType,
      deleted: alarmPoints.deleted,
      deletedAt: alarmPoints.deletedAt,
      orgId: alarmPoints.orgId,
      orgName: owner.name,
      version: alarmPoints.version,
    },
    searchColumns: [alarmPointSearchText],
    sortFields: {
      name: alarmPoints.name,
      systemId: alarmPoints.systemId,
      priority: alarmPoints.priority,
      alarmPlanName: alarmPlans.name,
      deletedAt: alarmPoints.deletedAt,
      orgName: owner.name,
      id: alarmPoints.id,
    },
    countersFor: (request) => {
      if (request.alarmPointType) return undefined;
      return request.deletedAlarm ? { add: "ALARMPOINT_DELETED" } : { add: "ALARMPOINT", subtract: "ALARMPOINT_DELETED" };
    },
    condition: (request, authorities) => {
      if (request.deletedAlarm && !authorities.includes("DELETED_ALARM_RESTORAGE")) throw accessDenied();
      const deleted = eq(alarmPoints.deleted, request.deletedAlarm ?? false);
      return request.alarmPointType ? sql`${deleted} and ${alarmPoints.alarmPointType} = ${request.alarmPointType}` : deleted;
    },
  },
  ALARM_TEMPLATE: {
    readAuthorities: ["ALARM_DEFINITION"],
    countedAs: "ALARM_TEMPLATE",
    table: alarmTemplates,
    scopeColumn: alarmTemplates.orgId,
    joins: [
      { table: owner, on: eq(owner.id, alarmTemplates.orgId), kind: "inner" },
      { table: alarmPlans, on: eq(alarmPlans.id, alarmTemplates.alarmPlanId), kind: "left" },
    ],
    id: alarmTemplates.id,
    fields: {
      id: alarmTemplates.id,
      name: alarmTemplates.name,
      iconText: alarmTemplates.icon,
      alarmPlanId: alarmTemplates.alarmPlanId,
      alarmPlanName: alarmPlans.name,
      orgId: alarmTemplates.orgId,
      orgName: owner.name,
      version: alarmTemplates.version,
    },
    searchColumns: [alarmTemplates.name],
    sortFields: { name: alarmTemplates.name, orgName: owner.name, id: alarmTemplates.id },
  },
  TEXT_TEMPLATE: {
    readAuthorities: ["ALARM_DEFINITION", "MANUAL_CALL"],
    countedAs: "TEXT_TEMPLATE",
    table: textTemplates,
    scopeColumn: textTemplates.orgId,
    joins: [{ table: owner, on: eq(owner.id, textTemplates.orgId), kind: "inner" }],
    id: textTemplates.id,
    fields: {
      id: textTemplates.id,
      name: textTemplates.name,
      description: textTemplates.description,
      texts: textTemplates.texts,
      orgId: textTemplates.orgId,
      orgName: owner.name,
      version: textTemplates.version,
    },
    searchColumns: [textTemplates.name, textTemplates.description],
    sortFields: { name: textTemplates.name, orgName: owner.name, id: textTemplates.id },
  },
  ALARM_RULE: {
    readAuthorities: ["ALARM_EVENT_RULE"],
    countedAs: "ALARM_RULE",
    table: alarmRules,
    scopeColumn: alarmRules.orgId,
    joins: [{ table: owner, on: eq(owner.id, alarmRules.orgId), kind: "inner" }],
    id: alarmRules.id,
    fields: {
      id: alarmRules.id,
      name: alarmRules.name,
      description: alarmRules.description,
      enabled: alarmRules.enabled,
      position: alarmRules.position,
      conditions: alarmRules.conditions,
      actions: alarmRules.actions,
      regexTimeouts: alarmRules.regexTimeouts,
      orgId: alarmRules.orgId,
      orgName: owner.name,
      version: alarmRules.version,
    },
    searchColumns: [alarmRules.name, alarmRules.description],
    sortFields: { position: alarmRules.position, name: alarmRules.name, orgName: owner.name, id: alarmRules.id },
  },
  ALARM_ROTATIONAL: rotationalSource(
    alarmRotationals,
    "alarm_rotation_week_groups",
    sql<number>`(select count(*)::int from alarm_points a where a.rotational_calendar_id = ${qualified(alarmRotationals.id)} and not a.deleted)`,
    ["SCHEDULE_ADMIN", "ALARM_DEFINITION"],
    "ALARM_ROTATIONAL",
  ),
  PARTICIPANT_ROTATIONAL: rotationalSource(
    participantRotationals,
    "participant_rotation_week_groups",
    sql<number>`(select count(*)::int from participants x where x.participant_rotational_id = ${qualified(participantRotationals.id)})`,
    ["SCHEDULE_ADMIN", "PARTICIPANT_ADMIN"],
    "PARTICIPANT_ROTATIONAL",
  ),
};
