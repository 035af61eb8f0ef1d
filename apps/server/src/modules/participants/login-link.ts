import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.js";

/**
 * A participant's login links it to the console user of that login: alarm cards and Web Push for the
 * participant reach that user, and the user may answer for it. The link may only point down the
 * tree: the user's organization must be the participant's organization or below it, so no alarm
 * text crosses into a sibling organization (DESIGN.md "Rank between users").
 */

/** Participants naming `login` that a user in `userOrgId` would be out of reach of. */
export function participantsOutOfReach(db: Executor, login: string, userOrgId: number) {
  return queryRows<{ id: number; orgId: number }>(
    db,
    sql`select p.id, p.org_id as "orgId" from participants p
        where lower(p.login) = lower(${login})
          and not exists (select 1 from org_subtree(p.org_id) s where s.id = ${userOrgId})`,
  );
}

/** True when the user of `login` exists and sits at or below `participantOrgId`. */
export async function userWithinReach(db: Executor, login: string, participantOrgId: number): Promise<boolean> {
  const rows = await queryRows<{ inside: boolean }>(
    db,
    sql`select exists (
          select 1 from users u join org_subtree(${participantOrgId}) s on s.id = u.org_id
          where lower(u.login) = lower(${login})) as inside`,
  );
  return rows[0]?.inside === true;
}
