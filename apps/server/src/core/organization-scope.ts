import { ROOT_ORG_ID } from "@alarm/contract";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.js";

/**
 * SQL condition: `column` names an organization in the subtree of `rootOrgId` (inclusive).
 * Every organization descends from the total system, so its subtree needs no lookup at all,
 * which also leaves the planner free to walk a sort index instead of sorting every row.
 */
export const inOrganizationSubtree = (column: AnyColumn | SQL, rootOrgId: number): SQL =>
  rootOrgId === ROOT_ORG_ID ? sql`${column} is not null` : sql`${column} in (select id from org_subtree(${rootOrgId}))`;

/** True when `orgId` is `rootOrgId` or one of its descendants: the organization scope of a user. */
export async function isWithinOrganization(db: Executor, rootOrgId: number, orgId: number): Promise<boolean> {
  if (rootOrgId === orgId) return true;
  const rows = await queryRows<{ inside: boolean }>(db, sql`select exists(select 1 from org_subtree(${rootOrgId}) where id = ${orgId}) as inside`);
  return rows[0]?.inside === true;
}

/** The ids of the organization's ancestors, nearest first, excluding itself. */
export async function ancestorsOf(db: Executor, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from organizations where id = ${id}
          union all
          select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id)
        select id from up where depth > 0 order by depth`,
  );
  return rows.map((row) => row.id);
}
