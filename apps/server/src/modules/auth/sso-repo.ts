import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.js";
import { organizations, roles, userRoles, users } from "../../db/schema/index.js";

/** Users whose email is `email`, compared case-insensitively; two at most (more than one is already ambiguous). */
export function usersByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .orderBy(users.id)
    .limit(2);
}

export async function organizationExists(db: Executor, orgId: number) {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId));
  return Boolean(row);
}

/** The roles of the organizations `orgIds` named one of `names`. */
export function rolesNamed(db: Executor, orgIds: number[], names: string[]) {
  if (orgIds.length === 0 || names.length === 0) return Promise.resolve([]);
  return db
    .select({ id: roles.id, orgId: roles.orgId, name: roles.name })
    .from(roles)
    .where(and(inArray(roles.orgId, orgIds), inArray(roles.name, names)))
    .orderBy(roles.id);
}

export async function roleIdsOf(db: Executor, userId: number) {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId);
}

export async function changeRoles(db: Executor, userId: number, change: { add: number[]; remove: number[] }) {
  if (change.remove.length) await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, change.remove)));
  if (change.add.length)
    await db
      .insert(userRoles)
      .values(change.add.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing();
}
