import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.js";
import { accessDenied } from "./errors.js";

/** The participant a console user acts as in the participant app. */
export type AppParticipant = { id: number; fullName: string; orgId: number; orgName: string; language: string };

/**
 * The participant linked to the user by its login (login-link.ts), when the user sits at or below
 * the participant's organization: the same link alarm cards and Web Push follow.
 */
export async function participantOfUser(db: Executor, userId: number): Promise<AppParticipant | undefined> {
  const [row] = await queryRows<AppParticipant>(
    db,
    sql`select p.id, p.name || ' ' || p.surname as "fullName", p.org_id as "orgId", o.name as "orgName", p.language
        from users u
        join participants p on lower(p.login) = lower(u.login)
        join organizations o on o.id = p.org_id
        where u.id = ${userId} and u.org_id in (select id from org_subtree(p.org_id))`,
  );
  return row;
}

export async function requireParticipantOfUser(db: Executor, userId: number): Promise<AppParticipant> {
  const participant = await participantOfUser(db, userId);
  if (!participant) throw accessDenied("This user is not linked to a participant: a participant's login must name it");
  return participant;
}
