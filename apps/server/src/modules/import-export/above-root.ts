import { and, eq, inArray } from "drizzle-orm";
import { ancestorsOf } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Executor } from "../../db/database.js";
import { alarmPlans, alarmPoints, alarmRotationals, participantGroups, participantRotationals, textTemplates } from "../../db/schema/index.js";
import { pointKeyOf } from "./keys.js";

/**
 * Groups, plans, text templates, schedules and alarm points of the organizations above the root that
 * the caller may see, by name (points by pointKeyOf), nearest first: a document's rows may name them,
 * as the console lets one pick them.
 */
export type AboveRoot = {
  groups: Map<string, number>;
  plans: Map<string, number>;
  textTemplates: Map<string, number>;
  standbySchedules: Map<string, number>;
  teamSchedules: Map<string, number>;
  points: Map<string, number>;
};

export async function readAboveRoot(db: Executor, principal: Principal, rootId: number): Promise<AboveRoot> {
  const empty: AboveRoot = {
    groups: new Map(),
    plans: new Map(),
    textTemplates: new Map(),
    standbySchedules: new Map(),
    teamSchedules: new Map(),
    points: new Map(),
  };
  if (rootId === principal.orgId) return empty;
  const ancestors = await ancestorsOf(db, rootId);
  const reach = ancestors.indexOf(principal.orgId);
  if (reach < 0) return empty;
  const visible = ancestors.slice(0, reach + 1);
  const byNearest = (rows: { id: number; orgId: number; key: string }[]) => {
    rows.sort((a, b) => visible.indexOf(a.orgId) - visible.indexOf(b.orgId) || a.id - b.id);
    const byKey = new Map<string, number>();
    for (const row of rows) if (!byKey.has(row.key)) byKey.set(row.key, row.id);
    return byKey;
  };
  const nearest = async (table: typeof alarmPlans | typeof participantGroups | typeof textTemplates | typeof alarmRotationals) =>
    byNearest(await db.select({ id: table.id, key: table.name, orgId: table.orgId }).from(table).where(inArray(table.orgId, visible)));
  const points = await db
    .select({ id: alarmPoints.id, orgId: alarmPoints.orgId, name: alarmPoints.name, systemId: alarmPoints.systemId })
    .from(alarmPoints)
    .where(and(inArray(alarmPoints.orgId, visible), eq(alarmPoints.deleted, false)));
  return {
    groups: await nearest(participantGroups),
    plans: await nearest(alarmPlans),
    textTemplates: await nearest(textTemplates),
    standbySchedules: await nearest(alarmRotationals),
    teamSchedules: await nearest(participantRotationals as unknown as typeof alarmRotationals),
    points: byNearest(points.map((point) => ({ ...point, key: pointKeyOf(point.systemId ? { systemId: point.systemId } : { name: point.name }) }))),
  };
}
