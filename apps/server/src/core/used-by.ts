import { USED_BY_NAMED, type ObjectType, type UsedBy } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.js";
import { inOrganizationSubtree } from "./organization-scope.js";

/** One kind of object that may use another: `select <name>, <org id> from … where it uses it`. */
export interface Use {
  type: ObjectType;
  /** Selects two columns, the user's name and its organization, in that order. */
  select: SQL;
}

/**
 * What keeps an object from being deleted, for the refusal: how many objects use it in all, and the
 * first few by type and name among those in the caller's organization scope (others are only counted).
 */
export async function usedBy(db: Executor, uses: readonly Use[], scopeOrgId: number): Promise<Omit<UsedBy, "object">> {
  if (uses.length === 0) return { users: [], total: 0 };
  const all = sql.join(
    uses.map((use) => sql`select ${use.type}::text as type, held.* from (${use.select}) as held(name, org_id)`),
    sql` union all `,
  );
  const rows = await queryRows<{ type: ObjectType; name: string; total: number; visible: boolean }>(
    db,
    sql`select type, name, (count(*) over ())::int as total, ${inOrganizationSubtree(sql`org_id`, scopeOrgId)} as visible
        from (${all}) as holders
        order by visible desc, type, name
        limit ${USED_BY_NAMED}`,
  );
  return {
    users: rows.filter((row) => row.visible).map(({ type, name }) => ({ type, name })),
    total: rows[0]?.total ?? 0,
  };
}
