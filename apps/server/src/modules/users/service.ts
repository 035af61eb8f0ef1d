import type { User, userCreate, userUpdate } from "@alarm/contract";
import type { z } from "zod";
import { accessDenied, AppError, fieldError, notFound, staleVersion } from "../../core/errors.js";
import { assertUserLinksWithinReach } from "../../core/login-link.js";
import { ancestorsOf, isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { assertAcceptablePassword, hashPassword } from "../auth/passwords.js";
import { assertOutranks, authoritiesOfUser } from "../auth/rank.js";
import { revokeSessions } from "../auth/service.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { createUser } from "./create-user.js";
import * as repo from "./repo.js";

type ParsedCreate = z.output<typeof userCreate>;
type ParsedUpdate = z.output<typeof userUpdate>;

export class UserService {
  constructor(private readonly db: Db) {}

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<User> {
    return this.visible(principal, await repo.findUser(db, { id }), db);
  }

  async findByLogin(principal: Principal, login: string): Promise<User> {
    return this.visible(principal, await repo.findUser(this.db, { login }), this.db);
  }

  /** The roles a user of `orgId` may be given that the caller can see: those of `orgId` and its parents. */
  async assignableRoles(principal: Principal, orgId: number) {
    if (!(await isWithinOrganization(this.db, principal.orgId, orgId))) throw notFound("Organization");
    return repo.rolesOfOrganizations(this.db, [orgId, ...(await ancestorsOf(this.db, orgId))], principal.orgId);
  }

  /** Runs in its own transaction, or inside the caller's when `db` is one. */
  create(principal: Principal, input: ParsedCreate, db: Executor = this.db) {
    return db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      if (await repo.loginTaken(tx, input.login)) {
        throw new AppError("CONFLICT", `The login "${input.login}" is already taken`, [{ field: "login", message: "already taken", code: "TAKEN" }]);
      }
      await assertAcceptablePassword(input.password, input.login, "password");
      await assertUserLinksWithinReach(tx, input.login, input.orgId);
      await this.assertAssignable(principal, input.roleIds, input.orgId, tx);
      await assertRoomFor(tx, "USER", input.orgId);
      const row = await createUser(tx, { ...input, email: input.email ?? undefined, surname: input.surname });
      if (!input.active) await repo.updateUserRow(tx, row.id, row.version, { active: false });
      return this.get(principal, row.id, tx);
    });
  }

  update(principal: Principal, input: ParsedUpdate) {
    return this.db.transaction(async (tx) => {
      const current = await this.get(principal, input.id, tx);
      await assertOutranksUser(principal, current, tx);
      if (input.id === principal.id && !input.active) throw accessDenied("You cannot deactivate yourself");
      const added = input.roleIds.filter((id) => !current.roles.some((role) => role.id === id));
      await this.assertAssignable(principal, added, current.orgId, tx);
      if (input.password) await assertAcceptablePassword(input.password, current.login, "password");
      const updated = await repo.updateUserRow(tx, input.id, input.version, {
        name: input.name,
        surname: input.surname,
        email: input.email ?? null,
        language: input.language,
        active: input.active,
        ...(input.password ? { passwordHash: await hashPassword(input.password), passwordIsDefault: false } : {}),
      });
      if (!updated) throw staleVersion();
      await repo.replaceRoles(tx, input.id, input.roleIds);
      if (!input.active || input.password) await revokeSessions(tx, { userId: input.id });
      return this.get(principal, input.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    if (id === principal.id) throw accessDenied("You cannot delete yourself");
    await this.db.transaction(async (tx) => {
      await assertOutranksUser(principal, await this.get(principal, id, tx), tx);
      await repo.deleteUser(tx, id);
    });
  }

  private async visible(principal: Principal, user: User | undefined, db: Executor): Promise<User> {
    if (!user || !(await isWithinOrganization(db, principal.orgId, user.orgId))) throw notFound("User");
    return user;
  }

  /**
   * Only roles of one's scope that are usable in the user's organization (its own or an ancestor's),
   * granting nothing one lacks oneself: no one can raise their own power.
   */
  private async assertAssignable(principal: Principal, roleIds: number[], userOrgId: number, db: Executor) {
    const found = await repo.rolesByIds(db, roleIds);
    const usableOrgIds = roleIds.length ? [userOrgId, ...(await ancestorsOf(db, userOrgId))] : [];
    for (const id of roleIds) {
      const role = found.find((candidate) => candidate.id === id);
      if (!role || !(await isWithinOrganization(db, principal.orgId, role.orgId))) {
        throw fieldError("roleIds", `Role ${id} does not exist`, "UNKNOWN_ROLE");
      }
      if (!usableOrgIds.includes(role.orgId)) {
        throw fieldError("roleIds", `Role "${role.name}" belongs to an organization outside the user's own and its parents`, "ROLE_OUTSIDE_ORGANIZATION");
      }
      const beyond = role.authorities.filter((authority) => !principal.authorities.includes(authority as never));
      if (beyond.length) throw accessDenied(`Role "${role.name}" grants authorities you do not hold: ${beyond.join(", ")}`);
    }
  }
}

/** Nobody changes, deactivates, deletes or sets the password of a user stronger than itself. */
async function assertOutranksUser(principal: Principal, user: User, db: Executor) {
  assertOutranks(principal, await authoritiesOfUser(db, user.id), `User "${user.login}"`);
}
