import type { Authority } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { accessDenied } from "../../core/errors.js";
import { type Executor, queryRows } from "../../db/database.js";

/**
 * Rank between users (docs/domain-rules.md#rank-between-users): a caller acts on a user or a role
 * only when every authority of the target is within the caller's own. Equal rank is enough, so an
 * administrator can still manage another administrator.
 */
export function outranks(caller: { authorities: readonly Authority[] }, targetAuthorities: readonly string[]): boolean {
  return targetAuthorities.every((authority) => caller.authorities.includes(authority as Authority));
}

/** The authorities a user holds through its roles. */
export async function authoritiesOfUser(db: Executor, userId: number): Promise<Authority[]> {
  const rows = await queryRows<{ authority: Authority }>(
    db,
    sql`select distinct authority from user_roles ur join roles r on r.id = ur.role_id, unnest(r.authorities) authority where ur.user_id = ${userId}`,
  );
  return rows.map((row) => row.authority);
}

/** Refuses with 403 when the target holds an authority the caller lacks. */
export function assertOutranks(caller: { authorities: readonly Authority[] }, targetAuthorities: readonly string[], what: string) {
  const beyond = targetAuthorities.filter((authority) => !caller.authorities.includes(authority as Authority));
  if (beyond.length) throw accessDenied(`${what} holds authorities you do not hold: ${beyond.join(", ")}`);
}
