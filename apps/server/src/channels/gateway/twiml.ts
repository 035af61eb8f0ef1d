import { escapeHtml } from "../../participant-texts/html.js";
import type { Announcement, CallScript } from "./voice.js";

const document = (verbs: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Response>${verbs}</Response>`;

export const EMPTY_TWIML = document("");

/** Seconds the gateway waits for a key after the message. */
const KEY_TIMEOUT_SECONDS = 8;

function speak(words: Announcement, extra?: string): string {
  if (words.audioUrl) return `<Play>${escapeHtml(words.audioUrl)}</Play>`;
  const say = (text: string) => `<Say language="${escapeHtml(words.language)}">${escapeHtml(text)}</Say>`;
  return say(words.text) + (extra ? say(extra) : "");
}

/** Plays the message and the key prompt and collects one key; with no key pressed it is played once more. */
export function gatherTwiml(script: CallScript, inputCallback: string): string {
  const gather = `<Gather input="dtmf" numDigits="1" timeout="${KEY_TIMEOUT_SECONDS}" method="POST" action="${escapeHtml(inputCallback)}">${speak(script, script.prompt)}</Gather>`;
  return document(gather + gather);
}

export function announcementTwiml(words: Announcement): string {
  return document(`${speak(words)}<Hangup/>`);
}
