import type { PredefinedApp } from "@alarm/contract";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.js";
import { alarmPlans, organizations, predefinedApps } from "../../db/schema/index.js";

const fields = {
  id: predefinedApps.id,
  orgId: predefinedApps.orgId,
  orgName: organizations.name,
  appType: sql<PredefinedApp["appType"]>`${predefinedApps.appType}`,
  systemId: predefinedApps.systemId,
  alarmPlanId: predefinedApps.alarmPlanId,
  alarmPlanName: alarmPlans.name,
  icon: predefinedApps.icon,
  version: predefinedApps.version,
};

function select(db: Executor, where: SQL | undefined) {
  return db
    .select(fields)
    .from(predefinedApps)
    .innerJoin(organizations, eq(organizations.id, predefinedApps.orgId))
    .leftJoin(alarmPlans, eq(alarmPlans.id, predefinedApps.alarmPlanId))
    .where(where)
    .orderBy(predefinedApps.appType);
}

export function appsOf(db: Executor, orgId: number, appType?: string): Promise<PredefinedApp[]> {
  return select(db, and(eq(predefinedApps.orgId, orgId), appType ? eq(predefinedApps.appType, appType) : undefined));
}

export async function appById(db: Executor, id: number): Promise<PredefinedApp | undefined> {
  const [row] = await select(db, eq(predefinedApps.id, id));
  return row;
}

export type AppValues = { systemId: string | null; alarmPlanId: number | null; icon: string };

/** The new app's id, or null when the organization has an app of that type already. */
export async function insertApp(db: Executor, values: AppValues & { orgId: number; appType: string }): Promise<number | null> {
  const [row] = await db.insert(predefinedApps).values(values).onConflictDoNothing().returning({ id: predefinedApps.id });
  return row?.id ?? null;
}

/** False when the version is stale (or the app is gone). */
export async function updateApp(db: Executor, id: number, version: number, values: AppValues): Promise<boolean> {
  const rows = await db
    .update(predefinedApps)
    .set({ ...values, version: sql`${predefinedApps.version} + 1` })
    .where(and(eq(predefinedApps.id, id), eq(predefinedApps.version, version)))
    .returning({ id: predefinedApps.id });
  return rows.length > 0;
}

export async function deleteApp(db: Executor, id: number) {
  await db.delete(predefinedApps).where(eq(predefinedApps.id, id));
}
