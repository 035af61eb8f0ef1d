import { type AlarmIcon, type Authority, parseIcon } from "@alarm/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import { type Executor, queryRows } from "../../db/database.js";
import {
  alarmPlanEntries,
  alarmPlanRanks,
  alarmPlans,
  alarmPoints,
  alarmTemplates,
  holidays,
  organizations,
  participantDevices,
  participantGroupMembers,
  participantGroups,
  participants,
  roles,
  textTemplates,
  userRoles,
  users,
} from "../../db/schema/index.js";
import { instructionFilesOfPoints } from "../alarm-points/service.js";
import { readDefinition, type TemplateDefinition } from "../alarm-templates/definition.js";
import { filesInOrder } from "../alarm-templates/references.js";
import { ADMIN_LOGIN } from "../users/create-user.js";
import { groupBy, type PrivateEventRow, readSchedules, type ScheduleRow, type StandbyEventRow, type TeamEventRow } from "./schedule-snapshot.js";

/** An organization of the subtree with its names from the document's root ([] is the root). */
export type OrgNode = {
  id: number;
  parentId: number | null;
  name: string;
  description: string | null;
  timeZone: string | null;
  version: number;
  path: string[];
};
export type RoleRow = { id: number; orgId: number; name: string; authorities: Authority[]; roleNumber: number; version: number };
/** A console user (never its password); `roleIds` are all its roles, also those above the root. */
export type UserRow = {
  id: number;
  orgId: number;
  login: string;
  name: string;
  surname: string;
  email: string | null;
  language: string;
  active: boolean;
  roleIds: number[];
  version: number;
};
export type DeviceRow = { callingDeviceType: string; address: string; message: string | null };
export type ParticipantRow = {
  id: number;
  orgId: number;
  name: string;
  surname: string;
  shortName: string | null;
  language: string;
  login: string | null;
  devices: DeviceRow[];
  participantRotationalId: number | null;
  privateSchedule: PrivateEventRow[];
  version: number;
};
export type GroupRow = { id: number; orgId: number; name: string; description: string | null; memberIds: number[]; version: number };
export type HolidayRow = { id: number; orgId: number; title: string; startDate: string; endDate: string; recurring: boolean; active: boolean; version: number };
export type TextTemplateRow = {
  id: number;
  orgId: number;
  name: string;
  description: string | null;
  texts: Record<"ENGLISH" | "GERMAN" | "CZECH", { subject: string; body: string }>;
  version: number;
};
export type PlanRow = {
  id: number;
  orgId: number;
  name: string;
  description: string | null;
  mediaProcessingType: string;
  mediaUsageType: string;
  skipCheckedOut: boolean;
  ranks: { waitTime: number; entries: { participantId: number | null; participantGroupId: number | null }[] }[];
  version: number;
};
export type TemplateRow = {
  id: number;
  orgId: number;
  name: string;
  icon: AlarmIcon | null;
  alarmPlanId: number | null;
  definition: TemplateDefinition;
  instructionFileNames: string[];
  version: number;
};
export type PointRow = typeof alarmPoints.$inferSelect & { icon: AlarmIcon; instructionFileIds: number[]; instructionFileNames: string[] };

/** The configuration of an organization's subtree as stored, read in a few queries whatever its size. */
export type Snapshot = {
  root: OrgNode & { fullPath: string };
  orgs: OrgNode[];
  orgById: Map<number, OrgNode>;
  roles: RoleRow[];
  /** Users of the subtree but the built-in administrator. */
  users: UserRow[];
  participants: ParticipantRow[];
  groups: GroupRow[];
  holidays: HolidayRow[];
  textTemplates: TextTemplateRow[];
  plans: PlanRow[];
  points: PointRow[];
  templates: TemplateRow[];
  standbySchedules: ScheduleRow<StandbyEventRow>[];
  teamSchedules: ScheduleRow<TeamEventRow>[];
};

/** Reads the subtree kind by kind, each in a few queries. */
export async function readSnapshot(db: Executor, rootId: number): Promise<Snapshot> {
  const { root, orgById } = await readOrganizations(db, rootId);
  const inTree = <T extends { orgId: number }>(rows: T[]) => rows.filter((row) => orgById.has(row.orgId));
  const userRows = await readUsers(db, rootId);
  const participantRows = await readParticipants(db, rootId);
  const schedules = await readSchedules(db, rootId);
  const groupRows = await readGroups(db, rootId);
  const planRows = await readPlans(db, rootId);
  const pointRows = await readPoints(db, rootId);
  const templateRows = await readTemplates(db, rootId);
  return {
    root,
    orgs: [...orgById.values()],
    orgById,
    roles: inTree(await readRoles(db, rootId)),
    users: inTree(userRows),
    participants: inTree(participantRows.map((row) => ({ ...row, privateSchedule: schedules.privateEvents.get(row.id) ?? [] }))),
    groups: inTree(groupRows),
    holidays: inTree(await readHolidays(db, rootId)),
    textTemplates: inTree(await readTextTemplates(db, rootId)),
    plans: inTree(planRows),
    points: inTree(pointRows),
    templates: inTree(templateRows),
    standbySchedules: inTree(schedules.standbySchedules),
    teamSchedules: inTree(schedules.teamSchedules),
  };
}

/** The organizations of the subtree with their paths from the root, and the root with its full path. */
async function readOrganizations(db: Executor, rootId: number) {
  const orgRows = await db
    .select({
      id: organizations.id,
      parentId: organizations.parentId,
      name: organizations.name,
      description: organizations.description,
      timeZone: organizations.timeZone,
      version: organizations.version,
    })
    .from(organizations)
    .where(inOrganizationSubtree(organizations.id, rootId))
    .orderBy(asc(organizations.id));
  const byId = new Map(orgRows.map((row) => [row.id, row]));
  const orgById = new Map<number, OrgNode>();
  const pathOf = (id: number): string[] => {
    const known = orgById.get(id);
    if (known) return known.path;
    const row = byId.get(id)!;
    const path = id === rootId || row.parentId === null || !byId.has(row.parentId) ? [] : [...pathOf(row.parentId), row.name];
    orgById.set(id, { ...row, path });
    return path;
  };
  for (const row of orgRows) pathOf(row.id);
  const [rootPath] = await queryRows<{ path: string }>(db, sql`select org_path(${rootId}) as path`);
  return { root: { ...orgById.get(rootId)!, fullPath: rootPath?.path ?? "" }, orgById };
}

async function readUsers(db: Executor, rootId: number): Promise<UserRow[]> {
  const userRows = await db
    .select({
      id: users.id,
      orgId: users.orgId,
      login: users.login,
      name: users.name,
      surname: users.surname,
      email: users.email,
      language: users.language,
      active: users.active,
      version: users.version,
    })
    .from(users)
    .where(and(inOrganizationSubtree(users.orgId, rootId), sql`lower(${users.login}) <> ${ADMIN_LOGIN}`))
    .orderBy(asc(users.id));
  const userRoleRows = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(inOrganizationSubtree(users.orgId, rootId))
    .orderBy(asc(userRoles.userId), asc(userRoles.roleId));
  const rolesOfUser = groupBy(userRoleRows, (row) => row.userId);
  return userRows.map((row) => ({ ...row, roleIds: (rolesOfUser.get(row.id) ?? []).map((link) => link.roleId) }));
}

/** Participants with their devices; their private schedules come with the other schedules. */
async function readParticipants(db: Executor, rootId: number): Promise<Omit<ParticipantRow, "privateSchedule">[]> {
  const participantRows = await db
    .select({
      id: participants.id,
      orgId: participants.orgId,
      name: participants.name,
      surname: participants.surname,
      shortName: participants.shortName,
      language: participants.language,
      login: participants.login,
      participantRotationalId: participants.participantRotationalId,
      version: participants.version,
    })
    .from(participants)
    .where(inOrganizationSubtree(participants.orgId, rootId))
    .orderBy(asc(participants.id));
  const devices = await db
    .select({
      participantId: participantDevices.participantId,
      callingDeviceType: participantDevices.callingDeviceType,
      address: participantDevices.address,
      message: participantDevices.message,
    })
    .from(participantDevices)
    .innerJoin(participants, eq(participants.id, participantDevices.participantId))
    .where(inOrganizationSubtree(participants.orgId, rootId))
    .orderBy(asc(participantDevices.participantId), asc(participantDevices.orderId));
  const devicesOf = groupBy(devices, (device) => device.participantId);
  return participantRows.map((row) => ({ ...row, devices: (devicesOf.get(row.id) ?? []).map(({ participantId: _p, ...device }) => device) }));
}

async function readGroups(db: Executor, rootId: number): Promise<GroupRow[]> {
  const groupRows = await db
    .select({
      id: participantGroups.id,
      orgId: participantGroups.orgId,
      name: participantGroups.name,
      description: participantGroups.description,
      version: participantGroups.version,
    })
    .from(participantGroups)
    .where(inOrganizationSubtree(participantGroups.orgId, rootId))
    .orderBy(asc(participantGroups.id));
  const members = await db
    .select({ groupId: participantGroupMembers.groupId, participantId: participantGroupMembers.participantId })
    .from(participantGroupMembers)
    .innerJoin(participantGroups, eq(participantGroups.id, participantGroupMembers.groupId))
    .where(inOrganizationSubtree(participantGroups.orgId, rootId))
    .orderBy(asc(participantGroupMembers.groupId), asc(participantGroupMembers.orderId));
  const membersOf = groupBy(members, (member) => member.groupId);
  return groupRows.map((row) => ({ ...row, memberIds: (membersOf.get(row.id) ?? []).map((member) => member.participantId) }));
}

async function readPlans(db: Executor, rootId: number): Promise<PlanRow[]> {
  const planRows = await db
    .select({
      id: alarmPlans.id,
      orgId: alarmPlans.orgId,
      name: alarmPlans.name,
      description: alarmPlans.description,
      mediaProcessingType: alarmPlans.mediaProcessingType,
      mediaUsageType: alarmPlans.mediaUsageType,
      skipCheckedOut: alarmPlans.skipCheckedOut,
      version: alarmPlans.version,
    })
    .from(alarmPlans)
    .where(inOrganizationSubtree(alarmPlans.orgId, rootId))
    .orderBy(asc(alarmPlans.id));
  const rankRows = await db
    .select({ id: alarmPlanRanks.id, planId: alarmPlanRanks.planId, waitTime: alarmPlanRanks.waitTime })
    .from(alarmPlanRanks)
    .innerJoin(alarmPlans, eq(alarmPlans.id, alarmPlanRanks.planId))
    .where(inOrganizationSubtree(alarmPlans.orgId, rootId))
    .orderBy(asc(alarmPlanRanks.planId), asc(alarmPlanRanks.orderId));
  const entryRows = await db
    .select({ rankId: alarmPlanEntries.rankId, participantId: alarmPlanEntries.participantId, participantGroupId: alarmPlanEntries.participantGroupId })
    .from(alarmPlanEntries)
    .innerJoin(alarmPlans, eq(alarmPlans.id, alarmPlanEntries.planId))
    .where(inOrganizationSubtree(alarmPlans.orgId, rootId))
    .orderBy(asc(alarmPlanEntries.rankId), asc(alarmPlanEntries.orderId), asc(alarmPlanEntries.id));
  const entriesOf = groupBy(entryRows, (entry) => entry.rankId);
  const ranksOf = groupBy(rankRows, (rank) => rank.planId);
  return planRows.map((plan) => ({
    ...plan,
    ranks: (ranksOf.get(plan.id) ?? []).map((rank) => ({
      waitTime: rank.waitTime,
      entries: (entriesOf.get(rank.id) ?? []).map((entry) => ({ participantId: entry.participantId, participantGroupId: entry.participantGroupId })),
    })),
  }));
}

/** Alarm points but the deleted and the consequential ones, with their instruction files. */
async function readPoints(db: Executor, rootId: number): Promise<PointRow[]> {
  const pointRows = await db
    .select()
    .from(alarmPoints)
    .where(and(inOrganizationSubtree(alarmPoints.orgId, rootId), eq(alarmPoints.deleted, false), sql`${alarmPoints.alarmPointType} <> 'CONSEQUENTIAL'`))
    .orderBy(asc(alarmPoints.id));
  const files = await instructionFilesOfPoints(
    db,
    pointRows.map((point) => point.id),
  );
  return pointRows.map((point) => {
    const own = files.get(point.id) ?? [];
    return { ...point, instructionFileIds: own.map((file) => file.id), instructionFileNames: own.map((file) => file.name) };
  });
}

async function readTemplates(db: Executor, rootId: number): Promise<TemplateRow[]> {
  const templateRows = await db
    .select({
      id: alarmTemplates.id,
      orgId: alarmTemplates.orgId,
      name: alarmTemplates.name,
      icon: alarmTemplates.icon,
      alarmPlanId: alarmTemplates.alarmPlanId,
      definition: alarmTemplates.definition,
      version: alarmTemplates.version,
    })
    .from(alarmTemplates)
    .where(inOrganizationSubtree(alarmTemplates.orgId, rootId))
    .orderBy(asc(alarmTemplates.id));
  const templateDefinitions = templateRows.map((row) => readDefinition(row.definition));
  const templateFiles = new Map(
    (await filesInOrder(db, [...new Set(templateDefinitions.flatMap((definition) => definition.instructionFileIds))])).map((file) => [file.id, file.name]),
  );
  return templateRows.map((row, index) => {
    const definition = templateDefinitions[index]!;
    return { ...row, icon: parseIcon(row.icon), definition, instructionFileNames: definition.instructionFileIds.flatMap((id) => templateFiles.get(id) ?? []) };
  });
}

function readRoles(db: Executor, rootId: number): Promise<RoleRow[]> {
  return db
    .select({
      id: roles.id,
      orgId: roles.orgId,
      name: roles.name,
      authorities: sql<Authority[]>`${roles.authorities}`,
      roleNumber: roles.roleNumber,
      version: roles.version,
    })
    .from(roles)
    .where(inOrganizationSubtree(roles.orgId, rootId))
    .orderBy(asc(roles.id));
}

function readHolidays(db: Executor, rootId: number): Promise<HolidayRow[]> {
  return db
    .select({
      id: holidays.id,
      orgId: holidays.orgId,
      title: holidays.title,
      startDate: holidays.startDate,
      endDate: holidays.endDate,
      recurring: holidays.recurring,
      active: holidays.active,
      version: holidays.version,
    })
    .from(holidays)
    .where(inOrganizationSubtree(holidays.orgId, rootId))
    .orderBy(asc(holidays.startDate), asc(holidays.id));
}

function readTextTemplates(db: Executor, rootId: number): Promise<TextTemplateRow[]> {
  return db
    .select({
      id: textTemplates.id,
      orgId: textTemplates.orgId,
      name: textTemplates.name,
      description: textTemplates.description,
      texts: textTemplates.texts,
      version: textTemplates.version,
    })
    .from(textTemplates)
    .where(inOrganizationSubtree(textTemplates.orgId, rootId))
    .orderBy(asc(textTemplates.id));
}
