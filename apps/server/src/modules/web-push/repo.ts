import type { PushSubscriptionInput } from "@alarm/contract";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/database.js";
import { participants, pushSubscriptions } from "../../db/schema/index.js";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Browsers one user keeps subscribed; the oldest beyond this are forgotten. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores a browser's subscription for the user. An endpoint is one browser profile: when another
 * user subscribes on it, the browser is theirs from then on.
 */
export async function saveSubscription(db: Executor, userId: number, subscription: PushSubscriptionInput) {
  const { endpoint, keys } = subscription;
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` } });
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_SUBSCRIPTIONS_PER_USER);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
}

export function subscriptionsOfUser(db: Executor, userId: number) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Removes the subscription only when it is the user's own. */
export async function removeSubscription(db: Executor, userId: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** A subscription the push service says is gone (404, 410). */
export async function forgetSubscription(db: Executor, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Every browser the user subscribed, with its keys. */
export function browsersOfUser(db: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(pushSubscriptions.id);
}

/** The organization of the participant whose login is `login`, if one is. */
export async function participantOrgOfLogin(db: Executor, login: string): Promise<number | undefined> {
  const [row] = await db
    .select({ orgId: participants.orgId })
    .from(participants)
    .where(sql`lower(${participants.login}) = lower(${login})`);
  return row?.orgId;
}
