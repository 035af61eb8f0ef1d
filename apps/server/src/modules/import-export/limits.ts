import { type ImportProblem, importProblemOf, type ImportRow, type ObjectType } from "@alarm/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { countInSubtree } from "../../core/object-counts.js";
import { ancestorsOf } from "../../core/organization-scope.js";
import type { Executor } from "../../db/database.js";
import { objectLimits, organizations } from "../../db/schema/index.js";
import { isWithin } from "./keys.js";
import type { Snapshot } from "./snapshot.js";

/**
 * The object limits (core/object-limits.ts) the created rows would pass: every limit of
 * the root, the organizations above it and those below it, counted as the database counts them.
 * Rows past a limit each get the problem. With `lock`, concurrent additions wait, as assertRoomFor does.
 */
export async function limitProblems(
  db: Executor,
  snapshot: Snapshot,
  creates: Map<ObjectType, { holder: string[]; row: ImportRow }[]>,
  lock: boolean,
): Promise<{ row: ImportRow; problems: ImportProblem[] }[]> {
  const types = [...creates.keys()];
  if (types.length === 0) return [];
  const holders = [...snapshot.orgs.map((org) => org.id), ...(await ancestorsOf(db, snapshot.root.id))];
  const limits = await db
    .select({ orgId: objectLimits.orgId, type: objectLimits.objectType, maxCount: objectLimits.maxCount, orgName: organizations.name })
    .from(objectLimits)
    .innerJoin(organizations, eq(organizations.id, objectLimits.orgId))
    .where(and(inArray(objectLimits.objectType, types), inArray(objectLimits.orgId, holders)));
  const found: { row: ImportRow; problems: ImportProblem[] }[] = [];
  for (const limit of limits) {
    const type = limit.type as ObjectType;
    const inside = snapshot.orgById.get(limit.orgId);
    const counted = (creates.get(type) ?? []).filter((create) => !inside || isWithin(create.holder, inside.path));
    if (counted.length === 0) continue;
    if (lock) await db.execute(sql`select pg_advisory_xact_lock(${limit.orgId}, hashtext(${type}))`);
    const current = await countInSubtree(db, type, limit.orgId);
    const room = Math.max(0, limit.maxCount - current);
    const problem = importProblemOf("", "OVER_OBJECT_LIMIT", { organization: limit.orgName, max: limit.maxCount, type, current, added: counted.length });
    for (const create of counted.slice(room)) found.push({ row: create.row, problems: [problem] });
  }
  return found;
}
