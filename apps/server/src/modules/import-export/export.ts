import {
  CONFIGURATION_FORMAT,
  CONFIGURATION_VERSION,
  type ConfigurationDocument,
  type ParticipantReference,
  type PARTICIPANT_LANGUAGES,
} from "@alarm/contract";
import type { AlarmPointReference } from "@alarm/contract";
import type { Executor } from "../../db/database.js";
import { compareText } from "./keys.js";
import { type KnownNames, nameOutsideObjects, nameOutsideParticipants, nameOutsidePoints, pointReferenceOf } from "./names-above-root.js";
import type { PrivateEventRow, ScheduleRow, StandbyEventRow, TeamEventRow } from "./schedule-snapshot.js";
import type { GroupRow, HolidayRow, OrgNode, ParticipantRow, PlanRow, PointRow, RoleRow, Snapshot, TemplateRow, TextTemplateRow, UserRow } from "./snapshot.js";

type Doc = ConfigurationDocument;
type Language = (typeof PARTICIPANT_LANGUAGES)[number];

/** What rows of one kind look like in the document, given where the names of what they refer to come from. */
export type Names = {
  pathOf(orgId: number): string[];
  participant(id: number): ParticipantReference | undefined;
  group(id: number): string | undefined;
  plan(id: number): string | undefined;
  textTemplate(id: number): string | undefined;
  standbySchedule(id: number): string | undefined;
  teamSchedule(id: number): string | undefined;
  point(id: number): AlarmPointReference | undefined;
  /** A role of the subtree by organization path and name (roles above the root have none). */
  role?(id: number): { organization: string[]; name: string } | undefined;
};

export const organizationRow = (org: OrgNode): Doc["organizations"][number] => ({ path: org.path, description: org.description, timeZone: org.timeZone });

export const roleRow = (role: RoleRow, names: Names): Doc["roles"][number] => ({
  organization: names.pathOf(role.orgId),
  name: role.name,
  authorities: [...role.authorities].sort(),
  roleNumber: role.roleNumber,
});

type UserRole = Doc["users"][number]["roles"][number];
/** A user's roles in one order: by organization path, then name. */
export const sortedRoles = (list: UserRole[]) =>
  [...list].sort((a, b) => compareText(a.organization.join("\u0000"), b.organization.join("\u0000")) || compareText(a.name, b.name));

export const userRow = (user: UserRow, names: Names): Doc["users"][number] => ({
  organization: names.pathOf(user.orgId),
  login: user.login,
  name: user.name,
  surname: user.surname,
  email: user.email || null,
  language: user.language as Doc["users"][number]["language"],
  active: user.active,
  roles: sortedRoles(user.roleIds.flatMap((id) => names.role?.(id) ?? [])),
});

export const participantRow = (participant: ParticipantRow, names: Names): Doc["participants"][number] => ({
  organization: names.pathOf(participant.orgId),
  name: participant.name,
  surname: participant.surname,
  shortName: participant.shortName || null,
  language: participant.language as Language,
  login: participant.login || null,
  devices: participant.devices.map((device) => ({
    callingDeviceType: device.callingDeviceType as Doc["participants"][number]["devices"][number]["callingDeviceType"],
    address: device.address,
    message: device.message ?? null,
  })),
  teamSchedule: participant.participantRotationalId === null ? null : (names.teamSchedule(participant.participantRotationalId) ?? null),
  privateSchedule: participant.privateSchedule.map((event) => privateEventRow(event, names)),
});

export const privateEventRow = (
  event: PrivateEventRow,
  names: Pick<Names, "participant">,
): NonNullable<Doc["participants"][number]["privateSchedule"]>[number] => ({
  title: event.title,
  active: event.active,
  timeZone: event.timeZone,
  startDateSelected: event.startDateSelected,
  endDateSelected: event.endDateSelected,
  startTime: event.startTime,
  endTime: event.endTime,
  recurring: event.recurring,
  repeatType: event.repeatType,
  repeatEvery: event.repeatEvery,
  markedDays: event.markedDays,
  monthSubType: event.monthSubType,
  endType: event.endType,
  countAfterTimesEnd: event.countAfterTimesEnd,
  endDate: event.endDate,
  kind: event.kind,
  deviceType: event.deviceType,
  callingNumber: event.callingNumber,
  replacement: event.replacementParticipantId === null ? null : (names.participant(event.replacementParticipantId) ?? null),
  acknowledgeTime: event.acknowledgeTime,
});

export const dateRuleRow = (rule: Omit<StandbyEventRow["dateRule"], "type">) => ({
  markedDays: rule.markedDays,
  start: rule.start,
  end: rule.end,
  repeatEvery: rule.repeatEvery,
  validFrom: rule.validFrom,
  endDate: rule.endDate,
  countAfterTimesEnd: rule.countAfterTimesEnd,
  holiday: rule.holiday,
});

function scheduleRow<Event, Out>(schedule: ScheduleRow<Event>, names: Names, eventRow: (event: Event) => Out) {
  return {
    organization: names.pathOf(schedule.orgId),
    name: schedule.name,
    description: schedule.description || null,
    validFrom: schedule.validFrom,
    weekGroups: schedule.weekGroups.map((group) => ({ events: group.events.map(eventRow) })),
  };
}

export const standbyScheduleRow = (schedule: ScheduleRow<StandbyEventRow>, names: Names): Doc["standbySchedules"][number] =>
  scheduleRow(schedule, names, (event) => ({
    name: event.name,
    isActive: event.isActive,
    dateRule: dateRuleRow(event.dateRule),
    alarmPoint: event.alarmPointId === null ? null : (names.point(event.alarmPointId) ?? null),
    alarmPlan: names.plan(event.alarmPlanId) ?? "",
    standard: event.standard,
  }));

export const teamScheduleRow = (schedule: ScheduleRow<TeamEventRow>, names: Names): Doc["teamSchedules"][number] =>
  scheduleRow(schedule, names, (event) => ({
    name: event.name,
    isActive: event.isActive,
    dateRule: dateRuleRow(event.dateRule),
    callingDeviceType: event.callingDeviceType as Doc["teamSchedules"][number]["weekGroups"][number]["events"][number]["callingDeviceType"],
    message: event.message,
  }));

export const participantReferenceOf = (
  participant: Pick<ParticipantRow, "orgId" | "name" | "surname" | "login">,
  names: Pick<Names, "pathOf">,
): ParticipantReference =>
  participant.login ? { login: participant.login } : { organization: names.pathOf(participant.orgId), name: participant.name, surname: participant.surname };

export const groupRow = (group: GroupRow, names: Names): Doc["participantGroups"][number] => ({
  organization: names.pathOf(group.orgId),
  name: group.name,
  description: group.description || null,
  members: group.memberIds.flatMap((id) => names.participant(id) ?? []),
});

export const holidayRow = (holiday: HolidayRow, names: Names): Doc["holidays"][number] => ({
  organization: names.pathOf(holiday.orgId),
  title: holiday.title,
  start: holiday.startDate,
  end: holiday.endDate,
  recurring: holiday.recurring,
  active: holiday.active,
});

export const textTemplateRow = (template: TextTemplateRow, names: Names): Doc["textTemplates"][number] => ({
  organization: names.pathOf(template.orgId),
  name: template.name,
  description: template.description || null,
  texts: {
    ENGLISH: { subject: template.texts.ENGLISH?.subject ?? "", body: template.texts.ENGLISH?.body ?? "" },
    GERMAN: { subject: template.texts.GERMAN?.subject ?? "", body: template.texts.GERMAN?.body ?? "" },
    CZECH: { subject: template.texts.CZECH?.subject ?? "", body: template.texts.CZECH?.body ?? "" },
  },
});

export const planRow = (plan: PlanRow, names: Names): Doc["alarmPlans"][number] => ({
  organization: names.pathOf(plan.orgId),
  name: plan.name,
  description: plan.description || null,
  mediaProcessingType: plan.mediaProcessingType as Doc["alarmPlans"][number]["mediaProcessingType"],
  mediaUsageType: plan.mediaUsageType as Doc["alarmPlans"][number]["mediaUsageType"],
  skipCheckedOut: plan.skipCheckedOut,
  ranks: plan.ranks.map((rank) => ({
    waitTime: rank.waitTime,
    entries: rank.entries.flatMap((entry): Doc["alarmPlans"][number]["ranks"][number]["entries"] => {
      if (entry.participantId !== null) {
        const participant = names.participant(entry.participantId);
        return participant ? [{ participant }] : [];
      }
      const group = entry.participantGroupId === null ? undefined : names.group(entry.participantGroupId);
      return group === undefined ? [] : [{ group }];
    }),
  })),
});

export const pointRow = (point: PointRow, names: Names): Doc["alarmPoints"][number] => ({
  organization: names.pathOf(point.orgId),
  name: point.name,
  description: point.description || null,
  text: point.text || null,
  speechText: point.speechText || null,
  language: point.language as Language,
  icon: point.icon,
  systemId: point.systemId || null,
  alarmPlan: point.alarmPlanId === null ? null : (names.plan(point.alarmPlanId) ?? null),
  textTemplate: point.textTemplateId === null ? null : (names.textTemplate(point.textTemplateId) ?? null),
  priority: point.priority,
  acknowledgeMode: point.acknowledgeMode as Doc["alarmPoints"][number]["acknowledgeMode"],
  confirmPriority: point.confirmPriority,
  localAcknowledgeTime: point.localAcknowledgeTime,
  countRepeat: point.countRepeat,
  repeatBetween: point.repeatBetween,
  repeatMonInterval: point.repeatMonInterval,
  mediaProcessingType: point.mediaProcessingType as Doc["alarmPoints"][number]["mediaProcessingType"],
  mediaUsageType: point.mediaUsageType as Doc["alarmPoints"][number]["mediaUsageType"],
  instructionFiles: point.instructionFileNames,
  standbySchedule: point.rotationalCalendarId === null ? null : (names.standbySchedule(point.rotationalCalendarId) ?? null),
  alarmPointType: point.alarmPointType === "MANUAL_CALL" ? "MANUAL_CALL" : "STANDARD",
});

export const templateRow = (template: TemplateRow, names: Names): Doc["alarmTemplates"][number] => {
  const definition = template.definition;
  return {
    organization: names.pathOf(template.orgId),
    name: template.name,
    description: definition.description || null,
    text: definition.text || null,
    speechText: definition.speechText || null,
    language: definition.language,
    icon: template.icon,
    systemId: definition.systemId || null,
    alarmPlan: template.alarmPlanId === null ? null : (names.plan(template.alarmPlanId) ?? null),
    textTemplate: definition.textTemplateId == null ? null : (names.textTemplate(definition.textTemplateId) ?? null),
    priority: definition.priority,
    acknowledgeMode: definition.acknowledgeMode,
    confirmPriority: definition.confirmPriority,
    localAcknowledgeTime: definition.localAcknowledgeTime,
    countRepeat: definition.countRepeat,
    repeatBetween: definition.repeatBetween,
    repeatMonInterval: definition.repeatMonInterval,
    mediaProcessingType: definition.mediaProcessingType ?? null,
    mediaUsageType: definition.mediaUsageType ?? null,
    instructionFiles: template.instructionFileNames,
    standbySchedule: definition.rotationalCalendarId == null ? null : (names.standbySchedule(definition.rotationalCalendarId) ?? null),
  };
};

export { pointReferenceOf };

/**
 * The names of the snapshot's objects; plans, groups and templates above the root (used from
 * within it) are named too, so the document still says which one is meant.
 */
export async function namesOf(db: Executor, snapshot: Snapshot): Promise<Names> {
  const known: KnownNames = {
    participantById: new Map(snapshot.participants.map((row) => [row.id, row])),
    groupNames: new Map(snapshot.groups.map((row) => [row.id, row.name])),
    planNames: new Map(snapshot.plans.map((row) => [row.id, row.name])),
    templateNames: new Map(snapshot.textTemplates.map((row) => [row.id, row.name])),
    standbyNames: new Map(snapshot.standbySchedules.map((row) => [row.id, row.name])),
    teamNames: new Map(snapshot.teamSchedules.map((row) => [row.id, row.name])),
    pointRefs: new Map(snapshot.points.map((row) => [row.id, pointReferenceOf(row)])),
  };
  const roleById = new Map(snapshot.roles.map((row) => [row.id, row]));
  const names: Names = {
    pathOf: (orgId) => snapshot.orgById.get(orgId)?.path ?? [],
    participant: (id) => {
      const row = known.participantById.get(id);
      return row ? participantReferenceOf(row, names) : undefined;
    },
    group: (id) => known.groupNames.get(id),
    plan: (id) => known.planNames.get(id),
    textTemplate: (id) => known.templateNames.get(id),
    standbySchedule: (id) => known.standbyNames.get(id),
    teamSchedule: (id) => known.teamNames.get(id),
    point: (id) => known.pointRefs.get(id),
    role: (id) => {
      const row = roleById.get(id);
      return row ? { organization: names.pathOf(row.orgId), name: row.name } : undefined;
    },
  };
  await nameOutsideParticipants(db, snapshot, known.participantById);
  await nameOutsidePoints(db, snapshot, known.pointRefs);
  await nameOutsideObjects(db, snapshot, known);
  return names;
}

/** The document of the snapshot: every kind in a stable order, so two exports of the same configuration are equal. */
export async function exportDocument(db: Executor, snapshot: Snapshot, exportedAt: Date): Promise<Doc> {
  const names = await namesOf(db, snapshot);
  const byOrgThen = <T extends { organization: string[] }>(rows: T[], ...keys: ((row: T) => string)[]) =>
    rows.sort((a, b) => {
      const org = compareText(a.organization.join("\u0000"), b.organization.join("\u0000"));
      if (org) return org;
      for (const key of keys) {
        const order = compareText(key(a), key(b));
        if (order) return order;
      }
      return 0;
    });
  return {
    format: CONFIGURATION_FORMAT,
    version: CONFIGURATION_VERSION,
    exportedAt: exportedAt.toISOString(),
    organization: snapshot.root.fullPath,
    organizations: snapshot.orgs
      .filter((org) => org.path.length > 0)
      .map(organizationRow)
      .sort((a, b) => compareText(a.path.join("\u0000"), b.path.join("\u0000"))),
    roles: byOrgThen(
      snapshot.roles.map((row) => roleRow(row, names)),
      (row) => row.name,
    ),
    users: byOrgThen(
      snapshot.users.map((row) => userRow(row, names)),
      (row) => row.login.toLowerCase(),
    ),
    participants: byOrgThen(
      snapshot.participants.map((row) => participantRow(row, names)),
      (row) => row.surname,
      (row) => row.name,
      (row) => row.login ?? "",
    ),
    participantGroups: byOrgThen(
      snapshot.groups.map((row) => groupRow(row, names)),
      (row) => row.name,
    ),
    holidays: byOrgThen(
      snapshot.holidays.map((row) => holidayRow(row, names)),
      (row) => row.start,
      (row) => row.title,
    ),
    textTemplates: byOrgThen(
      snapshot.textTemplates.map((row) => textTemplateRow(row, names)),
      (row) => row.name,
    ),
    alarmPlans: byOrgThen(
      snapshot.plans.map((row) => planRow(row, names)),
      (row) => row.name,
    ),
    alarmPoints: byOrgThen(
      snapshot.points.map((row) => pointRow(row, names)),
      (row) => row.systemId ?? "",
      (row) => row.name,
    ),
    alarmTemplates: byOrgThen(
      snapshot.templates.map((row) => templateRow(row, names)),
      (row) => row.name,
    ),
    standbySchedules: byOrgThen(
      snapshot.standbySchedules.map((row) => standbyScheduleRow(row, names)),
      (row) => row.name,
    ),
    teamSchedules: byOrgThen(
      snapshot.teamSchedules.map((row) => teamScheduleRow(row, names)),
      (row) => row.name,
    ),
  };
}
