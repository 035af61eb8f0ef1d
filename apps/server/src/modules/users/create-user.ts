import type { Executor } from "../../db/database.js";
import { userRoles, users } from "../../db/schema/index.js";
import { hashPassword } from "../auth/passwords.js";

export type NewUser = {
  login: string;
  password: string;
  passwordIsDefault?: boolean;
  name: string;
  surname: string;
  email?: string;
  language?: string;
  orgId: number;
  roleIds: number[];
};

/** Inserts a user with a hashed password and its roles: used by the users module, the first start and the demo data. */
export async function createUser(db: Executor, user: NewUser) {
  const [row] = await db
    .insert(users)
    .values({
      login: user.login,
      passwordHash: await hashPassword(user.password),
      passwordIsDefault: user.passwordIsDefault ?? false,
      name: user.name,
      surname: user.surname,
      email: user.email ?? null,
      language: user.language ?? "ENGLISH",
      orgId: user.orgId,
    })
    .returning();
  if (user.roleIds.length) await db.insert(userRoles).values(user.roleIds.map((roleId) => ({ userId: row!.id, roleId })));
  return row!;
}
