import { eq } from "drizzle-orm";
import { assertUserLinksWithinReach } from "../../core/login-link.js";
import { participantCalendarEvents } from "../../db/schema/index.js";
import { OrganizationService } from "../organizations/service.js";
import { ParticipantGroupService } from "../participant-groups/service.js";
import { ParticipantCalendarService } from "../participants/calendar-service.js";
import { insertParticipantsWithDevices, ParticipantService } from "../participants/service.js";
import { RotationScheduleService, TEAM_SCHEDULES } from "../rotation-schedules/service.js";
import { RoleService } from "../roles/service.js";
import { createUser } from "../users/create-user.js";
import { UserService } from "../users/service.js";
import type { ImportWriting } from "./apply-writing.js";
import { namedKey, participantKey, pathKey } from "./keys.js";

const PARTICIPANT_BATCH = 500;

export async function writeOrganizations({ db, principal, resolution, ids, orgId, eachWritten }: ImportWriting) {
  const organizationService = new OrganizationService(db);
  await eachWritten(resolution.ops.organizations, async ({ path, existing, value }) => {
    if (existing) await organizationService.update(principal, { id: existing.id, version: existing.version, ...value });
    else ids.organizations.set(pathKey(path), (await organizationService.create(principal, { ...value, parentId: orgId(path.slice(0, -1)) })).id);
  });
}

export async function writeRoles({ db, principal, resolution, ids, orgId, eachWritten }: ImportWriting) {
  const roleService = new RoleService(db);
  await eachWritten(resolution.ops.roles, async ({ path, existing, value }) => {
    if (existing) await roleService.update(principal, { ...value, id: existing.id, version: existing.version });
    else ids.roles.set(namedKey(path, value.name), (await roleService.create(principal, { ...value, orgId: orgId(path) })).id);
  });
}

/**
 * Users after roles, before the participants whose login names them. A new user gets no password:
 * it signs in once an administrator sets one, or through single sign-on. The plan made the checks
 * of the user service (login, scope, roles, rank, object limits); updates go through the service.
 */
export async function writeUsers({ tx, db, principal, resolution, ids, orgId, eachWritten }: ImportWriting) {
  const userService = new UserService(db);
  await eachWritten(resolution.ops.users, async ({ path, existing, value }) => {
    const fields = {
      name: value.name,
      surname: value.surname,
      email: value.email,
      language: value.language,
      active: value.active,
      roleIds: [...value.roles.map((key) => ids.roles.get(key)!), ...value.kept],
    };
    if (existing) {
      await userService.update(principal, { ...fields, id: existing.id, version: existing.version });
      return;
    }
    await assertUserLinksWithinReach(tx, value.login, orgId(path));
    const created = await createUser(tx, { ...fields, email: value.email ?? undefined, login: value.login, password: null, orgId: orgId(path) });
    if (!value.active) await userService.update(principal, { ...fields, id: created.id, version: created.version });
  });
}

export async function writeTeamSchedules({ db, principal, timeZone, resolution, ids, orgId, eachWritten }: ImportWriting) {
  const teamService = new RotationScheduleService(db, TEAM_SCHEDULES, timeZone);
  await eachWritten(resolution.ops.teamSchedules, async ({ path, existing, value }) => {
    if (existing) await teamService.update(principal, { ...value.header, id: existing.id, version: existing.version }, value.groups);
    else
      ids.teamSchedules.set(namedKey(path, value.header.name), (await teamService.create(principal, { ...value.header, orgId: orgId(path) }, value.groups)).id);
  });
}

/**
 * Updates go through the service one by one; creates, already checked by the plan as the service
 * checks them (scope, login, object limits under their lock), are written in batches.
 */
export async function writeParticipants({ tx, db, principal, resolution, ids, orgId, eachWritten }: ImportWriting) {
  const participantService = new ParticipantService(db, new UserService(db));
  const teamScheduleId = (key: string | null | undefined) => (key ? ids.teamSchedules.get(key)! : (key as null | undefined));
  const remember = (path: string[], saved: { id: number; name: string; surname: string; login: string | null }) => {
    ids.participants.set(participantKey({ organization: path, name: saved.name, surname: saved.surname }), saved.id);
    if (saved.login) ids.participants.set(participantKey({ login: saved.login }), saved.id);
  };
  const { participants } = resolution.ops;
  await eachWritten(
    participants.filter((op) => op.existing),
    async ({ path, existing, value }) =>
      remember(
        path,
        await participantService.update(principal, {
          ...value,
          participantRotationalId: teamScheduleId(value.teamScheduleKey),
          id: existing!.id,
          version: existing!.version,
        }),
      ),
  );
  const newParticipants = participants.filter((op) => !op.existing);
  for (let start = 0; start < newParticipants.length; start += PARTICIPANT_BATCH) {
    const batch = newParticipants.slice(start, start + PARTICIPANT_BATCH);
    const created = await insertParticipantsWithDevices(
      tx,
      batch.map(({ path, value }) => ({
        values: {
          name: value.name,
          surname: value.surname,
          shortName: value.shortName || null,
          language: value.language,
          login: value.login || null,
          participantRotationalId: teamScheduleId(value.teamScheduleKey) ?? null,
          orgId: orgId(path),
        },
        devices: value.devices,
      })),
    );
    batch.forEach(({ path, value }, index) => remember(path, { id: created[index]!, name: value.name, surname: value.surname, login: value.login || null }));
  }
}

/** Private schedules once every participant a replacement may name exists: the file's entries replace the stored ones. */
export async function writePrivateSchedules({ tx, db, principal, timeZone, resolution, participantId, eachWritten }: ImportWriting) {
  const calendarService = new ParticipantCalendarService(db, new ParticipantService(db, new UserService(db)), timeZone);
  await eachWritten(
    resolution.ops.participants.filter((op) => op.value.privateSchedule && op.value.privateChanged),
    async ({ path, value }) => {
      const id = participantId(participantKey(value.login ? { login: value.login } : { organization: path, name: value.name, surname: value.surname }));
      await tx.delete(participantCalendarEvents).where(eq(participantCalendarEvents.participantId, id));
      for (const { event, replacementKey } of value.privateSchedule!) {
        await calendarService.save(principal, id, { ...event, id: null, replacementParticipantId: replacementKey ? participantId(replacementKey) : null });
      }
    },
  );
}

export async function writeGroups({ db, principal, resolution, ids, orgId, participantId, eachWritten }: ImportWriting) {
  const groupService = new ParticipantGroupService(db);
  await eachWritten(resolution.ops.groups, async ({ path, existing, value }) => {
    const input = { name: value.name, description: value.description, memberIds: value.members.map(participantId) };
    if (existing) await groupService.update(principal, { ...input, id: existing.id, version: existing.version });
    else ids.groups.set(namedKey(path, value.name), (await groupService.create(principal, { ...input, orgId: orgId(path) })).id);
  });
}
