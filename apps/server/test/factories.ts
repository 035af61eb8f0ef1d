import type { Authority } from "@alarm/contract";
import type { Executor } from "../src/db/database.js";
import { organizations, roles } from "../src/db/schema/index.js";
import { createUser, type NewUser } from "../src/modules/users/create-user.js";

export const TEST_PASSWORD = "correct-horse-42";

export async function createTestOrganization(db: Executor, values: { name?: string; parentId?: number } = {}) {
  const [row] = await db
    .insert(organizations)
    .values({ name: values.name ?? `Organization ${Math.random().toString(36).slice(2, 8)}`, parentId: values.parentId ?? 1 })
    .returning();
  return row!;
}

export async function createTestRole(db: Executor, values: { orgId?: number; authorities: Authority[]; name?: string }) {
  const [row] = await db
    .insert(roles)
    .values({ orgId: values.orgId ?? 1, name: values.name ?? "Test role", authorities: values.authorities })
    .returning();
  return row!;
}

export function createTestUser(db: Executor, values: Partial<NewUser> & { login: string }) {
  return createUser(db, {
    password: TEST_PASSWORD,
    name: "Test",
    surname: "User",
    orgId: 1,
    roleIds: [],
    ...values,
  });
}
