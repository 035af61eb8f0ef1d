import type { WebhookEvent, WebhookFormat } from "@alarm/contract";
import { sql } from "drizzle-orm";
import { clock } from "../../core/clock.js";
import { type Db, queryRows } from "../../db/database.js";
import { millisecondsUntil } from "../due-time.js";

/** A delivery claimed for sending, with its webhook's address, format and secret. */
export type ClaimedDelivery = {
  id: number;
  alarmId: number;
  event: WebhookEvent;
  /** As the database trigger wrote it: {event, at, alarm: {...}} without the console link. */
  payload: StoredPayload;
  /** This attempt's number, from 1. */
  tries: number;
  url: string;
  format: WebhookFormat;
  secret: string;
  active: boolean;
};

export type StoredPayload = { event: WebhookEvent; at: string; alarm: Record<string, unknown> };

/** What came of one attempt. */
export type DeliveryOutcome =
  | { result: "SENT"; responseStatus: number }
  | { result: "RETRY"; afterSeconds: number; responseStatus: number | null; error: string }
  | { result: "FAILED"; responseStatus: number | null; error: string };

/**
 * How long a claim holds before another instance may take the delivery over (its sender died).
 * Well beyond the send timeout, so a send still running is never taken over.
 */
export const CLAIM_SECONDS = 30;

/**
 * The webhook outbox's rows (table webhook_deliveries): PENDING → SENDING (with a deadline) →
 * SENT, back to PENDING for a retry, or FAILED. Due times of retries follow the engine clock; a
 * claim's deadline follows the database's now(), so moving the test clock never expires a send
 * in flight. Every write after the send names the attempt (`tries`): one that lost its claim
 * changes nothing.
 */
export class WebhookDeliveries {
  constructor(private readonly db: Db) {}

  /**
   * Claims up to `limit` due deliveries in one statement: first those whose claim expired (the
   * instance sending them died), then PENDING ones whose time has come; rows another claimer
   * holds are skipped.
   */
  claim(limit: number): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return Promise.resolve([]);
    return queryRows<ClaimedDelivery>(
      this.db,
      sql`with expired as (
            select id from webhook_deliveries where status = 'SENDING' and deadline < now() order by deadline limit ${limit} for update skip locked
          ), pending as (
            select id from webhook_deliveries where status = 'PENDING' and next_attempt_at <= ${clock.sqlNow()} order by next_attempt_at limit ${limit} for update skip locked
          ), due as (
            select id from expired union all select id from pending limit ${limit}
          ), claimed as (
            update webhook_deliveries d set status = 'SENDING', tries = d.tries + 1, deadline = now() + make_interval(secs => ${CLAIM_SECONDS})
            from due where d.id = due.id
            returning d.id, d.webhook_id, d.alarm_id, d.event, d.payload, d.tries
          )
          select c.id::int as id, c.alarm_id::int as "alarmId", c.event, c.payload, c.tries, w.url, w.format, w.secret, w.active
          from claimed c join outgoing_webhooks w on w.id = c.webhook_id
          order by c.id`,
    );
  }

  /** Records what came of the attempt `delivery.tries`; nothing when the claim was lost meanwhile. */
  async record(delivery: Pick<ClaimedDelivery, "id" | "tries">, outcome: DeliveryOutcome) {
    const attempt = sql`id = ${delivery.id} and status = 'SENDING' and tries = ${delivery.tries}`;
    if (outcome.result === "SENT") {
      await this.db.execute(
        sql`update webhook_deliveries set status = 'SENT', sent_at = now(), deadline = null, response_status = ${outcome.responseStatus}, last_error = null where ${attempt}`,
      );
    } else if (outcome.result === "RETRY") {
      await this.db
        .execute(sql`update webhook_deliveries set status = 'PENDING', deadline = null, response_status = ${outcome.responseStatus}, last_error = ${outcome.error},
            next_attempt_at = ${clock.sqlNow()} + make_interval(secs => ${outcome.afterSeconds}) where ${attempt}`);
    } else {
      await this.db.execute(
        sql`update webhook_deliveries set status = 'FAILED', deadline = null, response_status = ${outcome.responseStatus}, last_error = ${outcome.error} where ${attempt}`,
      );
    }
  }

  /** How long until a delivery is due: a retry's time (engine clock) or an expired claim (database time). */
  untilNextDue(): Promise<number> {
    return millisecondsUntil(
      this.db,
      sql`select extract(epoch from least(
            (select min(next_attempt_at) from webhook_deliveries where status = 'PENDING') - ${clock.sqlNow()},
            (select min(deadline) from webhook_deliveries where status = 'SENDING') - now())) * 1000 as ms`,
    );
  }
}
