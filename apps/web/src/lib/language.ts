import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, languageOfTag, type Language } from "@alarm/contract";

/** localStorage key of the interface language; it holds a tag (en, de, cs, fr, it). */
export const LANGUAGE_STORAGE_KEY = "language";

export function storedLanguage(): Language {
  const tag = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return tag ? languageOfTag(tag) : DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, LANGUAGE_TAGS[language]);
}
