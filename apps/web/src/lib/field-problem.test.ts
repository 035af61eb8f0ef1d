import i18next from "i18next";
import { describe, expect, it } from "vitest";
import cs from "../i18n/cs.json";
import de from "../i18n/de.json";
import en from "../i18n/en.json";
import { problemInLanguage } from "./field-problem";

async function tIn(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { translation: en }, de: { translation: de }, cs: { translation: cs } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe("a server's field problem", () => {
  const tooLong = { field: "name", message: "Too big: expected string to have <=200 characters", code: "TOO_LONG", limit: 200 };

  it("says the limit of text that is too long in the user's language", async () => {
    expect(problemInLanguage(tooLong, await tIn("en")).message).toBe("At most 200 characters.");
    expect(problemInLanguage(tooLong, await tIn("de")).message).toBe("Höchstens 200 Zeichen.");
    expect(problemInLanguage(tooLong, await tIn("cs")).message).toBe("Nejvýše 200 znaků.");
  });

  it("keeps the server's words for a problem the console does not know", async () => {
    const other = { field: "login", message: "The login is taken", code: "TAKEN" };
    expect(problemInLanguage(other, await tIn("de"))).toBe(other);
  });
});
