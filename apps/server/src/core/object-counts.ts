import { and, eq, sql } from "drizzle-orm";
import { OBJECT_TYPES, type ObjectType } from "@alarm/contract";
import type { Executor } from "../db/database.js";
import { orgObjectCounts } from "../db/schema/index.js";
import { OBJECT_KINDS, type ObjectKind } from "./object-kinds.js";
import { inOrganizationSubtree } from "./organization-scope.js";
import type { Use } from "./used-by.js";

/** What the database counts per organization: every object type, and the deleted alarm points apart. */
export type CounterType = ObjectType | "ALARMPOINT_DELETED";

/**
 * Objects of `type` in the organization and below it (for organizations: its descendants), read
 * from the counters the database keeps, so it costs the same at any number of objects.
 */
export async function countInSubtree(db: Executor, type: CounterType, orgId: number, recursive = true): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orgObjectCounts.count}), 0)::int` })
    .from(orgObjectCounts)
    .where(and(eq(orgObjectCounts.objectType, type), recursive ? inOrganizationSubtree(orgObjectCounts.orgId, orgId) : eq(orgObjectCounts.orgId, orgId)));
  return row?.total ?? 0;
}

/** Objects of every counted type in the organization and below it, in one query over the counters. */
export async function usageOf(db: Executor, orgId: number) {
  const rows = await db
    .select({ type: orgObjectCounts.objectType, total: sql<number>`coalesce(sum(${orgObjectCounts.count}), 0)::int` })
    .from(orgObjectCounts)
    .where(inOrganizationSubtree(orgObjectCounts.orgId, orgId))
    .groupBy(orgObjectCounts.objectType);
  const usage: Partial<Record<ObjectType, number>> = {};
  for (const type of OBJECT_TYPES) if (OBJECT_KINDS[type]) usage[type] = 0;
  for (const row of rows) if (row.type in usage) usage[row.type as ObjectType] = row.total;
  return usage;
}

/** The objects held directly by the organization (its child organizations too): such an organization cannot be deleted. */
export function objectsHeldBy(orgId: number): Use[] {
  return (Object.entries(OBJECT_KINDS) as [ObjectType, ObjectKind][]).map(([type, kind]) => ({
    type,
    select: sql`select ${kind.name}, ${kind.orgId} from ${kind.table} where ${eq(kind.orgId, orgId)}`,
  }));
}
