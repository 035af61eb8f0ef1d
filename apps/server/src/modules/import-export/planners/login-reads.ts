import type { Authority } from "@alarm/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows, toIntArray } from "../../../db/database.js";

/*
 * The checks of logins an import makes, each for all rows at once: the same conditions as the
 * single-login checks of core/login-link.ts, participants/repo.ts and auth/rank.ts.
 */

/** A login as a user or participant of an organization would hold it, and how the answers below name it. */
export type LoginAt = { login: string; orgId: number };
export const loginAtKey = ({ login, orgId }: LoginAt) => JSON.stringify([login, orgId]);

/** The rows given as a relation `w` of the query, one column per field (`columns` names them with their types). */
const recordsOf = (records: object[], columns: string) => sql`json_to_recordset(${JSON.stringify(records)}::json) as w(${sql.raw(columns)})`;

async function matchingLogins(db: Executor, wanted: LoginAt[], condition: SQL): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const unique = [...new Map(wanted.map((entry) => [loginAtKey(entry), entry])).values()];
  const rows = await queryRows<LoginAt>(db, sql`select w.login, w."orgId" from ${recordsOf(unique, `login text, "orgId" int`)} where ${condition}`);
  return new Set(rows.map(loginAtKey));
}

/** Lower-case logins of users anywhere in the installation, of those given (lower case too). */
export async function takenUserLogins(db: Executor, lowerLogins: string[]): Promise<Set<string>> {
  if (lowerLogins.length === 0) return new Set();
  const rows = await queryRows<{ login: string }>(
    db,
    sql`select lower(login) as login from users where lower(login) in (${sql.join(
      lowerLogins.map((login) => sql`${login}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.login));
}

/** Of the logins given, those participants name that a user in the organization given would be out of reach of (keys of loginAtKey). */
export function loginsLinkedElsewhere(db: Executor, wanted: LoginAt[]): Promise<Set<string>> {
  return matchingLogins(
    db,
    wanted,
    sql`exists (select 1 from participants p where lower(p.login) = lower(w.login)
          and not exists (select 1 from org_subtree(p.org_id) s where s.id = w."orgId"))`,
  );
}

/** Of the logins given, those of a user at or below the organization given (keys of loginAtKey). */
export function loginsWithinReach(db: Executor, wanted: LoginAt[]): Promise<Set<string>> {
  return matchingLogins(db, wanted, sql`exists (select 1 from users u join org_subtree(w."orgId") s on s.id = u.org_id where lower(u.login) = lower(w.login))`);
}

/** A participant's login and the participant that may hold it already (0: none). */
export type ParticipantLogin = { login: string; exceptId: number };
export const participantLoginKey = ({ login, exceptId }: ParticipantLogin) => JSON.stringify([login, exceptId]);

/** Of the logins given, those a participant other than `exceptId` holds (keys of participantLoginKey). */
export async function participantLoginsTaken(db: Executor, wanted: ParticipantLogin[]): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const unique = [...new Map(wanted.map((entry) => [participantLoginKey(entry), entry])).values()];
  const rows = await queryRows<ParticipantLogin>(
    db,
    sql`select w.login, w."exceptId" from ${recordsOf(unique, `login text, "exceptId" int`)}
        where exists (select 1 from participants p where lower(p.login) = lower(w.login) and p.id <> w."exceptId")`,
  );
  return new Set(rows.map(participantLoginKey));
}

/** The authorities each user given holds through its roles, in the order the single-user read gives them. */
export async function authoritiesOfUsers(db: Executor, userIds: number[]): Promise<Map<number, Authority[]>> {
  const byUser = new Map<number, Authority[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await queryRows<{ userId: number; authority: Authority }>(
    db,
    sql`select u.id as "userId", a.authority from unnest(${toIntArray([...new Set(userIds)])}) as u(id)
        cross join lateral (select distinct authority from user_roles ur join roles r on r.id = ur.role_id, unnest(r.authorities) authority where ur.user_id = u.id) a`,
  );
  for (const row of rows) byUser.get(row.userId)?.push(row.authority);
  return byUser;
}
