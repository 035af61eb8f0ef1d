import {
  type AlarmStatus,
  type HistoryKind,
  type RecipientStatus,
  type OnCallRank,
  type Phrase,
  type ReachedParticipant,
  resolveRank,
  Random as SeededRandom,
} from "@alarm/contract";
import type { alarmHistory, alarmNotifications, AlarmPlanSnapshot, alarms } from "../db/schema/index.js";
import { type Detail, detailColumns } from "../engine/public.js";
import type { OnCallPeopleWorld } from "../on-call/on-call-rows.js";
import { type Device, type MessagePosition, MessageSending, type Sent } from "./demo-message-sending.js";

/**
 * One ended alarm of the demo history, told step by step as the engine writes it (engine/escalation,
 * engine/outbox, modules/alarms): the ranks that start and whom they reach (after absences and the
 * team media schedule), each message with its sends, retries, delivery reports and failures, the
 * answers, the acknowledgement and the end. Times are milliseconds; nothing here touches the database.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The contract's seeded random numbers (mulberry32), with what the demo story draws: the same demo on every start. */
export class Random extends SeededRandom {
  /** One of `choices` by weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let left = this.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [choice, weight] of choices) {
      left -= weight;
      if (left < 0) return choice;
    }
    return choices[choices.length - 1]![0];
  }
  /** Log-normal around `median` (most within a factor e^sigma), kept within min…max: how long people take. */
  logNormal(median: number, sigma: number, min: number, max: number): number {
    const normal = Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
    return Math.round(Math.min(max, Math.max(min, median * Math.exp(sigma * normal))));
  }
  hex(length: number): string {
    let text = "";
    while (text.length < length) text += this.int(0, 0xffff).toString(16).padStart(4, "0");
    return text.slice(0, length);
  }
  uuid(): string {
    const hex = this.hex(32);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${"89ab"[this.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

export type AlarmValues = Omit<typeof alarms.$inferInsert, "id" | "status">;
export type RecipientRow = {
  participantId: number;
  name: string;
  language: string;
  rank: number;
  status: RecipientStatus;
  respondedAt: Date | null;
  acknowledgedAt: Date | null;
};
export type MessageRow = Omit<typeof alarmNotifications.$inferInsert, "id" | "alarmId" | "recipientId"> & { participantId: number };
export type StepRow = Omit<typeof alarmHistory.$inferInsert, "id" | "alarmId">;
/** Whom and which device a message's timeline entries are about. */
export type About = Omit<StepRow, "at" | "kind" | "detail" | "phrase">;

/** A console user who acts on alarms. */
export type DemoUser = { login: string; id: number | null };

/** How the alarm goes after it starts: when people accept, whether an operator stops it, whether the SMS/voice gateway and mail relay are down. */
export type Script = {
  /** When the accepts come (the first accept, then further ones for a point that asks for more); later than anyone can answer, they wait for the next rank. */
  acceptAt: number[];
  /** An operator quits the alarm mid-escalation (INTERRUPTED). */
  quit?: { at: number; by: DemoUser; reason: string | null };
  /** The gateway and the mail relay cannot be reached: only the console and push reach anybody. */
  outage: boolean;
  /** Chance that someone reached who does not accept declines. */
  declineChance: number;
};

export type Person = { participantId: number; name: string };

/** How a participant answers through a device, as the timeline names it (ANSWERED_VIA). */
const ANSWER_VIA: Record<string, string> = { APP: "console", SMS: "SMS reply", VOICE: "voice call", EMAIL: "link", PUSH: "link" };
/** Devices people answer through, by preference. */
const ANSWER_WEIGHT: Record<string, number> = { APP: 6, SMS: 3, VOICE: 2, PUSH: 2, EMAIL: 1 };

export class AlarmStory {
  readonly recipients = new Map<number, RecipientRow>();
  readonly messages: MessageRow[] = [];
  private readonly steps: { at: number; order: number; row: StepRow }[] = [];
  private readonly statuses: { at: number; status: AlarmStatus }[] = [];
  status: AlarmStatus;
  acceptedCount = 0;
  firstAcceptedAt: number | null = null;
  endedAt: number | null = null;
  round = 0;
  rank = 0;
  quitReason: string | null = null;
  failureAcknowledged: { at: number; by: string } | null = null;
  repeats: number[] = [];
  private changes = 0;

  constructor(
    readonly values: AlarmValues,
    readonly triggeredAt: number,
    status: AlarmStatus,
    private readonly rng: Random,
  ) {
    this.status = status;
    this.statuses.push({ at: triggeredAt, status });
  }

  step(at: number, kind: HistoryKind, fields: About & { detail?: Detail } = {}) {
    const { detail, ...rest } = fields;
    this.steps.push({ at, order: this.steps.length, row: { ...rest, kind, at: new Date(at), ...detailColumns(detail) } });
  }

  /** A status change with its timeline entry (changeStatus); a final one ends the alarm. */
  change(at: number, status: AlarmStatus, options: { actor?: string; detail?: Detail; kind?: HistoryKind; final?: boolean } = {}) {
    this.step(at, options.kind ?? "STATUS", { status, actor: options.actor ?? "system", detail: options.detail });
    this.status = status;
    this.statuses.push({ at, status });
    this.changes++;
    if (options.final) this.endedAt = at;
  }

  statusAt(at: number): AlarmStatus {
    return this.statuses.filter((entry) => entry.at <= at).at(-1)!.status;
  }

  /** The alarm, its recipients, its messages and its timeline in the order they happened. */
  rows() {
    const history = [...this.steps].sort((a, b) => a.at - b.at || a.order - b.order).map((entry) => entry.row);
    const lastRepeat = this.repeats.at(-1);
    const alarm: Omit<typeof alarms.$inferInsert, "id"> = {
      ...this.values,
      status: this.status,
      triggeredAt: new Date(this.triggeredAt),
      endedAt: this.endedAt === null ? null : new Date(this.endedAt),
      firstAcceptedAt: this.firstAcceptedAt === null ? null : new Date(this.firstAcceptedAt),
      round: this.round,
      rank: this.rank,
      acceptedCount: this.acceptedCount,
      nextStepAt: null,
      quitReason: this.quitReason,
      failureAcknowledgedAt: this.failureAcknowledged && new Date(this.failureAcknowledged.at),
      failureAcknowledgedBy: this.failureAcknowledged?.by ?? null,
      repeatCount: this.repeats.length,
      lastRepeatedAt: lastRepeat === undefined ? null : new Date(lastRepeat),
      version: 1 + this.changes + (this.failureAcknowledged ? 1 : 0),
    };
    return { alarm, recipients: [...this.recipients.values()], messages: this.messages, history };
  }

  /**
   * The escalation from the engine's first step to its end: ranks one after the other (rounds as the
   * point repeats), messages to every device at once, answers as `script` has them. Ends ACCEPTED
   * (the caller goes on from there), INTERRUPTED, NOT_ACCEPTED or FAILURE; answers when enough accepted.
   */
  escalate(world: OnCallPeopleWorld, plan: AlarmPlanSnapshot, script: Script): number | null {
    const rng = this.rng;
    const accepts = [...script.acceptAt];
    let now = this.triggeredAt + rng.int(5, 40);
    this.change(now, "PROCESSING");
    const rounds = (this.values.countRepeat ?? 0) + 1;
    for (let round = 1; round <= rounds; round++) {
      if (round > 1) {
        const next = now + (this.values.repeatBetween ?? 0) * MINUTE + rng.int(5, 60);
        // Between rounds those reached before may still answer (or an operator stops it).
        const answered = this.answerUntil(next, accepts, script, null);
        if (answered !== undefined) return answered;
        now = next;
        this.step(now, "ROUND_STARTED", { status: this.status, detail: { key: "ROUND_STARTED", params: { round, rounds } } });
      }
      for (const rank of plan.ranks) {
        const reached = this.reach(world, rank, now);
        if (reached.length === 0) {
          this.step(now, "RANK_STARTED", { status: this.status, detail: { key: "RANK_NOBODY_REACHABLE", params: { rank: rank.orderId } } });
          continue;
        }
        const unreachableAt = new Map<number, number>();
        for (const person of reached) {
          const recipient = this.recipients.get(person.participantId);
          if (recipient && (recipient.status === "ACCEPTED" || recipient.status === "DECLINED")) continue;
          this.recipients.set(person.participantId, {
            participantId: person.participantId,
            name: person.name,
            language: world.participants.get(person.participantId)?.language ?? "ENGLISH",
            rank: rank.orderId,
            status: "NOTIFIED",
            respondedAt: recipient?.respondedAt ?? null,
            acknowledgedAt: null,
          });
          const sent = person.devices.map((device, index) =>
            this.send(person, device, { index, round, rank: rank.orderId, at: now + 2 + index, outage: script.outage }),
          );
          if (sent.every((entry) => entry.message.status === "FAILED"))
            unreachableAt.set(person.participantId, Math.max(...sent.map((entry) => (entry.message.endedAt as Date).getTime())));
          if (rng.chance(script.declineChance)) this.declines.set(person.participantId, now + rng.logNormal(70 * SECOND, 0.6, 15 * SECOND, 4 * MINUTE));
        }
        const notified = reached.filter((person) => this.recipients.get(person.participantId)?.status === "NOTIFIED");
        const who = notified.map((person) => `${person.name} (${person.devices.length})`).join(", ");
        this.step(now, "RANK_STARTED", {
          status: this.status,
          detail: notified.length
            ? { key: "RANK_NOTIFIED", params: { rank: rank.orderId, who } }
            : { key: "RANK_NOBODY_REACHABLE", params: { rank: rank.orderId } },
        });
        if (notified.length === 0) continue;
        this.round = round;
        this.rank = rank.orderId;
        const waitMinutes = rank.waitTime > 0 ? rank.waitTime : (this.values.localAcknowledgeTime ?? 1);
        const answered = this.answerUntil(now + waitMinutes * MINUTE, accepts, script, unreachableAt);
        if (answered !== undefined) return answered;
        now = this.rankEnd;
        // markUnanswered: who neither accepted nor declined did not answer.
        for (const recipient of this.recipients.values()) {
          if (recipient.status !== "NOTIFIED") continue;
          recipient.status = "NO_ANSWER";
          this.step(now, "NO_ANSWER", { status: this.status, participantId: recipient.participantId, participantName: recipient.name });
        }
      }
    }
    const end = now + rng.int(5, 60);
    if (!this.messages.some((message) => message.status === "SENT" || message.status === "DELIVERED")) {
      this.change(end, "FAILURE", { final: true, detail: { key: "NOTHING_DELIVERED" } });
    } else {
      this.change(end, "NOT_ACCEPTED", {
        final: true,
        detail: { key: "NOT_ENOUGH_ACCEPTED", params: { accepted: this.acceptedCount, required: this.values.confirmPriority ?? 1, rounds } },
      });
    }
    return null;
  }

  private readonly declines = new Map<number, number>();
  /** When the last rank's time was up (or everyone in it had answered or could not be reached). */
  private rankEnd = 0;

  /**
   * Answers, declines and failures until `until`; a rank (`unreachableAt` given: when those reached
   * in it cannot be reached after all) ends early when nobody in it can still answer
   * (escalateEarlyIfRankDone). Answers the time the alarm was ACCEPTED, null when an operator
   * stopped it, undefined when it goes on (with `rankEnd` set).
   */
  private answerUntil(until: number, accepts: number[], script: Script, rank: Map<number, number> | null): number | null | undefined {
    const unreachableAt = rank ?? new Map<number, number>();
    const rng = this.rng;
    let end = until;
    for (;;) {
      const open = [...this.recipients.values()].filter((recipient) => recipient.status === "NOTIFIED");
      const nextDecline = Math.min(...open.map((recipient) => this.declines.get(recipient.participantId) ?? Infinity));
      const nextUnreachable = Math.min(...open.map((recipient) => unreachableAt.get(recipient.participantId) ?? Infinity));
      const nextAccept = accepts[0] ?? Infinity;
      const quit = script.quit?.at ?? Infinity;
      const at = Math.min(nextDecline, nextUnreachable, nextAccept, quit);
      if (rank && open.length === 0) end = Math.min(end, this.lastAnswerAt + rng.int(5, 40));
      if (at >= end) {
        this.rankEnd = end;
        return undefined;
      }
      if (at === quit) {
        this.quitReason = script.quit!.reason;
        this.change(at, "INTERRUPTED", { final: true, kind: "QUIT", actor: script.quit!.by.login, detail: script.quit!.reason });
        return null;
      }
      if (at === nextUnreachable) {
        const recipient = open.find((candidate) => unreachableAt.get(candidate.participantId) === at)!;
        recipient.status = "UNREACHABLE";
        this.lastAnswerAt = at;
        continue;
      }
      if (at === nextDecline) {
        const recipient = open.find((candidate) => this.declines.get(candidate.participantId) === at)!;
        this.declines.delete(recipient.participantId);
        const via = this.answerDevice(recipient.participantId, at);
        if (!via) continue;
        this.answer(recipient, at, "DECLINED", via);
        continue;
      }
      // An accept: from someone reached now, else from someone reached before who may still answer.
      const answerable = [...this.recipients.values()].filter(
        (recipient) => (recipient.status === "NOTIFIED" || recipient.status === "NO_ANSWER") && this.answerDevice(recipient.participantId, at),
      );
      const fresh = answerable.filter((recipient) => recipient.status === "NOTIFIED");
      const pool = fresh.length ? fresh : answerable;
      if (pool.length === 0) {
        // Nobody could answer yet: the accept comes a little after the next rank reaches someone.
        accepts[0] = end + rng.int(20, 90) * SECOND;
        accepts.sort((a, b) => a - b);
        continue;
      }
      accepts.shift();
      const recipient = rng.weighted(pool.map((candidate) => [candidate, this.hasConsole(candidate.participantId) ? 3 : 1] as const));
      this.answer(recipient, at, "ACCEPTED", this.answerDevice(recipient.participantId, at)!);
      this.acceptedCount++;
      this.firstAcceptedAt ??= at;
      const required = this.values.confirmPriority ?? 1;
      const counted: Phrase = { key: "ACCEPTED_COUNT", params: { accepted: this.acceptedCount, required } };
      if (this.acceptedCount >= required) {
        this.change(at + 2, "ACCEPTED", { detail: counted });
        return at + 2;
      }
      if (this.status !== "PARTIAL_ACCEPTED") this.change(at + 2, "PARTIAL_ACCEPTED", { detail: counted });
    }
  }

  private lastAnswerAt = 0;

  private answer(recipient: RecipientRow, at: number, status: "ACCEPTED" | "DECLINED", device: MessageRow) {
    recipient.status = status;
    recipient.respondedAt = new Date(at);
    this.lastAnswerAt = at;
    this.step(at, status, {
      status: this.status,
      participantId: recipient.participantId,
      participantName: recipient.name,
      deviceType: device.deviceType,
      address: device.address,
      actor: recipient.name,
      detail: { key: "ANSWERED_VIA", params: { via: ANSWER_VIA[device.deviceType] ?? "link" } },
    });
  }

  private hasConsole(participantId: number) {
    return this.messages.some((message) => message.participantId === participantId && message.deviceType === "APP" && message.status === "SENT");
  }

  /** The device someone answers through at `at`: one of their messages that reached them by then. */
  private answerDevice(participantId: number, at: number): MessageRow | undefined {
    const reached = this.sent.filter((entry) => entry.message.participantId === participantId && entry.answerableAt !== null && entry.answerableAt <= at);
    if (reached.length === 0) return undefined;
    return this.rng.weighted(reached.map((entry) => [entry.message, ANSWER_WEIGHT[entry.message.deviceType] ?? 1] as const));
  }

  private readonly sent: Sent[] = [];

  private reach(world: OnCallPeopleWorld, rank: AlarmPlanSnapshot["ranks"][number], at: number): ReachedParticipant[] {
    const answer = resolveRank(rank as OnCallRank, new Date(at), world);
    const status = this.status;
    const who = (entry: { participantId: number; name: string | null }) => ({ status, participantId: entry.participantId, participantName: entry.name });
    for (const entry of answer.notReached) {
      if (entry.reason === "ABSENT") this.step(at, "REPLACED", { ...who(entry), detail: { key: "ABSENT" } });
      else if (entry.reason === "NO_DEVICE" && entry.teamEvent) {
        const { deviceType, scheduleName, eventName } = entry.teamEvent;
        this.step(at, "DEVICE_CHOSEN", { ...who(entry), detail: { key: "NO_TEAM_DEVICE", params: { deviceType, schedule: scheduleName, event: eventName } } });
      }
    }
    for (const person of answer.reached) {
      for (const reason of person.reasons) {
        if (reason.kind !== "TEAM_EVENT") continue;
        const { deviceType, scheduleName, eventName } = reason.decision;
        this.step(at, "DEVICE_CHOSEN", { ...who(person), detail: { key: "TEAM_DEVICE", params: { deviceType, schedule: scheduleName, event: eventName } } });
      }
    }
    return answer.reached;
  }

  /** One message to one device (MessageSending), kept with the alarm's messages. */
  private send(person: Person, device: Device, position: MessagePosition): Sent {
    const sending = new MessageSending(this.rng, (at, kind, fields) => this.step(at, kind, fields), person, device, position);
    this.messages.push(sending.message);
    this.sent.push(sending.entry);
    return sending.run();
  }
}
