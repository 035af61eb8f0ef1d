import { prelistenLink, type ParticipantLanguage } from "@alarm/contract";
import { api } from "../../lib/api-client";

/** A speech text is spoken with its line breaks as spaces (docs/domain-rules.md#validation). */
export const speechTextOf = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/** POST /alarmpoints/text-prelisten-link: the server synthesizes now and answers a link that plays without a token. */
export function requestPrelistenLink(text: string, language: ParticipantLanguage) {
  return api.post(`/alarmpoints/text-prelisten-link?language=${language}`, { schema: prelistenLink, body: speechTextOf(text) });
}
