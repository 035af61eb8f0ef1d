import { AUTHORITIES } from "@alarm/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { organizations, roles } from "../db/schema/index.js";
import { ADMIN_LOGIN, createUser } from "../modules/users/create-user.js";
import { seedDemoData } from "./demo-data.js";

/** The administrators' dashboard preset (docs/domain-rules.md#defaults): statistics, media calls by type, general info, media calls. */
export const ADMINISTRATORS_ROLE_NUMBER = 8;

export const TOTAL_SYSTEM_ORG_ID = 1;
export const DEFAULT_ADMIN_PASSWORD = "admin";
const BOOTSTRAP_LOCK = 4_711_002;

export type FirstStartOptions = { adminPassword: string | undefined; demoData: boolean };

/**
 * Creates what an empty database needs: organization 1 "Total system", the Administrators role
 * with every authority, and the `admin` user. Runs once; instances starting together take turns.
 */
export async function prepareFirstStart(db: Db, options: FirstStartOptions): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    const [existing] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, TOTAL_SYSTEM_ORG_ID));
    if (existing) return { created: false };

    await tx.insert(organizations).values({ id: TOTAL_SYSTEM_ORG_ID, name: "Total system" });
    await tx.execute(sql`select setval(pg_get_serial_sequence('organizations', 'id'), (select max(id) from organizations))`);
    const [role] = await tx
      .insert(roles)
      .values({ orgId: TOTAL_SYSTEM_ORG_ID, name: "Administrators", authorities: [...AUTHORITIES], roleNumber: ADMINISTRATORS_ROLE_NUMBER })
      .returning();
    await createUser(tx, {
      login: ADMIN_LOGIN,
      password: options.adminPassword ?? DEFAULT_ADMIN_PASSWORD,
      passwordIsDefault: !options.adminPassword,
      name: "System",
      surname: "Administrator",
      orgId: TOTAL_SYSTEM_ORG_ID,
      roleIds: [role!.id],
    });
    if (options.demoData) await seedDemoData(tx);
    return { created: true };
  });
}
