import type { Phrase } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/database.js";
import { userWithinReach } from "./login-link.js";

export type ConsoleUser = { id: number; login: string };
/** The user an alarm of a participant reaches in the console and by Web Push, or why none may. */
export type ConsoleLink = { user: ConsoleUser } | { refusal: Phrase };

type LinkFacts = {
  login: string | null;
  participantOrgId: number;
  userId: number | null;
  userLogin: string | null;
  active: boolean | null;
  seesAlarm: boolean;
};

/**
 * The console user linked to the participant by its login, when that user may see this alarm:
 * active, at or below the participant's organization (login-link.ts), and in the alarm's
 * organization or one above it. Checked at every delivery and answer, since logins, users and
 * organizations change after the link was made.
 */
export async function consoleUserFor(db: Executor, participantId: number, alarmId: number): Promise<ConsoleLink> {
  const [facts] = await queryRows<LinkFacts>(
    db,
    sql`select p.login, p.org_id as "participantOrgId", u.id as "userId", u.login as "userLogin", u.active,
               exists (select 1 from alarms a join org_subtree(u.org_id) s on s.id = a.org_id where a.id = ${alarmId}) as "seesAlarm"
        from participants p left join users u on lower(u.login) = lower(p.login)
        where p.id = ${participantId}`,
  );
  if (!facts) return { refusal: { key: "PARTICIPANT_GONE" } };
  if (!facts.login) return { refusal: { key: "NO_CONSOLE_LOGIN" } };
  if (facts.userId === null || !facts.active) return { refusal: { key: "NO_ACTIVE_CONSOLE_USER", params: { login: facts.login } } };
  if (!(await userWithinReach(db, facts.login, facts.participantOrgId))) {
    return { refusal: { key: "CONSOLE_USER_OUTSIDE", params: { login: facts.userLogin! } } };
  }
  if (!facts.seesAlarm) return { refusal: { key: "CONSOLE_USER_CANNOT_SEE", params: { login: facts.userLogin! } } };
  return { user: { id: Number(facts.userId), login: facts.userLogin! } };
}
