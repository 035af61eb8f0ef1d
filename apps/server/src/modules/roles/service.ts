import { eq, sql } from "drizzle-orm";
import type { Authority, Role, RoleCreate, RoleUpdate } from "@alarm/contract";
import { accessDenied, notFound, staleVersion, tightlyUsed } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import { type Use, usedBy } from "../../core/used-by.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import { organizations, roles, userRoles, users } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import { assertOutranks } from "../auth/rank.js";
import { assertRoomFor } from "../../core/object-limits.js";
import { roleColumns } from "./role-columns.js";

/** Roles (user groups): named sets of authorities, owned by an organization. */
export class RoleService {
  constructor(private readonly db: Db) {}

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<Role> {
    const [row] = await db.select(roleColumns).from(roles).innerJoin(organizations, eq(organizations.id, roles.orgId)).where(eq(roles.id, id));
    if (!row || !(await isWithinOrganization(db, principal.orgId, row.orgId))) throw notFound("Role");
    return row;
  }

  create(principal: Principal, input: RoleCreate) {
    return this.db.transaction(async (tx) => {
      if (!(await isWithinOrganization(tx, principal.orgId, input.orgId))) throw notFound("Organization");
      assertGrantable(principal, input.authorities);
      await assertRoomFor(tx, "USERGROUP", input.orgId);
      const [row] = await tx
        .insert(roles)
        .values({ name: input.name, orgId: input.orgId, authorities: unique(input.authorities), roleNumber: input.roleNumber ?? 0 })
        .returning();
      return this.get(principal, row!.id, tx);
    });
  }

  update(principal: Principal, input: RoleUpdate) {
    return this.db.transaction(async (tx) => {
      const current = await this.get(principal, input.id, tx);
      assertOutranks(principal, current.authorities, `Role "${current.name}"`);
      assertGrantable(
        principal,
        input.authorities.filter((authority) => !current.authorities.includes(authority)),
      );
      const updated = await updateVersioned(tx, roles, input.id, input.version, {
        name: input.name,
        authorities: unique(input.authorities),
        ...(input.roleNumber === undefined ? {} : { roleNumber: input.roleNumber }),
      });
      if (!updated) throw staleVersion();
      return this.get(principal, input.id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      const role = await this.get(principal, id, tx);
      assertOutranks(principal, role.authorities, `Role "${role.name}"`);
      const members = await usedBy(tx, [membersOf(id)], principal.orgId);
      if (members.total > 0) throw tightlyUsed(role.name, members);
      await tx.delete(roles).where(eq(roles.id, id));
    });
  }
}

function assertGrantable(principal: Principal, authorities: Authority[]) {
  const beyond = authorities.filter((authority) => !principal.authorities.includes(authority));
  if (beyond.length) throw accessDenied(`You cannot grant authorities you do not hold: ${beyond.join(", ")}`);
}

const unique = (authorities: Authority[]) => [...new Set(authorities)].sort();

/** The users who hold the role: such a role cannot be deleted. */
const membersOf = (roleId: number): Use => ({
  type: "USER",
  select: sql`select ${users.login}, ${users.orgId} from ${userRoles} join ${users} on ${eq(users.id, userRoles.userId)} where ${eq(userRoles.roleId, roleId)}`,
});
