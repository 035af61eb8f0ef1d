import { inArray } from "drizzle-orm";
import { ancestorsOf } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Executor } from "../../db/database.js";
import { alarmPlans, participantGroups, textTemplates } from "../../db/schema/index.js";

/**
 * Groups, plans and text templates of the organizations above the root that the caller may see,
 * by name, nearest first: a document's rows may name them, as the console lets one pick them.
 */
export type AboveRoot = { groups: Map<string, number>; plans: Map<string, number>; textTemplates: Map<string, number> };

export async function readAboveRoot(db: Executor, principal: Principal, rootId: number): Promise<AboveRoot> {
  const empty: AboveRoot = { groups: new Map(), plans: new Map(), textTemplates: new Map() };
  if (rootId === principal.orgId) return empty;
  const ancestors = await ancestorsOf(db, rootId);
  const reach = ancestors.indexOf(principal.orgId);
  if (reach < 0) return empty;
  const visible = ancestors.slice(0, reach + 1);
  const nearest = async (table: typeof alarmPlans | typeof participantGroups | typeof textTemplates) => {
    const rows = await db.select({ id: table.id, name: table.name, orgId: table.orgId }).from(table).where(inArray(table.orgId, visible));
    rows.sort((a, b) => visible.indexOf(a.orgId) - visible.indexOf(b.orgId) || a.id - b.id);
    const byName = new Map<string, number>();
    for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, row.id);
    return byName;
  };
  return { groups: await nearest(participantGroups), plans: await nearest(alarmPlans), textTemplates: await nearest(textTemplates) };
}
