import { type DeviceType, englishOf, type ParticipantLanguage, type Phrase } from "@alarm/contract";

/** One message of the outbox, composed in the participant's language, ready for a channel. */
export type OutgoingMessage = {
  /** The outbox row; a retry after a lost answer carries the same `messageId` (SMTP Message-ID, gateway idempotency key). */
  notificationId: number;
  messageId: string;
  alarmId: number;
  deviceType: DeviceType;
  /** E.164 number, email address, or for PUSH/APP the participant's console login. */
  address: string;
  participant: { id: number; name: string; language: ParticipantLanguage; login: string | null };
  subject: string;
  /** Plain text: the whole message for SMS, email and push. */
  body: string;
  /** What a voice call says. */
  speechText: string;
  /** Public, signed, expiring links; they need no login and work once. */
  links: { accept: string; decline: string; respond: string };
  /** The signed token behind the links: a console card and a call's key press answer with it. */
  responseToken: string;
  instructionFiles: { name: string; url: string }[];
};

/**
 * Which message a result is about: ours (row or message id), the id the gateway gave it, or for an
 * SMS reply the latest SMS to that number whose alarm still goes on.
 */
export type MessageRef = { notificationId: number } | { messageId: string } | { gatewayId: string } | { latestSmsTo: string };
/** A gateway's final word on a message: found by the gateway's id, else by our message id (a gateway may keep ours). */
export type DeliveryResult = { kind: "DELIVERED" | "FAILED"; gatewayId: string; detail?: string | Phrase | undefined };
/** The device an answer came through, as the timeline names it. */
export type AnswerChannel = { deviceType: DeviceType; address: string | null };
/** A participant answered a message: by link, SMS reply, key in a call, the app or the console. */
export type AnswerResult = { kind: "ANSWERED"; message: MessageRef; response: "ACCEPT" | "DECLINE"; via: string; channel?: AnswerChannel | undefined };
/**
 * How a channel reports what it hears back on its own connection (a delivery receipt on an SMPP
 * bind, a key pressed in a SIP call): the alarm lifecycle's receive(), handed in, so that the
 * channel records it exactly as a gateway's webhook would, without importing the engine.
 */
export type ReportResult = (result: DeliveryResult | AnswerResult) => Promise<boolean | AnswerOutcome | undefined>;
/** What an answer did (the lifecycle's ResponseOutcome, as far as a channel needs it): a call says it to the caller. */
export type AnswerOutcome = { outcome: "RECORDED" | "ALREADY_ANSWERED" | "ALARM_ENDED"; answer: "ACCEPT" | "DECLINE" | null };

export type SendResult = {
  /** SENT: handed over (SMTP accepted, gateway queued); DELIVERED: the receiver confirmed it already. */
  status: "SENT" | "DELIVERED";
  /** The gateway's id of the message or call, matched when its delivery webhook arrives. */
  externalId?: string;
};

/** A send that did not work. Temporary ones are retried with backoff; permanent ones fail the attempt at once. */
export class ChannelError extends Error {
  /** The problem by key and parameters, for the console to translate; null for a foreign error's own words. */
  readonly phrase: Phrase | null;
  constructor(
    problem: string | Phrase,
    readonly permanent: boolean,
  ) {
    super(typeof problem === "string" ? problem : englishOf(problem));
    this.phrase = typeof problem === "string" ? null : problem;
  }
}

/** A way to reach a participant's device. The outbox calls `send` at most once per attempt, with a deadline. */
export interface Channel {
  readonly name: string;
  readonly deviceTypes: readonly DeviceType[];
  /** False when its environment variables are not set: notifications for its devices fail as "channel not configured". */
  readonly configured: boolean;
  send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult>;
  close?(): Promise<void>;
}
