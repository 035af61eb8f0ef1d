import { createHmac } from "node:crypto";
import type { WebhookPayload } from "@alarm/contract";
import { OutgoingRefused, type OutgoingGuard } from "../../net/outgoing-guard.js";
import { webhookBody } from "./formats.js";
import type { ClaimedDelivery, DeliveryOutcome, StoredPayload } from "./webhook-deliveries.js";

/** A receiver that has not answered by then is tried again later. */
export const SEND_TIMEOUT_MS = 10_000;
/** The waits after the 1st, 2nd … failed attempt; after the last, the delivery has FAILED. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 7200] as const;
export const MAX_TRIES = RETRY_DELAYS_SECONDS.length + 1;
/** How much of a receiver's answer is kept with a failed delivery. */
const ERROR_TEXT_LENGTH = 300;

/**
 * The X-Alarm-Signature value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
 * webhook's secret. The receiver recomputes it over the raw body and refuses old timestamps.
 */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  return `t=${unixSeconds},v1=${createHmac("sha256", secret).update(`${unixSeconds}.${body}`, "utf8").digest("hex")}`;
}

/** The body a receiver gets: the stored change with ISO times and the console link to the alarm. */
export function payloadOf(stored: StoredPayload, publicUrl: string): WebhookPayload {
  const alarm = stored.alarm as Omit<WebhookPayload["alarm"], "url">;
  return {
    event: stored.event,
    at: iso(stored.at)!,
    alarm: {
      id: Number(alarm.id),
      name: alarm.name,
      status: alarm.status,
      priority: alarm.priority,
      text: alarm.text ?? null,
      orgId: alarm.orgId,
      alarmPointId: alarm.alarmPointId ?? null,
      triggeredAt: iso(alarm.triggeredAt)!,
      endedAt: iso(alarm.endedAt),
      repeatCount: alarm.repeatCount ?? 0,
      dedupKey: alarm.dedupKey ?? null,
      url: `${publicUrl}/alarm-table?${new URLSearchParams({ id: String(alarm.id) }).toString()}`,
    },
  };
}

/** PostgreSQL's JSON timestamps ("2026-11-26T12:00:00.123456+00:00") as ISO 8601 in UTC. */
const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * Sends one claimed delivery and says what came of it; never throws. A 2xx is sent; network
 * errors, timeouts, 5xx and 429 are tried again with growing waits (RETRY_DELAYS_SECONDS); any
 * other answer, and an address the guard refuses, fail at once.
 */
export class WebhookSender {
  constructor(
    private readonly guard: () => Pick<OutgoingGuard, "post">,
    private readonly publicUrl: string,
  ) {}

  async send(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    if (!delivery.active) return { result: "FAILED", responseStatus: null, error: "The webhook was deactivated before this delivery was sent" };
    const body = webhookBody(delivery.format, payloadOf(delivery.payload, this.publicUrl));
    const headers = {
      "content-type": "application/json",
      "user-agent": "alarm-console-webhooks/1",
      "x-alarm-event": delivery.event,
      "x-alarm-delivery": String(delivery.id),
      // Wall time, not the engine clock: receivers compare it with their own clocks.
      "x-alarm-signature": webhookSignature(delivery.secret, Math.floor(Date.now() / 1000), body),
    };
    try {
      const answer = await this.guard().post(delivery.url, { headers, body, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      if (answer.status >= 200 && answer.status < 300) return { result: "SENT", responseStatus: answer.status };
      const error = `HTTP ${answer.status}${answer.text.trim() ? `: ${answer.text.trim().slice(0, ERROR_TEXT_LENGTH)}` : ""}`;
      const passing = answer.status >= 500 || answer.status === 429;
      return passing ? this.retryOrFail(delivery, answer.status, error) : { result: "FAILED", responseStatus: answer.status, error };
    } catch (error) {
      if (error instanceof OutgoingRefused) return { result: "FAILED", responseStatus: null, error: `Address refused: ${error.message}` };
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return this.retryOrFail(delivery, null, timedOut ? `No answer within ${SEND_TIMEOUT_MS / 1000} s` : describe(error));
    }
  }

  private retryOrFail(delivery: ClaimedDelivery, responseStatus: number | null, error: string): DeliveryOutcome {
    const afterSeconds = RETRY_DELAYS_SECONDS[delivery.tries - 1];
    if (afterSeconds === undefined) return { result: "FAILED", responseStatus, error: `${error} (gave up after ${delivery.tries} tries)` };
    return { result: "RETRY", afterSeconds, responseStatus, error };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}
