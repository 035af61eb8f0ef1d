import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database.js";
import { alarmPoints, integrationKeys } from "../../../db/schema/index.js";

export type IntegrationKeyRow = typeof integrationKeys.$inferSelect;
export type NewIntegrationKey = typeof integrationKeys.$inferInsert;

export function keysOfPoint(db: Executor, alarmPointId: number) {
  return db
    .select()
    .from(integrationKeys)
    .where(eq(integrationKeys.alarmPointId, alarmPointId))
    .orderBy(isNull(integrationKeys.revokedAt), desc(integrationKeys.id));
}

export async function insertKey(db: Executor, values: NewIntegrationKey) {
  const [row] = await db.insert(integrationKeys).values(values).returning();
  return row!;
}

export async function keyWithPoint(db: Executor, id: number) {
  const [row] = await db
    .select({ key: integrationKeys, pointOrgId: alarmPoints.orgId })
    .from(integrationKeys)
    .innerJoin(alarmPoints, eq(alarmPoints.id, integrationKeys.alarmPointId))
    .where(eq(integrationKeys.id, id));
  return row;
}

export async function revokeKey(db: Executor, id: number, by: string) {
  const [row] = await db
    .update(integrationKeys)
    .set({ revokedAt: sql`now()`, revokedBy: by, heartbeatDueAt: null })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
    .returning();
  return row;
}

/** The alarm point's organization, if it exists and is not deleted. */
export async function pointOrganization(db: Executor, alarmPointId: number) {
  const [row] = await db
    .select({ orgId: alarmPoints.orgId })
    .from(alarmPoints)
    .where(and(eq(alarmPoints.id, alarmPointId), eq(alarmPoints.deleted, false)));
  return row?.orgId;
}
