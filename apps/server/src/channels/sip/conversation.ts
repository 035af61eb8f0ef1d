import type { GatewayTexts } from "../../participant-texts/gateway-texts.js";
import type { AnswerOutcome } from "../channel.js";

/** What a conversation needs of an answered call (a SipCall): its audio, its keys, its end. */
export type AnsweredCall = {
  rtp: { play(samples: Int16Array, signal: AbortSignal): Promise<void>; silence(seconds: number, signal: AbortSignal): Promise<void> };
  onKey(listener: (key: string) => void): void;
  ended: Promise<string>;
  hangUp(): Promise<void>;
};

export type ConversationScript = {
  /** The alarm's speech text and the key prompt, as one clip. */
  message: Int16Array;
  words: GatewayTexts;
  /** Records the participant's answer, as a gateway's key press is recorded. */
  answer(response: "ACCEPT" | "DECLINE"): Promise<boolean | AnswerOutcome | undefined>;
  /** The audio of the words that end the call; undefined when it cannot be had. */
  say(text: string): Promise<Int16Array | undefined>;
};

/** After the message, the call waits this long for a key. */
export const KEY_WAIT_SECONDS = 8;
/** The message is played this many times at most: again on 3, on another key or on silence. */
export const MOST_PLAYS = 3;
const ANSWERS: Record<string, "ACCEPT" | "DECLINE"> = { "1": "ACCEPT", "2": "DECLINE" };

/**
 * An answered alarm call, as the HTTP gateways' calls go (modules/alarms/gateway-webhooks): the
 * message, a key awaited; 1 or 2 recorded and confirmed in words, anything else or silence plays
 * the message again; then the call is hung up. A key cuts the audio playing short.
 */
export async function converse(call: AnsweredCall, script: ConversationScript): Promise<void> {
  const hungUp = new AbortController();
  void call.ended.then(() => hungUp.abort());
  let pressed: string | undefined;
  let keyHeard = () => undefined as void;
  call.onKey((key) => {
    pressed ??= key;
    keyHeard();
  });
  const untilKey = async (work: (signal: AbortSignal) => Promise<void>) => {
    const heard = new AbortController();
    keyHeard = () => heard.abort();
    if (pressed === undefined) await work(AbortSignal.any([heard.signal, hungUp.signal]));
  };
  for (let play = 0; play < MOST_PLAYS && !hungUp.signal.aborted; play += 1) {
    pressed = undefined;
    await untilKey((signal) => call.rtp.play(script.message, signal));
    await untilKey((signal) => call.rtp.silence(KEY_WAIT_SECONDS, signal));
    const answer = pressed && ANSWERS[pressed];
    if (!answer) continue;
    const outcome = await script.answer(answer).catch(() => undefined);
    const { words } = script;
    const said =
      typeof outcome !== "object"
        ? words.callExpired
        : outcome.outcome === "ALARM_ENDED"
          ? words.alarmEnded
          : outcome.outcome === "ALREADY_ANSWERED"
            ? words.alreadyAnswered[outcome.answer ?? answer]
            : words.recorded[answer];
    const goodbye = await script.say(said);
    if (goodbye && !hungUp.signal.aborted) await call.rtp.play(goodbye, hungUp.signal);
    break;
  }
  await call.hangUp();
}
