import { z } from "zod";

/** Languages of the console: English is the default, French and Italian texts exist too. */
export const LANGUAGES = ["ENGLISH", "GERMAN", "CZECH", "FRENCH", "ITALIAN"] as const;
export type Language = (typeof LANGUAGES)[number];
export const language = z.enum(LANGUAGES);
export const DEFAULT_LANGUAGE: Language = "ENGLISH";

/** Languages a participant can be alerted in (docs/domain-rules.md#constants). */
export const PARTICIPANT_LANGUAGES = ["ENGLISH", "GERMAN", "CZECH"] as const;

export const LANGUAGE_TAGS: Record<Language, string> = {
  ENGLISH: "en",
  GERMAN: "de",
  CZECH: "cs",
  FRENCH: "fr",
  ITALIAN: "it",
};

export function languageOfTag(tag: string): Language {
  const found = LANGUAGES.find((key) => LANGUAGE_TAGS[key] === tag.slice(0, 2).toLowerCase());
  return found ?? DEFAULT_LANGUAGE;
}
