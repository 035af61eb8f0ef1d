import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { LANGUAGE_TAGS, LANGUAGES, type Language, type LocaleResponse } from "@alarm/contract";

/** The console's own translation files are the one source of every translated text. */
const translationsFolder = fileURLToPath(new URL("../../../../web/src/i18n/", import.meta.url));

const LABELS: Record<Language, string> = {
  ENGLISH: "English",
  GERMAN: "Deutsch",
  CZECH: "Čeština",
  FRENCH: "Français",
  ITALIAN: "Italiano",
};

const cache = new Map<Language, Promise<Record<string, unknown>>>();

export async function localeOf(language: Language): Promise<LocaleResponse> {
  if (!cache.has(language)) {
    const loading = readFile(`${translationsFolder}${LANGUAGE_TAGS[language]}.json`, "utf8").then(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    cache.set(language, loading);
    loading.catch(() => cache.delete(language));
  }
  return {
    language,
    languages: LANGUAGES.map((key) => ({ key, tag: LANGUAGE_TAGS[key], label: LABELS[key] })),
    messages: await cache.get(language)!,
  };
}
