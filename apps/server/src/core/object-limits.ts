import { and, eq, inArray, sql } from "drizzle-orm";
import type { ObjectLimits, ObjectType } from "@alarm/contract";
import { AppError } from "./errors.js";
import { countInSubtree, usageOf } from "./object-counts.js";
import { objectKind } from "./object-kinds.js";
import { ancestorsOf } from "./organization-scope.js";
import type { Executor } from "../db/database.js";
import { objectLimits, organizations } from "../db/schema/index.js";

export async function readObjectLimits(db: Executor, orgId: number): Promise<ObjectLimits> {
  const rows = await db.select().from(objectLimits).where(eq(objectLimits.orgId, orgId));
  const limits: ObjectLimits["limits"] = {};
  for (const row of rows) limits[row.objectType as ObjectType] = row.maxCount;
  return { orgId, limits, usage: await usageOf(db, orgId) };
}

export async function writeObjectLimits(db: Executor, orgId: number, limits: ObjectLimits["limits"]) {
  for (const [type, maxCount] of Object.entries(limits) as [ObjectType, number | null | undefined][]) {
    if (maxCount === null || maxCount === undefined) {
      await db.delete(objectLimits).where(and(eq(objectLimits.orgId, orgId), eq(objectLimits.objectType, type)));
    } else {
      await db
        .insert(objectLimits)
        .values({ orgId, objectType: type, maxCount })
        .onConflictDoUpdate({ target: [objectLimits.orgId, objectLimits.objectType], set: { maxCount } });
    }
  }
}

/**
 * Refuses adding an object of `type` to `orgId` when that would pass the limit of the
 * organization or of any organization above it; for a move, the organizations that already hold
 * it (`movedFrom` and above) are not asked. Call inside the transaction that adds it: the
 * advisory locks make concurrent additions take turns, so no limit is overrun by a race.
 */
export async function assertRoomFor(db: Executor, type: ObjectType, orgId: number, movedFrom?: number) {
  if (!objectKind(type)) return;
  const alreadyHolding = movedFrom === undefined ? [] : [movedFrom, ...(await ancestorsOf(db, movedFrom))];
  const holders = [orgId, ...(await ancestorsOf(db, orgId))].filter((id) => !alreadyHolding.includes(id));
  if (holders.length === 0) return;
  const limits = await db
    .select({ orgId: objectLimits.orgId, maxCount: objectLimits.maxCount, orgName: organizations.name })
    .from(objectLimits)
    .innerJoin(organizations, eq(organizations.id, objectLimits.orgId))
    .where(and(eq(objectLimits.objectType, type), inArray(objectLimits.orgId, holders)));
  for (const limit of limits) {
    await db.execute(sql`select pg_advisory_xact_lock(${limit.orgId}, hashtext(${type}))`);
    const current = await countInSubtree(db, type, limit.orgId);
    if (current + 1 > limit.maxCount) {
      throw new AppError("LIMIT_EXCEEDED", `Organization "${limit.orgName}" may hold at most ${limit.maxCount} objects of type ${type} (it holds ${current})`);
    }
  }
}
