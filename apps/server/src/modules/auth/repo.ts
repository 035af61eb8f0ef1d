import { and, type Column, eq, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Authority } from "@alarm/contract";
import type { Principal } from "../../core/principal.js";
import { type Executor, qualified, queryRows } from "../../db/database.js";
import { organizations, refreshTokens, securityEvents, sessions, signInThrottles, users } from "../../db/schema/index.js";
import type { SessionPrincipal } from "./principal-cache.js";

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
    .select({
      user: users,
      orgName: organizations.name,
      authorities: authoritiesOf(users.id),
      sessionKind: sessions.kind,
      sessionExpiresAt: sessions.expiresAt,
    })
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
  return (await findSessionPrincipal(db, userId, sessionId))?.principal;
}

/** The same, with when the session ends. */
export async function findSessionPrincipal(db: Executor, userId: number, sessionId: string): Promise<SessionPrincipal | undefined> {
  let query = preparedPrincipalQueries.get(db);
  if (!query) {
    query = principalQuery(db);
    preparedPrincipalQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, sessionId });
  if (!row) return undefined;
  const principal: Principal = { ...row.user, sessionId, sessionKind: row.sessionKind, orgName: row.orgName, authorities: row.authorities };
  return { principal, sessionExpiresAt: row.sessionExpiresAt };
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
  session: {
    userId: number;
    expiresAt: Date;
    address: string;
    userAgent: string | undefined;
    kind?: "CONSOLE" | "APP";
    deviceName?: string | undefined;
    ssoIdToken?: string | undefined;
  },
) {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSessions(db: Executor, where: { sessionId?: string; userId?: number; exceptSessionId?: string }) {
  const conditions = [isNull(sessions.revokedAt)];
  if (where.sessionId) conditions.push(eq(sessions.id, where.sessionId));
  if (where.userId) conditions.push(eq(sessions.userId, where.userId));
  if (where.exceptSessionId) conditions.push(sql`${sessions.id} <> ${where.exceptSessionId}`);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}

/** Ends one session and forgets its single sign-on ID token; answers that token, if it had one. */
export async function endSession(db: Executor, sessionId: string): Promise<string | null> {
  const [ended] = await queryRows<{ idToken: string | null }>(
    db,
    sql`update ${sessions} set revoked_at = now(), sso_id_token = null
        from (select id, sso_id_token from ${sessions} where id = ${sessionId} and revoked_at is null for update) as before
        where ${sessions.id} = before.id
        returning before.sso_id_token as "idToken"`,
  );
  return ended?.idToken ?? null;
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
    await db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(refreshTokens.tokenHash, tokenHash));
  }
  return row;
}

/** How a throttled subject is limited; see sign-in-throttle.ts. */
export type ThrottlePolicy = {
  limit: number;
  windowSeconds: number;
  /** Reaching the limit blocks for `firstSeconds`, each further failure for twice as long, up to `maxSeconds`. */
  growingDelay?: { firstSeconds: number; maxSeconds: number };
};

type ThrottleState = { failures: SQL; lockouts: SQL; windowStartedAt: SQL };

/** The subject's columns after one more counted attempt, from its state before it. */
function afterAttempt(state: ThrottleState, policy: ThrottlePolicy) {
  const reached = sql`${state.failures} + 1 >= ${policy.limit}::int`;
  const delay = policy.growingDelay;
  return {
    failures: sql`${state.failures} + 1`,
    windowStartedAt: state.windowStartedAt,
    blockedUntil: delay
      ? sql`case when ${reached} then now() + least(${delay.firstSeconds}::float8 * power(2, least(${state.lockouts}, 30)), ${delay.maxSeconds}::float8) * interval '1 second' end`
      : sql`null::timestamptz`,
    lockouts: sql`${state.lockouts} + case when ${reached} then 1 else 0 end`,
  };
}

const windowOf = (policy: ThrottlePolicy) => sql`make_interval(secs => ${policy.windowSeconds})`;

/**
 * Counts one attempt on `subject` unless it is blocked, as one upsert under the row's lock, so
 * concurrent attempts cannot pass the limit together. True when the attempt was counted (may go on).
 * A subject quiet for a whole window (after its last block, for a growing delay) starts afresh.
 */
export async function countThrottledAttempt(db: Executor, subject: string, policy: ThrottlePolicy): Promise<boolean> {
  const window = windowOf(policy);
  const quietSince = policy.growingDelay ? sql`greatest(t.window_started_at, t.blocked_until)` : sql`t.window_started_at`;
  const fresh = sql`(${quietSince} + ${window} <= now())`;
  const first = afterAttempt({ failures: sql`0`, lockouts: sql`0`, windowStartedAt: sql`now()` }, policy);
  const next = afterAttempt(
    {
      failures: sql`case when ${fresh} then 0 else t.failures end`,
      lockouts: sql`case when ${fresh} then 0 else t.lockouts end`,
      windowStartedAt: sql`case when ${fresh} then now() else t.window_started_at end`,
    },
    policy,
  );
  const open = policy.growingDelay ? sql`(t.blocked_until is null or t.blocked_until <= now())` : sql`(${fresh} or t.failures < ${policy.limit}::int)`;
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`insert into sign_in_throttles as t (subject, failures, window_started_at, blocked_until, lockouts)
        values (${subject}, ${first.failures}, ${first.windowStartedAt}, ${first.blockedUntil}, ${first.lockouts})
        on conflict (subject) do update set
          failures = ${next.failures}, window_started_at = ${next.windowStartedAt},
          blocked_until = ${next.blockedUntil}, lockouts = ${next.lockouts}
        where ${open}
        returning t.failures`,
  );
  return rows.length > 0;
}

/** Seconds until a blocked subject may try again. */
export async function throttleBlockedSeconds(db: Executor, subject: string, policy: ThrottlePolicy): Promise<number> {
  const end = policy.growingDelay ? sql`t.blocked_until` : sql`t.window_started_at + ${windowOf(policy)}`;
  const [row] = await queryRows<{ seconds: number | string | null }>(
    db,
    sql`select extract(epoch from ${end} - now())::float8 as seconds from sign_in_throttles t where t.subject = ${subject}`,
  );
  return Math.max(0, Number(row?.seconds ?? 0));
}

/** Takes back one counted attempt that turned out not to be a failure. */
export async function uncountThrottledAttempt(db: Executor, subject: string) {
  await db
    .update(signInThrottles)
    .set({ failures: sql`greatest(${signInThrottles.failures} - 1, 0)` })
    .where(eq(signInThrottles.subject, subject));
}

export async function clearThrottle(db: Executor, subject: string) {
  await db.delete(signInThrottles).where(eq(signInThrottles.subject, subject));
}

/** Forgets subjects that have been quiet for a day; a fresh window would ignore them anyway. */
export async function forgetQuietThrottles(db: Executor) {
  const dayAgo = sql`now() - interval '1 day'`;
  await db
    .delete(signInThrottles)
    .where(and(lt(signInThrottles.windowStartedAt, dayAgo), or(isNull(signInThrottles.blockedUntil), lt(signInThrottles.blockedUntil, dayAgo))));
}

export async function recordSecurityEvent(db: Executor, event: typeof securityEvents.$inferInsert) {
  await db.insert(securityEvents).values(event);
}

/** A refresh is a session's sign of life; an app session's lifetime slides with it. */
export async function sessionUsed(db: Executor, sessionId: string, expiresAt: Date | null) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, ...(expiresAt ? { expiresAt } : {}) })
    .where(eq(sessions.id, sessionId));
}
