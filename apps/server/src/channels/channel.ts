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
