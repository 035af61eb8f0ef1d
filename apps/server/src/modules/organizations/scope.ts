import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";

/** True when `orgId` is `rootOrgId` or one of its descendants: the organization scope of a user. */
export async function isWithinOrganization(db: Executor, rootOrgId: number, orgId: number): Promise<boolean> {
  if (rootOrgId === orgId) return true;
  const rows = await queryRows<{ inside: boolean }>(
    db,
    sql`
    with recursive ancestry(id, parent_id) as (
      select id, parent_id from organizations where id = ${orgId}
      union all
      select o.id, o.parent_id from organizations o join ancestry a on o.id = a.parent_id
    )
    select exists(select 1 from ancestry where id = ${rootOrgId}) as inside`,
  );
  return rows[0]?.inside === true;
}
