import type { PushPublicKey, PushSubscriptionInput, PushSubscriptionList } from "@alarm/contract";
import type { Config } from "../../config.js";
import type { Db } from "../../db/database.js";
import { removeSubscription, saveSubscription, subscriptionsOfUser } from "./repo.js";
import { vapidKeys } from "./vapid-keys.js";

/** The browsers in which console users receive push notifications of their alarms. */
export class PushSubscriptionService {
  constructor(
    private readonly config: Config,
    private readonly db: Db,
  ) {}

  async publicKey(): Promise<PushPublicKey> {
    return { publicKey: (await vapidKeys(this.config, this.db)).publicKey };
  }

  async list(userId: number): Promise<PushSubscriptionList> {
    const rows = await subscriptionsOfUser(this.db, userId);
    return { list: rows.map((row) => ({ endpoint: row.endpoint, createdAt: row.createdAt.toISOString() })) };
  }

  subscribe(userId: number, subscription: PushSubscriptionInput): Promise<void> {
    return saveSubscription(this.db, userId, subscription);
  }

  unsubscribe(userId: number, endpoint: string): Promise<void> {
    return removeSubscription(this.db, userId, endpoint);
  }
}
