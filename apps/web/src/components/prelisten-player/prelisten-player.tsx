import type { ParticipantLanguage } from "@alarm/contract";

/** Plays the speech text as the voice call will say it. Filled by the speech work. */
export function PrelistenPlayer(_props: { text: string; language: ParticipantLanguage }) {
  return null;
}
