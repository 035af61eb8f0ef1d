import { type AlarmResponse, toE164 } from "@alarm/contract";
import { gatewayCallbacks, type GatewayCallbacks } from "../../channels/gateway/callbacks.js";
import { gatewayTexts } from "../../channels/gateway/texts.js";
import { type Announcement, announcement, type CallScript, callScript, type VoiceContext } from "../../channels/gateway/voice.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { Engine } from "../../engine/index.js";
import { reportDelivery } from "../../engine/outbox-reports.js";
import type { ResponseOutcome } from "../../engine/responses.js";
import type { SpeechService } from "../speech/service.js";
import type { DeliveryReport, SmsReply } from "./inbound.js";
import { latestOpenSms, spokenMessage } from "./repo.js";

/** How a call goes on after a key: a last word and hang up, or the message again and another key. */
export type VoiceAnswer = { hangUp: Announcement } | { gather: CallScript; inputCallback: string };

/** A webhook answers within the gateway's patience (Twilio waits 15 s): past this the gateway's own voice speaks. */
const SYNTHESIS_BUDGET_MS = 5_000;

const ANSWERS: Record<string, AlarmResponse> = { "1": "ACCEPT", "2": "DECLINE" };

/** What the gateway tells the console: delivery reports, SMS replies and keys pressed in calls. */
export class GatewayWebhookService {
  private readonly callbacks: GatewayCallbacks;
  private readonly voice: VoiceContext;

  constructor(
    config: Config,
    private readonly db: Db,
    private readonly engine: Pick<Engine, "responses" | "tokens">,
    speech: SpeechService,
  ) {
    this.callbacks = gatewayCallbacks(config.publicUrl);
    this.voice = { speech, publicUrl: config.publicUrl };
  }

  /** Records a final delivery state; false when the message is unknown or the state is interim. */
  async deliveryReport(report: DeliveryReport): Promise<boolean> {
    if (!report.outcome) return false;
    // A generic gateway may keep our message id as its own, or answer with none.
    return (
      (await reportDelivery(this.db, { externalId: report.externalId }, report.outcome, report.detail)) ||
      reportDelivery(this.db, { messageId: report.externalId }, report.outcome, report.detail)
    );
  }

  /** "1" accepts, "2" declines the alarm of the latest open SMS to that number; anything else is ignored (undefined). */
  async smsReply(reply: SmsReply): Promise<ResponseOutcome | undefined> {
    const answer = ANSWERS[/^\s*([12])(?!\d)/.exec(reply.text)?.[1] ?? ""];
    if (!answer) return undefined;
    const notificationId = await latestOpenSms(this.db, toE164(reply.from) ?? reply.from.trim());
    return notificationId === undefined ? undefined : this.engine.responses.respond(notificationId, answer, "SMS reply");
  }

  /** Key 1 accepts, 2 declines; anything else (3 asks for it) plays the message again. */
  async keyPressed(responseToken: string, keys: string): Promise<VoiceAnswer> {
    const signal = AbortSignal.timeout(SYNTHESIS_BUDGET_MS);
    const notificationId = await this.engine.tokens.verify(responseToken);
    const message = notificationId === undefined ? undefined : await spokenMessage(this.db, notificationId);
    const language = message?.language ?? "ENGLISH";
    const words = gatewayTexts(language);
    const hangUp = async (text: string): Promise<VoiceAnswer> => ({ hangUp: await announcement(this.voice, text, language, signal) });
    if (notificationId === undefined || !message) return hangUp(words.callExpired);
    const answer = ANSWERS[keys.trim().charAt(0)];
    if (!answer) {
      if (message.alarmEnded) return hangUp(words.alarmEnded);
      return { gather: await callScript(this.voice, message.speechText, language, signal), inputCallback: this.callbacks.voiceInput(responseToken) };
    }
    const outcome = await this.engine.responses.respond(notificationId, answer, "voice call");
    if (!outcome) return hangUp(words.callExpired);
    if (outcome.outcome === "ALARM_ENDED") return hangUp(words.alarmEnded);
    if (outcome.outcome === "ALREADY_ANSWERED") return hangUp(words.alreadyAnswered[outcome.answer ?? answer]);
    return hangUp(words.recorded[answer]);
  }
}
