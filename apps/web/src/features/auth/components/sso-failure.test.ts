import { SSO_ERROR_CODES } from "@alarm/contract";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import cs from "../../../i18n/cs.json";
import de from "../../../i18n/de.json";
import en from "../../../i18n/en.json";
import fr from "../../../i18n/fr.json";
import it_ from "../../../i18n/it.json";
import { describeSsoFailure } from "./sso-failure";

const catalogues = { en, de, cs, fr, it: it_ };
const resources = Object.fromEntries(Object.entries(catalogues).map(([tag, translation]) => [tag, { translation }]));

async function inLanguage(tag: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ resources, lng: tag, fallbackLng: false, interpolation: { escapeValue: false } });
  return i18n;
}

describe("describeSsoFailure", () => {
  it("has words for every code the server sends, in every language", async () => {
    for (const tag of Object.keys(catalogues)) {
      const i18n = await inLanguage(tag);
      for (const code of [...SSO_ERROR_CODES, "TICKET"]) {
        expect(i18n.exists(`sso.errors.${code}`), `${tag}: sso.errors.${code}`).toBe(true);
      }
    }
  });

  it("says an unknown code in general words", async () => {
    const i18n = await inLanguage("en");
    expect(describeSsoFailure("INACTIVE_USER", i18n)).toEqual({ summary: "Single sign-on failed", detail: "Your console user is deactivated." });
    expect(describeSsoFailure("<script>", i18n).detail).toBe("Single sign-on failed. Please try again.");
    expect(describeSsoFailure("LOCAL_ONLY", await inLanguage("de")).detail).toBe("Dieser Benutzer meldet sich nur mit seinem Passwort an.");
  });
});
