import type { ImportRow } from "@alarm/contract";
import { AppError } from "../../core/errors.js";
import { assertUserLinksWithinReach } from "../../core/login-link.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { AlarmPlanService } from "../alarm-plans/service.js";
import { AlarmPointService } from "../alarm-points/service.js";
import { AlarmTemplateService } from "../alarm-templates/service.js";
import { HolidayService } from "../holidays/service.js";
import { OrganizationService } from "../organizations/service.js";
import { ParticipantGroupService } from "../participant-groups/service.js";
import { ParticipantCalendarService } from "../participants/calendar-service.js";
import { insertParticipantsWithDevices, ParticipantService } from "../participants/service.js";
import { RotationScheduleService, STANDBY_SCHEDULES, TEAM_SCHEDULES } from "../rotation-schedules/service.js";
import { RoleService } from "../roles/service.js";
import { TextTemplateService } from "../text-templates/service.js";
import { createUser } from "../users/create-user.js";
import { UserService } from "../users/service.js";
import { eq } from "drizzle-orm";
import { participantCalendarEvents } from "../../db/schema/index.js";
import { participantReferenceOf, pointReferenceOf } from "./export.js";
import type { Op, Resolution } from "./import-plan.js";
import { namedKey, participantKey, pathKey, pointKeyOf } from "./keys.js";
import { refusalProblems } from "./problem-codes.js";
import type { StandbyScheduleOp } from "./schedule-plan.js";

const PARTICIPANT_BATCH = 500;

/** A row the database refused while applying: the import is refused as a whole, with that row's problem. */
export class RowRefused extends Error {
  constructor(
    readonly row: ImportRow,
    readonly rows: ImportRow[],
  ) {
    super(`${row.kind} ${row.key} was refused`);
  }
}

/**
 * Writes every CREATE and UPDATE of the resolution through the services of each kind, inside the
 * caller's transaction `tx`: their checks apply as for a single change, and any refusal rolls back
 * the whole import. Kinds go in the order their references need.
 */
export async function applyImport(tx: Executor, principal: Principal, resolution: Resolution, timeZone: string) {
  const db = tx as unknown as Db;
  const { ops, snapshot, above } = resolution;
  const orgIds = new Map(snapshot.orgs.map((org) => [pathKey(org.path), org.id]));
  const orgId = (path: string[]) => orgIds.get(pathKey(path))!;
  const pathOf = (id: number) => snapshot.orgById.get(id)?.path ?? [];
  const participantIds = new Map<string, number>();
  for (const participant of snapshot.participants) {
    participantIds.set(participantKey({ organization: pathOf(participant.orgId), name: participant.name, surname: participant.surname }), participant.id);
    participantIds.set(participantKey(participantReferenceOf(participant, { pathOf })), participant.id);
  }
  const namedIds = (rows: { id: number; orgId: number; name: string }[], aboveRoot: Map<string, number>) =>
    new Map([...rows.map((row) => [namedKey(pathOf(row.orgId), row.name), row.id] as const), ...[...aboveRoot].map(([name, id]) => [`above|${name}`, id] as const)]);
  const groupIds = namedIds(snapshot.groups, above.groups);
  const templateIds = namedIds(snapshot.textTemplates, above.textTemplates);
  const planIds = namedIds(snapshot.plans, above.plans);
  const teamIds = namedIds(snapshot.teamSchedules, above.teamSchedules);
  const standbyIds = namedIds(snapshot.standbySchedules, above.standbySchedules);
  const pointIds = namedIds(
    snapshot.points.map((point) => ({ ...point, name: pointKeyOf(pointReferenceOf(point)) })),
    above.points,
  );

  const written = <V>(list: Op<V>[]) => list.filter((op) => op.row.action !== "UNCHANGED");
  const each = async <V>(list: Op<V>[], write: (op: Op<V>) => Promise<void>) => {
    for (const op of written(list)) {
      try {
        await write(op);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        op.row.problems.push(...refusalProblems(error));
        throw new RowRefused(op.row, resolution.plan.rows);
      }
    }
  };

  const organizationService = new OrganizationService(db);
  await each(ops.organizations, async ({ path, existing, value }) => {
    if (existing) await organizationService.update(principal, { id: existing.id, version: existing.version, ...value });
    else orgIds.set(pathKey(path), (await organizationService.create(principal, { ...value, parentId: orgId(path.slice(0, -1)) })).id);
  });

  const roleService = new RoleService(db);
  const roleIds = namedIds(snapshot.roles, new Map());
  await each(ops.roles, async ({ path, existing, value }) => {
    if (existing) await roleService.update(principal, { ...value, id: existing.id, version: existing.version });
    else roleIds.set(namedKey(path, value.name), (await roleService.create(principal, { ...value, orgId: orgId(path) })).id);
  });

  // Users after roles, before the participants whose login names them. A new user gets no password:
  // it signs in once an administrator sets one, or through single sign-on. The plan made the checks
  // of the user service (login, scope, roles, rank, object limits); updates go through the service.
  const userService = new UserService(db);
  await each(ops.users, async ({ path, existing, value }) => {
    const fields = { name: value.name, surname: value.surname, email: value.email, language: value.language, active: value.active, roleIds: [...value.roles.map((key) => roleIds.get(key)!), ...value.kept] };
    if (existing) {
      await userService.update(principal, { ...fields, id: existing.id, version: existing.version });
      return;
    }
    await assertUserLinksWithinReach(tx, value.login, orgId(path));
    const created = await createUser(tx, { ...fields, email: value.email ?? undefined, login: value.login, password: null, orgId: orgId(path) });
    if (!value.active) await userService.update(principal, { ...fields, id: created.id, version: created.version });
  });

  const teamService = new RotationScheduleService(db, TEAM_SCHEDULES, timeZone);
  await each(ops.teamSchedules, async ({ path, existing, value }) => {
    if (existing) await teamService.update(principal, { ...value.header, id: existing.id, version: existing.version }, value.groups);
    else teamIds.set(namedKey(path, value.header.name), (await teamService.create(principal, { ...value.header, orgId: orgId(path) }, value.groups)).id);
  });
  const teamScheduleId = (key: string | null | undefined) => (key ? teamIds.get(key)! : (key as null | undefined));

  // Updates go through the service one by one; creates, already checked by the plan as the service
  // checks them (scope, login, object limits under their lock), are written in batches.
  const participantService = new ParticipantService(db, new UserService(db));
  const remember = (path: string[], saved: { id: number; name: string; surname: string; login: string | null }) => {
    participantIds.set(participantKey({ organization: path, name: saved.name, surname: saved.surname }), saved.id);
    if (saved.login) participantIds.set(participantKey({ login: saved.login }), saved.id);
  };
  await each(
    ops.participants.filter((op) => op.existing),
    async ({ path, existing, value }) =>
      remember(path, await participantService.update(principal, { ...value, participantRotationalId: teamScheduleId(value.teamScheduleKey), id: existing!.id, version: existing!.version })),
  );
  const newParticipants = ops.participants.filter((op) => !op.existing);
  for (let start = 0; start < newParticipants.length; start += PARTICIPANT_BATCH) {
    const batch = newParticipants.slice(start, start + PARTICIPANT_BATCH);
    const ids = await insertParticipantsWithDevices(
      tx,
      batch.map(({ path, value }) => ({
        values: { name: value.name, surname: value.surname, shortName: value.shortName || null, language: value.language, login: value.login || null, participantRotationalId: teamScheduleId(value.teamScheduleKey) ?? null, orgId: orgId(path) },
        devices: value.devices,
      })),
    );
    batch.forEach(({ path, value }, index) => remember(path, { id: ids[index]!, name: value.name, surname: value.surname, login: value.login || null }));
  }
  const participantId = (key: string) => participantIds.get(key)!;

  // Private schedules once every participant a replacement may name exists: the file's entries replace the stored ones.
  const calendarService = new ParticipantCalendarService(db, participantService, timeZone);
  await each(
    ops.participants.filter((op) => op.value.privateSchedule && op.value.privateChanged),
    async ({ path, value }) => {
      const id = participantIds.get(participantKey(value.login ? { login: value.login } : { organization: path, name: value.name, surname: value.surname }))!;
      await tx.delete(participantCalendarEvents).where(eq(participantCalendarEvents.participantId, id));
      for (const { event, replacementKey } of value.privateSchedule!) {
        await calendarService.save(principal, id, { ...event, id: null, replacementParticipantId: replacementKey ? participantId(replacementKey) : null });
      }
    },
  );

  const groupService = new ParticipantGroupService(db);
  await each(ops.groups, async ({ path, existing, value }) => {
    const input = { name: value.name, description: value.description, memberIds: value.members.map(participantId) };
    if (existing) await groupService.update(principal, { ...input, id: existing.id, version: existing.version });
    else groupIds.set(namedKey(path, value.name), (await groupService.create(principal, { ...input, orgId: orgId(path) })).id);
  });

  const holidayService = new HolidayService(db);
  await each(ops.holidays, async ({ path, existing, value }) => {
    const year = Number(value.start.slice(0, 4));
    if (existing) await holidayService.update(principal, orgId(path), year, { ...value, id: existing.id, version: existing.version });
    else await holidayService.create(principal, orgId(path), year, value);
  });

  const templateService = new TextTemplateService(db, timeZone);
  await each(ops.textTemplates, async ({ path, existing, value }) => {
    if (existing) await templateService.update(principal, { ...value, id: existing.id, version: existing.version });
    else templateIds.set(namedKey(path, value.name), (await templateService.create(principal, { ...value, orgId: orgId(path) })).id);
  });

  const planService = new AlarmPlanService(db);
  await each(ops.plans, async ({ path, existing, value }) => {
    const ranks = value.ranks.map((rank) => ({
      waitTime: rank.waitTime,
      entries: rank.entries.map((entry) => ("participant" in entry ? { participantId: participantId(entry.participant) } : { participantGroupId: groupIds.get(entry.group)! })),
    }));
    const { orgId: _org, ...fields } = value.plan;
    if (existing) await planService.update(principal, { ...fields, ranks, id: existing.id, version: existing.version });
    else planIds.set(namedKey(path, fields.name), (await planService.create(principal, { ...fields, ranks, orgId: orgId(path) })).id);
  });

  // Standby schedules before the points that use them, without the events that name points the file creates;
  // those follow once the points exist.
  const standbyService = new RotationScheduleService(db, STANDBY_SCHEDULES, timeZone);
  /** The schedule's events whose points exist by now. */
  const standbyGroups = (op: StandbyScheduleOp) =>
    op.value.groups.map((group) => ({
      events: group.events.flatMap(({ change, pointKey, planKey }) => {
        const alarmpointId = pointKey ? pointIds.get(pointKey) : null;
        return alarmpointId === undefined ? [] : [{ ...change, alarmplanId: planIds.get(planKey)!, alarmpointId }];
      }),
    }));
  const awaitingPoints: { op: StandbyScheduleOp; id: number; version: number }[] = [];
  await each(ops.standbySchedules, async (op) => {
    const { path, existing, value } = op;
    const groups = standbyGroups(op);
    const saved = existing
      ? await standbyService.update(principal, { ...value.header, id: existing.id, version: existing.version }, groups)
      : await standbyService.create(principal, { ...value.header, orgId: orgId(path) }, groups);
    standbyIds.set(namedKey(path, value.header.name), saved.id);
    if (op.value.groups.some((group) => group.events.some((event) => event.pointKey && !pointIds.has(event.pointKey)))) awaitingPoints.push({ op, id: saved.id, version: saved.version });
  });
  const standbyScheduleId = (key: string | null | undefined, stored: number | null) => (key === undefined ? stored : key ? standbyIds.get(key)! : null);

  const pointService = new AlarmPointService(db);
  const storedPoints = new Map(snapshot.points.map((point) => [point.id, point]));
  await each(ops.points, async ({ path, existing, value }) => {
    const references = {
      alarmPlanId: value.planKey ? planIds.get(value.planKey)! : null,
      textTemplateId: value.textTemplateKey ? templateIds.get(value.textTemplateKey)! : null,
    };
    const { orgId: _org, alarmPointType, ...fields } = value.point;
    if (existing) {
      // What the document does not hold stays as it is: instruction files and the standby schedule.
      const stored = storedPoints.get(existing.id)!;
      await pointService.update(principal, {
        ...fields,
        ...references,
        rotationalCalendarId: standbyScheduleId(value.standbyKey, stored.rotationalCalendarId),
        instructionFileIds: stored.instructionFileIds,
        id: existing.id,
        version: existing.version,
      });
    } else {
      const created = await pointService.create(principal, { ...fields, ...references, rotationalCalendarId: standbyScheduleId(value.standbyKey, null), alarmPointType, orgId: orgId(path) });
      pointIds.set(namedKey(path, pointKeyOf(pointReferenceOf(created))), created.id);
    }
  });

  const alarmTemplateService = new AlarmTemplateService(db);
  const storedTemplates = new Map(snapshot.templates.map((template) => [template.id, template]));
  await each(ops.templates, async ({ path, existing, value }) => {
    const references = {
      alarmPlanId: value.planKey ? planIds.get(value.planKey)! : null,
      textTemplateId: value.textTemplateKey ? templateIds.get(value.textTemplateKey)! : null,
    };
    const { orgId: _org, ...fields } = value.template;
    if (existing) {
      const stored = storedTemplates.get(existing.id)!.definition;
      await alarmTemplateService.update(principal, {
        ...fields,
        ...references,
        rotationalCalendarId: standbyScheduleId(value.standbyKey, stored.rotationalCalendarId ?? null),
        instructionFileIds: stored.instructionFileIds,
        id: existing.id,
        version: existing.version,
      });
    } else {
      await alarmTemplateService.create(principal, { ...fields, ...references, rotationalCalendarId: standbyScheduleId(value.standbyKey, null), orgId: orgId(path) });
    }
  });

  await each(
    awaitingPoints.map(({ op, id, version }) => ({ ...op, existing: { id, version } })),
    async (op) => void (await standbyService.update(principal, { ...op.value.header, id: op.existing!.id, version: op.existing!.version }, standbyGroups(op))),
  );
}
