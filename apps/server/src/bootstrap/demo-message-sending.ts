import type { HistoryKind, Phrase } from "@alarm/contract";
import { type Detail, detailColumns } from "../engine/public.js";
import type { About, MessageRow, Person, Random } from "./demo-alarm-story.js";

const SECOND = 1000;

export type Device = { id: number | null; type: string; address: string };
/** Where a message stands: its device's place, the round and rank, when the outbox claims it, whether the gateway and mail relay are down. */
export type MessagePosition = { index: number; round: number; rank: number; at: number; outage: boolean };
/** A message and when its participant can first answer through it (once sent or delivered). */
export type Sent = { message: MessageRow; answerableAt: number | null };
type Step = (at: number, kind: HistoryKind, fields: About & { detail?: Detail }) => void;

/**
 * One message to one device, from the outbox's claim to its end: sent (then delivered or failed
 * by the gateway's report), or failed; retried with backoff when the failure may pass.
 */
export class MessageSending {
  readonly message: MessageRow;
  readonly entry: Sent;
  private readonly about: About;
  private readonly created: number;

  constructor(
    private readonly rng: Random,
    private readonly step: Step,
    person: Person,
    private readonly device: Device,
    private readonly position: MessagePosition,
  ) {
    this.created = position.at;
    this.message = {
      participantId: person.participantId,
      deviceId: device.id,
      deviceType: device.type,
      address: device.address,
      round: position.round,
      rank: position.rank,
      deviceOrder: position.index,
      status: "SENT",
      messageId: rng.uuid(),
      externalId: null,
      tries: 1 as number,
      nextAttemptAt: new Date(this.created),
      lastError: null,
      lastErrorPhrase: null,
      createdAt: new Date(this.created),
      sentAt: null,
      deliveredAt: null,
      endedAt: null,
    };
    this.entry = { message: this.message, answerableAt: null };
    this.about = { participantId: person.participantId, participantName: person.name, deviceType: device.type, address: device.address };
  }

  /** The message's way through its device, to its end. */
  run(): Sent {
    const { rng, created } = this;
    const type = this.device.type;
    if (this.position.outage && type !== "APP" && type !== "PUSH") return this.failThroughOutage(type);
    if (type === "APP") {
      this.sendAt(created + rng.int(40, 400));
      return this.entry;
    }
    if (type === "PUSH") {
      if (rng.chance(0.06)) return this.fail(created + rng.int(200, 900), { key: "NO_BROWSER_SUBSCRIBED_ANY_MORE", params: { reasons: "410 Gone" } });
      this.sendAt(created + rng.int(250, 1200));
      return this.entry;
    }
    if (type === "EMAIL") {
      if (rng.chance(0.03)) return this.fail(created + rng.int(500, 3000), { key: "SMTP_REFUSED", params: { reply: "552 5.2.2 Mailbox full" } });
      this.message.externalId = `<${rng.hex(16)}@mail.example.org>`;
      this.sendAt(created + rng.int(600, 4000));
      return this.entry;
    }
    return this.sendThroughGateway(type);
  }

  /** The gateway or the mail relay cannot be reached: every attempt fails until the outbox gives up. */
  private failThroughOutage(type: string): Sent {
    const problem: Phrase =
      type === "EMAIL"
        ? { key: "SMTP_CONNECTION_FAILED", params: { reply: "connect ETIMEDOUT 10.20.0.25:587" } }
        : { key: "GATEWAY_UNREACHABLE", params: { reason: "connect ECONNREFUSED 10.20.0.15:443" } };
    const lastAttempt = this.retried(this.created + this.rng.int(10, 60), 4, problem);
    this.message.tries = 5;
    return this.fail(lastAttempt + this.rng.int(80, 900), problem);
  }

  /** SMS and voice calls go through the gateway, which reports delivery (a call: answered) later. */
  private sendThroughGateway(type: string): Sent {
    const { rng, message, entry } = this;
    let first = this.created + rng.int(20, 200);
    if (type === "SMS" && rng.chance(0.04))
      first = this.retried(first, 1, { key: "GATEWAY_ANSWERED", params: { status: 503, detail: ": Service temporarily unavailable" } });
    message.externalId = `gw-${rng.hex(12)}`;
    const sent = first + (type === "SMS" ? rng.int(300, 2500) : rng.int(500, 3000));
    this.sendAt(sent);
    entry.answerableAt = null;
    const outcome = rng.next();
    if (type === "SMS") {
      if (outcome < 0.03) {
        entry.answerableAt = null;
        return this.fail(sent + rng.int(5, 60) * SECOND, { key: "GATEWAY_REPORTED_FAILURE" }, undefined);
      }
      entry.answerableAt = sent;
      if (outcome < 0.93) this.delivered(sent + rng.int(2, 20) * SECOND);
      return entry;
    }
    if (outcome < 0.75) {
      this.delivered(sent + rng.int(8, 30) * SECOND);
      return entry;
    }
    return outcome < 0.95 ? this.fail(sent + rng.int(25, 60) * SECOND, null, "no answer") : this.fail(sent + rng.int(3, 10) * SECOND, null, "busy");
  }

  private fail(at: number, problem: Detail, reported?: string): Sent {
    const { message } = this;
    const columns = detailColumns(reported ?? problem);
    Object.assign(message, { status: "FAILED", endedAt: new Date(at), lastError: columns.detail, lastErrorPhrase: columns.phrase });
    // A delivery report's failure is written to the timeline with the gateway's own words only (reportDelivery).
    this.step(at, "NOTIFICATION_FAILED", { ...this.about, detail: reported === undefined && message.sentAt ? null : (reported ?? problem) });
    return this.entry;
  }

  private sendAt(at: number) {
    const tries = this.message.tries ?? 1;
    this.message.sentAt = new Date(at);
    this.step(at, "NOTIFICATION_SENT", { ...this.about, detail: tries > 1 ? { key: "ATTEMPT", params: { attempt: tries } } : null });
    this.entry.answerableAt = at;
  }

  /** Attempts that fail for a while (the first at `at`), each retried after the outbox's backoff; answers when the next attempt starts. */
  private retried(at: number, failures: number, problem: Phrase): number {
    let attemptAt = at;
    for (let attempt = 1; attempt <= failures; attempt++) {
      const failedAt = attemptAt + this.rng.int(80, 900);
      const seconds = Math.round(5 * 2 ** (attempt - 1) * (0.8 + this.rng.next() * 0.4));
      this.step(failedAt, "NOTIFICATION_RETRY", { ...this.about, detail: { key: "RETRY_LATER", params: { problem, attempt: attempt + 1, seconds } } });
      attemptAt = failedAt + seconds * SECOND;
      this.message.tries = attempt + 1;
    }
    this.message.nextAttemptAt = new Date(attemptAt);
    return attemptAt;
  }

  private delivered(at: number) {
    this.message.status = "DELIVERED";
    this.message.deliveredAt = new Date(at);
    this.entry.answerableAt ??= at;
    this.step(at, "NOTIFICATION_DELIVERED", this.about);
  }
}
