import { type AlarmResponse, toE164 } from "@alarm/contract";
import { gatewayCallbacks, type GatewayCallbacks } from "../../../channels/gateway/callbacks.js";
import { smsAnswer } from "../../../channels/sms-text.js";
import type { DeliveryReport, KeyPress, SmsReply } from "../../../channels/gateway/inbound.js";
import { type Announcement, announcement, type CallScript, callScript, type SpeechSynthesis, type VoiceContext } from "../../../channels/gateway/voice.js";
import type { Config } from "../../../config.js";
import type { Db } from "../../../db/database.js";
import { type Receive, receiverOf, type ResponseOutcome, type ResponseTokens } from "../../../engine/public.js";
import { gatewayTexts } from "../../../participant-texts/gateway-texts.js";
import { releaseEvent, spokenMessage, takeEvent } from "./repo.js";

/** How a call goes on after a key: a last word and hang up, or the message again and another key. */
export type VoiceAnswer = { hangUp: Announcement } | { gather: CallScript; inputCallback: string };

/** A webhook answers within the gateway's patience (Twilio waits 15 s): past this the gateway's own voice speaks. */
const SYNTHESIS_BUDGET_MS = 5_000;

const ANSWERS: Record<string, AlarmResponse> = { "1": "ACCEPT", "2": "DECLINE" };

/** What the gateway tells the console: delivery reports, SMS replies and keys pressed in calls. */
export class GatewayWebhookService {
  private readonly callbacks: GatewayCallbacks;
  private readonly voice: VoiceContext;
  private readonly receive: Receive;

  constructor(
    config: Config,
    private readonly db: Db,
    private readonly tokens: ResponseTokens,
    speech: SpeechSynthesis,
  ) {
    this.callbacks = gatewayCallbacks(config.publicUrl);
    this.voice = { speech, publicUrl: config.publicUrl };
    this.receive = receiverOf(db);
  }

  /** Records a final delivery state; false when the message is unknown, the state is interim or the event was taken before. */
  async deliveryReport(report: DeliveryReport): Promise<boolean> {
    const { outcome } = report;
    if (!outcome) return false;
    return this.once(
      report.eventKey,
      () => this.receive({ kind: outcome, gatewayId: report.externalId, detail: report.detail }),
      () => false,
    );
  }

  /** "1" accepts, "2" declines the alarm of the latest open SMS to that number; anything else, and a reply taken before, is ignored (undefined). */
  async smsReply(reply: SmsReply): Promise<ResponseOutcome | undefined> {
    const answer = smsAnswer(reply.text);
    if (!answer) return undefined;
    return this.once(
      reply.eventKey,
      () => this.receive({ kind: "ANSWERED", message: { latestSmsTo: toE164(reply.from) ?? reply.from.trim() }, response: answer, via: "SMS reply" }),
      () => undefined,
    );
  }

  /**
   * Key 1 accepts, 2 declines; anything else (3 asks for it) plays the message again. A 1 or 2 taken
   * before (the gateway's retry, or a replay) records nothing: the caller hears where the call stands.
   */
  async keyPressed(responseToken: string, press: KeyPress): Promise<VoiceAnswer> {
    const signal = AbortSignal.timeout(SYNTHESIS_BUDGET_MS);
    const notificationId = await this.tokens.verify(responseToken);
    const message = notificationId === undefined ? undefined : await spokenMessage(this.db, notificationId);
    const language = message?.language ?? "ENGLISH";
    const words = gatewayTexts(language);
    const hangUp = async (text: string): Promise<VoiceAnswer> => ({ hangUp: await announcement(this.voice, text, language, signal) });
    if (notificationId === undefined || !message) return hangUp(words.callExpired);
    const playAgain = async (): Promise<VoiceAnswer> => {
      if (message.alarmEnded) return hangUp(words.alarmEnded);
      return { gather: await callScript(this.voice, message.speechText, language, signal), inputCallback: this.callbacks.voiceInput(responseToken) };
    };
    const answer = ANSWERS[press.keys.trim().charAt(0)];
    if (!answer) return playAgain();
    const respond = async () => {
      const outcome = await this.receive({ kind: "ANSWERED", message: { notificationId }, response: answer, via: "voice call" });
      if (!outcome) return hangUp(words.callExpired);
      if (outcome.outcome === "ALARM_ENDED") return hangUp(words.alarmEnded);
      if (outcome.outcome === "ALREADY_ANSWERED") return hangUp(words.alreadyAnswered[outcome.answer ?? answer]);
      return hangUp(words.recorded[answer]);
    };
    return this.once(press.eventKey, respond, () => (message.answer ? hangUp(words.alreadyAnswered[message.answer]) : playAgain()));
  }

  /** Does `take` for an event not taken before, else answers `repeat`; an event whose taking fails may come again. */
  private async once<T>(eventKey: string, take: () => Promise<T>, repeat: () => T | Promise<T>): Promise<T> {
    if (!(await takeEvent(this.db, eventKey))) return repeat();
    try {
      return await take();
    } catch (error) {
      await releaseEvent(this.db, eventKey);
      throw error;
    }
  }
}
