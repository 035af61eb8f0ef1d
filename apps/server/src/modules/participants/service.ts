import { type Language, type Participant, type participantCreate, type participantToUser, type participantUpdate } from "@alarm/contract";
import type { z } from "zod";
import { accessDenied, AppError, conflict, notFound, staleVersion, tightlyUsed } from "../../core/errors.js";
import { assertParticipantLinkWithinReach } from "../../core/login-link.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import { usedBy } from "../../core/used-by.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { plansNaming } from "../alarm-plans/service.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { assertUsableIn } from "../../core/reference-scope.js";
import type { UserService } from "../users/service.js";
import * as repo from "./repo.js";

/** For the configuration import: its own checks of a login, and batched creation of what it checked. */
export { insertParticipantsWithDevices, participantLoginTaken } from "./repo.js";

type NewParticipant = z.output<typeof participantCreate>;
type ChangedParticipant = z.output<typeof participantUpdate>;

const loginTaken = (login: string) =>
  new AppError("CONFLICT", `Another participant already has the login "${login}"`, [{ field: "login", message: "already taken", code: "TAKEN" }]);

export class ParticipantService {
  constructor(
    private readonly db: Db,
    private readonly users: UserService,
  ) {}

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<Participant> {
    return this.visible(principal, await repo.findParticipant(db, { id }), db);
  }

  async findByLogin(principal: Principal, login: string): Promise<Participant> {
    return this.visible(principal, await repo.findParticipant(this.db, { login }), this.db);
  }

  create(principal: Principal, input: NewParticipant) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      const login = input.login || null;
      if (login && (await repo.participantLoginTaken(tx, login))) throw loginTaken(login);
      if (login) await assertParticipantLinkWithinReach(tx, login, input.orgId);
      await assertUsableIn(
        tx,
        "PARTICIPANT_ROTATIONAL",
        [input.participantRotationalId],
        { orgId: input.orgId, callerOrgId: principal.orgId },
        "participantRotationalId",
      );
      await assertRoomFor(tx, "PARTICIPANT", input.orgId);
      const id = await repo.insertParticipant(tx, {
        ...input,
        shortName: input.shortName || null,
        login,
        participantRotationalId: input.participantRotationalId ?? null,
      });
      await repo.replaceDevices(tx, id, input.devices);
      return this.get(principal, id, tx);
    });
  }

  update(principal: Principal, input: ChangedParticipant) {
    return this.db.transaction(async (tx) => {
      const current = await this.get(principal, input.id, tx);
      const login = input.login || null;
      if (login && (await repo.participantLoginTaken(tx, login, input.id))) throw loginTaken(login);
      // An unchanged login is no new link; its user may since have been deleted.
      if (login && login.toLowerCase() !== current.login?.toLowerCase()) await assertParticipantLinkWithinReach(tx, login, current.orgId);
      // Checked when chosen, like the login; moves keep a kept schedule in line.
      const rotationalChanged = input.participantRotationalId !== undefined && input.participantRotationalId !== current.participantRotationalId;
      if (rotationalChanged) {
        await assertUsableIn(
          tx,
          "PARTICIPANT_ROTATIONAL",
          [input.participantRotationalId],
          { orgId: current.orgId, callerOrgId: principal.orgId },
          "participantRotationalId",
        );
      }
      const updated = await repo.updateParticipantRow(tx, input.id, input.version, {
        name: input.name,
        surname: input.surname,
        shortName: input.shortName || null,
        language: input.language,
        login,
        ...(input.participantRotationalId !== undefined && { participantRotationalId: input.participantRotationalId }),
      });
      if (!updated) throw staleVersion();
      await repo.replaceDevices(tx, input.id, input.devices);
      return this.get(principal, input.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const participant = await this.get(principal, id, tx);
      const users = await usedBy(tx, [repo.groupsOf(id), plansNaming({ participantId: id })], principal.orgId);
      if (users.total > 0) throw tightlyUsed(participant.fullName, users);
      await repo.deleteParticipant(tx, id);
    });
  }

  /** A copy with the same organization, language, devices and team media schedule, named "(copy)", without a login. */
  clone(principal: Principal, id: number) {
    return this.db.transaction(async (tx) => {
      const source = await this.get(principal, id, tx);
      await assertRoomFor(tx, "PARTICIPANT", source.orgId);
      const copyId = await repo.insertParticipant(tx, {
        name: source.name,
        surname: `${source.surname} (copy)`,
        shortName: source.shortName,
        language: source.language,
        login: null,
        participantRotationalId: source.participantRotationalId,
        orgId: source.orgId,
      });
      await repo.replaceDevices(tx, copyId, source.devices);
      return this.get(principal, copyId, tx);
    });
  }

  /** Creates the console user of a participant that has none and links the two, in one transaction. */
  makeUser(principal: Principal, input: z.output<typeof participantToUser>) {
    if (!principal.authorities.includes("USER_ADMIN")) throw accessDenied("Creating users needs the user administration authority");
    return this.db.transaction(async (tx) => {
      const participant = await this.get(principal, input.participantId, tx);
      if (participant.login) throw conflict(`Participant "${participant.fullName}" is already the user "${participant.login}"`);
      if (await repo.participantLoginTaken(tx, input.login)) throw loginTaken(input.login);
      const email = participant.devices.find((device) => device.callingDeviceType === "EMAIL")?.address ?? null;
      const user = await this.users.create(
        principal,
        {
          login: input.login,
          password: input.password,
          name: participant.name,
          surname: participant.surname,
          email,
          language: participant.language as Language,
          orgId: participant.orgId,
          roleIds: input.roleIds,
          active: true,
        },
        tx,
      );
      if (!(await repo.updateParticipantRow(tx, participant.id, participant.version, { login: user.login }))) throw staleVersion();
      return this.get(principal, participant.id, tx);
    });
  }

  private async visible(principal: Principal, participant: Participant | undefined, db: Executor): Promise<Participant> {
    if (!participant || !(await isWithinOrganization(db, principal.orgId, participant.orgId))) throw notFound("Participant");
    return participant;
  }
}
