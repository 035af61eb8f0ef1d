import { and, type Column, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Authority } from "@alarm/contract";
import { type Executor, qualified } from "../../db/database.js";
import { loginFailures, organizations, refreshTokens, serverSettings, sessions, users } from "../../db/schema/index.js";

export type UserRow = typeof users.$inferSelect;

/** A signed-in user as every route sees it. */
export type Principal = UserRow & {
  sessionId: string;
  orgName: string;
  authorities: Authority[];
};

const authoritiesOf = (userId: Column) => sql<Authority[]>`coalesce((
  select array_agg(distinct authority order by authority)
  from user_roles ur join roles r on r.id = ur.role_id, unnest(r.authorities) authority
  where ur.user_id = ${qualified(userId)}), '{}')`;

export function findUserByLogin(db: Executor, login: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login})`)
    .then((rows) => rows[0]);
}

function principalQuery(db: Executor) {
  return db
    .select({ user: users, orgName: organizations.name, authorities: authoritiesOf(users.id) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    )
    .prepare("find_principal");
}

// Every request asks this, so it is prepared once per database: planning it each time cost more than running it.
const preparedPrincipalQueries = new WeakMap<Executor, ReturnType<typeof principalQuery>>();

/** The principal behind a live session, or undefined when the session ended or the user is inactive. */
export async function findPrincipal(db: Executor, userId: number, sessionId: string): Promise<Principal | undefined> {
  let query = preparedPrincipalQueries.get(db);
  if (!query) {
    query = principalQuery(db);
    preparedPrincipalQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, sessionId });
  return row && { ...row.user, sessionId, orgName: row.orgName, authorities: row.authorities };
}

export function updateUser(db: Executor, userId: number, change: Partial<typeof users.$inferInsert>) {
  return db
    .update(users)
    .set({ ...change, version: sql`${users.version} + 1` })
    .where(eq(users.id, userId))
    .returning()
    .then((rows) => rows[0]);
}

export async function createSession(
  db: Executor,
  session: { userId: number; expiresAt: Date; address: string; userAgent: string | undefined },
) {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSessions(db: Executor, where: { sessionId?: string; userId?: number; exceptSessionId?: string }) {
  const conditions = [isNull(sessions.revokedAt)];
  if (where.sessionId) conditions.push(eq(sessions.id, where.sessionId));
  if (where.userId) conditions.push(eq(sessions.userId, where.userId));
  if (where.exceptSessionId) conditions.push(sql`${sessions.id} <> ${where.exceptSessionId}`);
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(...conditions));
}

export async function storeRefreshToken(db: Executor, token: { tokenHash: string; sessionId: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(token);
}

/**
 * Marks a refresh token used and returns it with the state it had before, so a caller can tell
 * a first use from a replay. Row-locked: two concurrent refreshes cannot both succeed.
 */
export async function consumeRefreshToken(db: Executor, tokenHash: string) {
  const rows = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for("update", { of: refreshTokens });
  const row = rows[0];
  if (row && !row.token.usedAt) {
    await db.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.tokenHash, tokenHash));
  }
  return row;
}

export async function countRecentFailures(db: Executor, subjects: string[], windowSeconds: number) {
  const rows = await db
    .select({ subject: loginFailures.subject, count: sql<number>`count(*)::int`, oldest: sql<Date>`min(${loginFailures.failedAt})` })
    .from(loginFailures)
    .where(and(inArray(loginFailures.subject, subjects), gt(loginFailures.failedAt, sql`now() - make_interval(secs => ${windowSeconds})`)))
    .groupBy(loginFailures.subject);
  return new Map(rows.map((row) => [row.subject, row]));
}

export async function recordFailure(db: Executor, subjects: string[], windowSeconds: number) {
  await db.insert(loginFailures).values(subjects.map((subject) => ({ subject })));
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`now() - make_interval(secs => ${windowSeconds})`));
}

export async function clearFailures(db: Executor, subject: string) {
  await db.delete(loginFailures).where(eq(loginFailures.subject, subject));
}

/** Returns the shared setting, creating it with `create()` if no instance has yet. */
export async function sharedSetting(db: Executor, key: string, create: () => string) {
  await db.insert(serverSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, key));
  return row!.value;
}
