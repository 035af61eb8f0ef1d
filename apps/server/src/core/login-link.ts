import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.js";
import { fieldError } from "./errors.js";

/**
 * A participant's login links it to the console user of that login: alarm cards and Web Push for the
 * participant reach that user, and the user may answer for it. The link may only point down the
 * tree: the user's organization must be the participant's organization or below it, so no alarm
 * text crosses into a sibling organization (docs/domain-rules.md#rank-between-users).
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

/**
 * Refuses a user in `userOrgId` whose login participants out of its reach already name: created
 * there, or moved there, it would receive their alarms across organizations.
 */
export async function assertUserLinksWithinReach(db: Executor, login: string, userOrgId: number) {
  if ((await participantsOutOfReach(db, login, userOrgId)).length > 0) {
    throw fieldError("login", "This login is linked to participants of another organization", "LINKED_ELSEWHERE");
  }
}

/**
 * Refuses linking a participant of `participantOrgId` to `login` unless a user of that login sits at
 * or below it. The answer is the same whether the user is missing or only out of reach.
 */
export async function assertParticipantLinkWithinReach(db: Executor, login: string, participantOrgId: number) {
  if (!(await userWithinReach(db, login, participantOrgId))) {
    throw fieldError("login", "No user with this login in the participant's organization or below", "UNKNOWN_USER");
  }
}
