import type { Executor } from "../../db/database.js";
import { userRoles, users } from "../../db/schema/index.js";
import { hashPassword, UNUSABLE_PASSWORD_HASH } from "../auth/passwords.js";

/** The administrator the first start creates: it signs in only with its password, never through single sign-on. */
export const ADMIN_LOGIN = "admin";

export type NewUser = {
  login: string;
  /** null: no password at all, the user signs in only through single sign-on. */
  password: string | null;
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
      passwordHash: user.password === null ? UNUSABLE_PASSWORD_HASH : await hashPassword(user.password),
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
