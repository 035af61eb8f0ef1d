import type { ParticipantLanguage } from "@alarm/contract";

/** The espeak-ng voice that speaks each language of a speech text. */
export const VOICES: Record<ParticipantLanguage, string> = {
  ENGLISH: "en-gb",
  GERMAN: "de",
  CZECH: "cs",
};
