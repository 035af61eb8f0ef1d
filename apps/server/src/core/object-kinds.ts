import type { Authority, ObjectType } from "@alarm/contract";
import type { AnyColumn } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  alarmPlans,
  alarmRules,
  alarmPoints,
  alarmRotationals,
  alarmTemplates,
  holidays,
  organizations,
  participantGroups,
  participantRotationals,
  participants,
  roles,
  textTemplates,
  users,
} from "../db/schema/index.js";

/** An object that belongs to one organization: what moving, limits and usage checks need of it. */
export type ObjectKind = {
  table: PgTable;
  id: AnyColumn;
  /** For organizations the parent, since an organization belongs to its parent. */
  orgId: AnyColumn;
  name: AnyColumn;
  /** The authority that creates, moves and deletes objects of this kind. */
  manageAuthority: Authority;
  label: string;
};

/** Object kinds that exist so far; each new domain table adds its entry here. */
export const OBJECT_KINDS: Partial<Record<ObjectType, ObjectKind>> = {
  ORGANIZATION: {
    table: organizations,
    id: organizations.id,
    orgId: organizations.parentId,
    name: organizations.name,
    manageAuthority: "ORGANIZATION_ADMIN",
    label: "Organization",
  },
  USER: { table: users, id: users.id, orgId: users.orgId, name: users.login, manageAuthority: "USER_ADMIN", label: "User" },
  USERGROUP: { table: roles, id: roles.id, orgId: roles.orgId, name: roles.name, manageAuthority: "ROLE_ADMIN", label: "Role" },
  HOLIDAY: { table: holidays, id: holidays.id, orgId: holidays.orgId, name: holidays.title, manageAuthority: "PARTICIPANT_ADMIN", label: "Holiday" },
  PARTICIPANT: {
    table: participants,
    id: participants.id,
    orgId: participants.orgId,
    name: participants.name,
    manageAuthority: "PARTICIPANT_ADMIN",
    label: "Participant",
  },
  PARTICIPANT_GROUP: {
    table: participantGroups,
    id: participantGroups.id,
    orgId: participantGroups.orgId,
    name: participantGroups.name,
    manageAuthority: "PARTICIPANT_ADMIN",
    label: "Participant group",
  },
  ALARMPLAN: { table: alarmPlans, id: alarmPlans.id, orgId: alarmPlans.orgId, name: alarmPlans.name, manageAuthority: "ALARM_DEFINITION", label: "Alarm plan" },
  ALARMPOINT: {
    table: alarmPoints,
    id: alarmPoints.id,
    orgId: alarmPoints.orgId,
    name: alarmPoints.name,
    manageAuthority: "ALARM_DEFINITION",
    label: "Alarm point",
  },
  ALARM_TEMPLATE: {
    table: alarmTemplates,
    id: alarmTemplates.id,
    orgId: alarmTemplates.orgId,
    name: alarmTemplates.name,
    manageAuthority: "ALARM_DEFINITION",
    label: "Alarm template",
  },
  TEXT_TEMPLATE: {
    table: textTemplates,
    id: textTemplates.id,
    orgId: textTemplates.orgId,
    name: textTemplates.name,
    manageAuthority: "ALARM_DEFINITION",
    label: "Text template",
  },
  ALARM_ROTATIONAL: {
    table: alarmRotationals,
    id: alarmRotationals.id,
    orgId: alarmRotationals.orgId,
    name: alarmRotationals.name,
    manageAuthority: "SCHEDULE_ADMIN",
    label: "Standby schedule",
  },
  PARTICIPANT_ROTATIONAL: {
    table: participantRotationals,
    id: participantRotationals.id,
    orgId: participantRotationals.orgId,
    name: participantRotationals.name,
    manageAuthority: "SCHEDULE_ADMIN",
    label: "Team media schedule",
  },
  ALARM_RULE: {
    table: alarmRules,
    id: alarmRules.id,
    orgId: alarmRules.orgId,
    name: alarmRules.name,
    manageAuthority: "ALARM_EVENT_RULE",
    label: "Alarm rule",
  },
};

export function objectKind(type: ObjectType): ObjectKind | undefined {
  return OBJECT_KINDS[type];
}
