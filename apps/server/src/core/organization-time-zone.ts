import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.js";

/**
 * The time zone in which each organization's dates and times are read: its own when set, else the
 * nearest ancestor's, else `defaultZone` (the server's TIME_ZONE). One query for all of them.
 */
export async function effectiveTimeZones(db: Executor, orgIds: readonly number[], defaultZone: string): Promise<Map<number, string>> {
  const ids = [...new Set(orgIds)];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ org_id: number; time_zone: string | null }>(
    db,
    sql`with recursive up(org_id, id, parent_id, time_zone, depth) as (
          select o.id, o.id, o.parent_id, o.time_zone, 0 from organizations o
           where o.id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
          union all
          select up.org_id, o.id, o.parent_id, o.time_zone, up.depth + 1 from organizations o join up on o.id = up.parent_id
           where up.time_zone is null)
        select distinct on (org_id) org_id, time_zone from up order by org_id, (time_zone is null), depth`,
  );
  const zones = new Map(ids.map((id) => [id, defaultZone]));
  for (const row of rows) if (row.time_zone) zones.set(row.org_id, row.time_zone);
  return zones;
}

/** The time zone of one organization (see effectiveTimeZones). */
export async function effectiveTimeZone(db: Executor, orgId: number, defaultZone: string): Promise<string> {
  return (await effectiveTimeZones(db, [orgId], defaultZone)).get(orgId) ?? defaultZone;
}
