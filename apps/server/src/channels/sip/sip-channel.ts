import type { ParticipantLanguage } from "@alarm/contract";
import { gatewayTexts } from "../../participant-texts/gateway-texts.js";
import { type Channel, ChannelError, type ReportResult } from "../channel.js";
import { type SpeechSynthesis, spokenScript } from "../gateway/voice.js";
import { CallFailed, NoResponse, type SipAccount, SipCall } from "./call.js";
import { telephoneAudio } from "./media/wav.js";
import { CallLines } from "./call-lines.js";
import { converse } from "./conversation.js";

export type SipSettings = SipAccount & { maxCalls: number };

/** A number the trunk can dial, without its spacing: E.164 with or without +, or an extension; nothing that would change the SIP URI. */
const dialable = (address: string) => {
  const number = address.replace(/[\s()/-]/g, "");
  return /^\+?[0-9]{2,20}$/.test(number) ? number : undefined;
};

function failure(error: unknown, settings: SipSettings): ChannelError {
  if (!(error instanceof CallFailed))
    return new ChannelError({ key: "SIP_UNREACHABLE", params: { reason: String(error instanceof Error ? error.message : error) } }, false);
  if (error instanceof NoResponse) return new ChannelError({ key: "SIP_NO_RESPONSE" }, false);
  const status = error.status ?? "";
  switch (error.outcome) {
    case "NO_ANSWER":
      return new ChannelError({ key: "SIP_NO_ANSWER", params: { seconds: String(settings.ringSeconds) } }, true);
    case "NO_AUDIO":
      return new ChannelError({ key: "SIP_NO_AUDIO", params: { reason: error.message } }, true);
    case "REFUSED":
      // The peer's own trouble (5xx) may pass; busy, declined or unknown numbers are this attempt's end.
      return new ChannelError(
        { key: "SIP_REFUSED", params: { status: String(status), reason: error.message } },
        !(error.status && error.status >= 500 && error.status < 600),
      );
    default:
      return new ChannelError({ key: "SIP_UNREACHABLE", params: { reason: error.message } }, false);
  }
}

/**
 * Voice calls over SIP (VOICE_TRANSPORT=sip): the call is placed through the PBX or trunk, and once
 * it is answered the message counts as delivered. The conversation goes on after `send` returns:
 * the alarm's speech text and the key prompt in the participant's language, a key of 1 or 2 recorded
 * as the answer exactly as a gateway's key press is, then the words that confirm it and the hang-up.
 */
export function sipChannel(settings: SipSettings, speech: SpeechSynthesis, receive: ReportResult): Channel {
  const lines = new CallLines(settings.maxCalls);
  /** The calls going on, each with its conversation: ended at once when the instance stops. */
  const conversations = new Map<SipCall, Promise<void>>();

  async function audioOf(text: string, language: ParticipantLanguage): Promise<Int16Array> {
    try {
      return telephoneAudio(await speech.synthesize(text, language));
    } catch (error) {
      throw new ChannelError({ key: "SIP_SPEECH_FAILED", params: { reason: error instanceof Error ? error.message : String(error) } }, false);
    }
  }

  return {
    name: "SIP",
    deviceTypes: ["VOICE"],
    configured: true,
    async send(message, signal) {
      const number = dialable(message.address);
      if (!number) throw new ChannelError({ key: "SIP_NUMBER_INVALID", params: { address: message.address } }, true);
      const language = message.participant.language;
      const script = await audioOf(spokenScript(message.speechText, language).whole, language);
      const release = await lines.take(signal);
      if (!release) throw new ChannelError({ key: "SIP_ALL_LINES_BUSY", params: { count: String(settings.maxCalls) } }, false);
      let call: SipCall;
      try {
        call = await SipCall.place(settings, number, signal);
      } catch (error) {
        release();
        throw failure(error, settings);
      }
      const conversation = converse(call, {
        message: script,
        words: gatewayTexts(language),
        answer: (response) =>
          receive({
            kind: "ANSWERED",
            message: { notificationId: message.notificationId },
            response,
            via: "voice call",
            channel: { deviceType: "VOICE", address: message.address },
          }),
        say: (text) => audioOf(text, language).catch(() => undefined),
      })
        .catch(() => call.hangUp())
        .finally(() => {
          release();
          conversations.delete(call);
        });
      conversations.set(call, conversation);
      return { status: "DELIVERED", externalId: call.callId };
    },
    async close() {
      await Promise.all([...conversations].map(([call, conversation]) => call.hangUp().then(() => conversation)));
    },
  };
}
