import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import type { EngineJob } from "../worker.js";
import { type ClaimedDelivery, WebhookDeliveries } from "./webhook-deliveries.js";
import type { WebhookSender } from "./webhook-sender.js";

/** Deliveries claimed and sent at once by one instance. */
const BATCH = 16;

/**
 * The webhook job: sends the due deliveries of outgoing webhooks (queued by the database when an
 * alarm changes, with NOTIFY 'webhooks'), a batch at a time, each marked SENDING before its send
 * and SENT, PENDING (a later retry) or FAILED after it. Any number of instances share the rows.
 */
export class WebhookJob implements EngineJob {
  readonly name = "webhooks";
  private readonly deliveries: WebhookDeliveries;

  constructor(
    db: Db,
    private readonly sender: WebhookSender,
    private readonly log: FastifyBaseLogger,
  ) {
    this.deliveries = new WebhookDeliveries(db);
  }

  /** Sends what is due; answers how long until more is (0: at once). */
  async work(): Promise<number> {
    const claimed = await this.deliveries.claim(BATCH);
    await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    if (claimed.length === BATCH) return 0;
    return this.deliveries.untilNextDue();
  }

  private async deliver(delivery: ClaimedDelivery) {
    const outcome = await this.sender.send(delivery);
    try {
      await this.deliveries.record(delivery, outcome);
    } catch (error) {
      // The database went away: the delivery stays SENDING and is taken again once its claim expires.
      this.log.warn({ err: error, deliveryId: delivery.id }, "webhook delivery could not be recorded");
    }
    if (outcome.result !== "SENT") this.log.info({ deliveryId: delivery.id, outcome }, "webhook delivery not sent");
  }
}
