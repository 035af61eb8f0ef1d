import type { PushPublicKey, PushSubscriptionInput, PushSubscriptionList } from "@alarm/contract";
import type { Config } from "../../config.js";
import { conflict, fieldError } from "../../core/errors.js";
import { userWithinReach } from "../../core/login-link.js";
import type { Db } from "../../db/database.js";
import { OutgoingGuard } from "../../net/outgoing-guard.js";
import { pushEndpointRefusal } from "./push-endpoint.js";
import { participantOrgOfLogin, removeSubscription, saveSubscription, subscriptionsOfUser } from "./repo.js";
import { vapidKeys } from "./vapid-keys.js";

/** The browsers in which console users receive push notifications of their alarms. */
export class PushSubscriptionService {
  private readonly guard: OutgoingGuard;

  constructor(
    private readonly config: Config,
    private readonly db: Db,
  ) {
    this.guard = new OutgoingGuard(config.outgoing);
  }

  async publicKey(): Promise<PushPublicKey> {
    return { publicKey: (await vapidKeys(this.config, this.db)).publicKey };
  }

  async list(userId: number): Promise<PushSubscriptionList> {
    const rows = await subscriptionsOfUser(this.db, userId);
    return { list: rows.map((row) => ({ endpoint: row.endpoint, createdAt: row.createdAt.toISOString() })) };
  }

  /**
   * Only a user linked to a participant receives alarms (login-link.ts), and only a push service's
   * endpoint is kept: the server posts to it later, so it must not point into the server's network.
   */
  async subscribe(user: { id: number; login: string }, subscription: PushSubscriptionInput): Promise<void> {
    const participantOrgId = await participantOrgOfLogin(this.db, user.login);
    if (participantOrgId === undefined || !(await userWithinReach(this.db, user.login, participantOrgId))) {
      throw conflict("No participant of your organization or one above it has your login, so no alarm would reach this browser");
    }
    const refusal = await pushEndpointRefusal(subscription.endpoint, this.guard, this.config.outgoing);
    if (refusal) throw fieldError("endpoint", `This push endpoint is not accepted: ${refusal}`);
    await saveSubscription(this.db, user.id, subscription);
  }

  unsubscribe(userId: number, endpoint: string): Promise<void> {
    return removeSubscription(this.db, userId, endpoint);
  }

  close() {
    this.guard.close();
  }
}
