import { englishOf, PHRASE_ENGLISH, PHRASE_KEYS, type Phrase } from "@alarm/contract";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import cs from "../i18n/cs.json";
import de from "../i18n/de.json";
import en from "../i18n/en.json";
import fr from "../i18n/fr.json";
import it_ from "../i18n/it.json";
import { phraseText } from "./phrase-text";

const resources = { en: { translation: en }, de: { translation: de }, cs: { translation: cs }, fr: { translation: fr }, it: { translation: it_ } };
const instance = i18next.createInstance();
beforeAll(() => instance.init({ resources, lng: "de", fallbackLng: "en", interpolation: { escapeValue: false } }));

const retry: Phrase = {
  key: "RETRY_LATER",
  params: { problem: { key: "SMTP_REFUSED", params: { reply: "550 5.1.1 unknown user" } }, attempt: 2, seconds: 30 },
};

describe("server phrases in the console", () => {
  it("say a timeline detail in the reader's language, phrases within phrases too", () => {
    expect(phraseText(instance.getFixedT("de"), retry, englishOf(retry))).toBe(
      "Der SMTP-Server hat die Nachricht abgelehnt: 550 5.1.1 unknown user; Versuch 2 in 30 s",
    );
    expect(phraseText(instance.getFixedT("cs"), { key: "RANK_NOTIFIED", params: { rank: 1, who: "Anna" } }, null)).toBe("Stupeň 1: Anna");
  });

  it("in English say exactly what the server writes as the detail", () => {
    expect(phraseText(instance.getFixedT("en"), retry, null)).toBe(englishOf(retry));
    const english = resources.en.translation.phrases as Record<string, string>;
    expect(english).toEqual(PHRASE_ENGLISH);
    for (const tag of ["de", "cs", "fr", "it"] as const) expect(Object.keys(resources[tag].translation.phrases).sort()).toEqual([...PHRASE_KEYS].sort());
  });

  it("show the server's text when there is no phrase (free text such as a quit reason)", () => {
    expect(phraseText(instance.getFixedT("de"), null, "Fehlalarm")).toBe("Fehlalarm");
  });
});
