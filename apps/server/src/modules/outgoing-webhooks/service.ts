import { randomBytes } from "node:crypto";
import {
  type OutgoingWebhook,
  type OutgoingWebhookCreate,
  type OutgoingWebhookUpdate,
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEvent,
} from "@alarm/contract";
import { fieldError, notFound, staleVersion } from "../../core/errors.js";
import { isWithinOrganization } from "../../core/organization-scope.js";
import type { Principal } from "../../core/principal.js";
import type { Db, Executor } from "../../db/database.js";
import type { OutgoingGuard } from "../../net/outgoing-guard.js";
import * as repo from "./repo.js";

type Values = Omit<OutgoingWebhookUpdate, "version">;

/** A new signing secret: 32 random bytes, base64url. */
const newSecret = () => randomBytes(32).toString("base64url");

/**
 * Outgoing webhooks of an organization: addresses that receive its alarms' state changes (and
 * those of its descendants). The deliveries themselves are queued by the database when an alarm
 * changes (migration 20261126120744) and sent by engine/webhooks.
 */
export class OutgoingWebhookService {
  constructor(
    private readonly db: Db,
    /** Refuses addresses the server may not reach (loopback, private, metadata). */
    private readonly guard: Pick<OutgoingGuard, "refusal">,
  ) {}

  list(principal: Principal) {
    return repo.webhooksInSubtree(this.db, principal.orgId);
  }

  async get(principal: Principal, id: number, db: Executor = this.db): Promise<OutgoingWebhook> {
    const webhook = await repo.findWebhook(db, principal.orgId, id);
    if (!webhook) throw notFound("Outgoing webhook");
    return webhook;
  }

  async create(principal: Principal, input: OutgoingWebhookCreate): Promise<OutgoingWebhook> {
    if (!(await isWithinOrganization(this.db, principal.orgId, input.orgId))) throw notFound("Organization");
    const values = await this.checkedValues(input);
    return this.db.transaction(async (tx) => {
      const id = await repo.insertWebhook(tx, { ...values, orgId: input.orgId, secret: newSecret() });
      return this.get(principal, id, tx);
    });
  }

  async update(principal: Principal, id: number, input: OutgoingWebhookUpdate): Promise<OutgoingWebhook> {
    await this.get(principal, id);
    const values = await this.checkedValues(input);
    return this.db.transaction(async (tx) => {
      if (!(await repo.updateWebhook(tx, id, input.version, values))) throw staleVersion();
      return this.get(principal, id, tx);
    });
  }

  async remove(principal: Principal, id: number) {
    await this.db.transaction(async (tx) => {
      await this.get(principal, id, tx);
      await repo.deleteWebhook(tx, id);
    });
  }

  async deliveries(principal: Principal, id: number): Promise<WebhookDelivery[]> {
    await this.get(principal, id);
    const rows = await repo.latestDeliveries(this.db, id);
    return rows.map((row) => ({
      ...row,
      event: row.event as WebhookEvent,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      // Only a waiting delivery has a next attempt.
      nextAttemptAt: row.status === "PENDING" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    }));
  }

  /** The values to store: events once each, in their usual order; an address the server may not reach is refused. */
  private async checkedValues(input: Values): Promise<repo.WebhookValues> {
    const refusal = await this.guard.refusal(new URL(input.url));
    if (refusal) throw fieldError("url", `The server may not send to this address: ${refusal}`, "URL_REFUSED");
    const events = WEBHOOK_EVENTS.filter((event) => input.events.includes(event));
    return { name: input.name.trim(), url: input.url, format: input.format, events, active: input.active ?? true };
  }
}
