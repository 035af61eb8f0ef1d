import { readFile } from "node:fs/promises";
import { LANGUAGE_TAGS, LANGUAGES, type Language, type LocaleResponse } from "@alarm/contract";
import { PATHS } from "../../paths.js";

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
    const loading = readFile(`${PATHS.translations}${LANGUAGE_TAGS[language]}.json`, "utf8").then((text) => JSON.parse(text) as Record<string, unknown>);
    cache.set(language, loading);
    loading.catch(() => cache.delete(language));
  }
  return {
    language,
    languages: LANGUAGES.map((key) => ({ key, tag: LANGUAGE_TAGS[key], label: LABELS[key] })),
    messages: await cache.get(language)!,
  };
}
