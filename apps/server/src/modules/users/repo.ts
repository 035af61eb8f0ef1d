import { and, eq, inArray, sql } from "drizzle-orm";
import type { Language, Role, User } from "@alarm/contract";
import { inOrganizationSubtree } from "../../core/organization-scope.js";
import { type Executor, qualified } from "../../db/database.js";
import { organizations, roles, userRoles, users } from "../../db/schema/index.js";
import { updateVersioned } from "../../db/versioned.js";
import { roleColumns } from "../roles/role-columns.js";

const rolesOfUser = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
  from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${qualified(users.id)}), '[]'::json)`;

export async function findUser(db: Executor, where: { id: number } | { login: string }): Promise<User | undefined> {
  const condition = "id" in where ? eq(users.id, where.id) : sql`lower(${users.login}) = lower(${where.login})`;
  const [row] = await db
    .select({
      id: users.id,
      login: users.login,
      name: users.name,
      surname: users.surname,
      email: users.email,
      language: sql<Language>`${users.language}`,
      orgId: users.orgId,
      orgName: organizations.name,
      roles: rolesOfUser,
      active: users.active,
      twoFactorEnabled: users.twoFactorEnabled,
      version: users.version,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(condition);
  return row;
}

export async function loginTaken(db: Executor, login: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login})`);
  return Boolean(row);
}

export const updateUserRow = (db: Executor, id: number, version: number, change: Partial<typeof users.$inferInsert>) =>
  updateVersioned(db, users, id, version, change);

export async function replaceRoles(db: Executor, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export function rolesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(roles).where(inArray(roles.id, ids));
}

export async function deleteUser(db: Executor, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

/** The roles of `orgIds` that lie in the subtree of `scopeOrgId`, by name. */
export function rolesOfOrganizations(db: Executor, orgIds: number[], scopeOrgId: number): Promise<Role[]> {
  return db
    .select(roleColumns)
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.orgId))
    .where(and(inArray(roles.orgId, orgIds), inOrganizationSubtree(roles.orgId, scopeOrgId)))
    .orderBy(roles.name, roles.id);
}
