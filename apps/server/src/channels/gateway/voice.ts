import type { ParticipantLanguage } from "@alarm/contract";
import { gatewayTexts, VOICE_LANGUAGE_TAGS } from "../../participant-texts/gateway-texts.js";

/** Something said to the caller, then the call ends. */
export type Announcement = {
  text: string;
  /** Language tag, e.g. de-DE. */
  language: string;
  /** Synthesized WAV of `text` (absolute, public, expiring); null when speech synthesis is unavailable: the gateway speaks `text` itself. */
  audioUrl: string | null;
};

/** The alarm message and the key prompt, then the caller presses a key. `audioUrl` holds both, as one clip. */
export type CallScript = Announcement & { prompt: string };

/** What a call needs of speech synthesis (the speech module's service): handed in, so channels import no module. */
export type SpeechSynthesis = {
  /** A public link to the audio, for a gateway to fetch. */
  prelistenLink(text: string, language: ParticipantLanguage): Promise<{ link: string }>;
  /** The WAV audio itself, for a call that plays it (SIP). */
  synthesize(text: string, language: ParticipantLanguage): Promise<Buffer>;
};

export type VoiceContext = { speech: SpeechSynthesis; publicUrl: string };

/** What a call says, in the participant's language: the alarm's speech text, then the key prompt. */
export function spokenScript(speechText: string, language: ParticipantLanguage): { text: string; prompt: string; whole: string } {
  const prompt = gatewayTexts(language).keyPrompt;
  const text = speechText.trim();
  return { text, prompt, whole: /[.!?]$/.test(text) ? `${text} ${prompt}` : `${text}. ${prompt}` };
}

export async function callScript(context: VoiceContext, speechText: string, language: ParticipantLanguage, signal: AbortSignal): Promise<CallScript> {
  const { text, prompt, whole } = spokenScript(speechText, language);
  return { text, prompt, language: VOICE_LANGUAGE_TAGS[language], audioUrl: await audioUrl(context, whole, language, signal) };
}

export async function announcement(context: VoiceContext, text: string, language: ParticipantLanguage, signal: AbortSignal): Promise<Announcement> {
  return { text, language: VOICE_LANGUAGE_TAGS[language], audioUrl: await audioUrl(context, text, language, signal) };
}

/** The audio of `text` in the console's own voice; null (the gateway's voice then) when it cannot be had in time. */
async function audioUrl({ speech, publicUrl }: VoiceContext, text: string, language: ParticipantLanguage, signal: AbortSignal): Promise<string | null> {
  try {
    const { link } = await untilAborted(speech.prelistenLink(text, language), signal);
    return publicUrl + link;
  } catch {
    return null;
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
