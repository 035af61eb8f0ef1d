import i18next from "i18next";
import { describe, expect, it } from "vitest";
import cs from "../../../i18n/cs.json";
import de from "../../../i18n/de.json";
import en from "../../../i18n/en.json";
import fr from "../../../i18n/fr.json";
import it_ from "../../../i18n/it.json";
import { ApiError } from "../../../lib/api-error";
import { describeSignInFailure } from "./sign-in-failure";

const resources = Object.fromEntries(Object.entries({ en, de, cs, fr, it: it_ }).map(([tag, translation]) => [tag, { translation }]));

async function inLanguage(tag: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ resources, lng: tag, fallbackLng: "en", interpolation: { escapeValue: false } });
  return i18n;
}

const lockedOut = (seconds: number) => new ApiError(429, "RATE_LIMITED", "Too many failed sign-ins. Try again in 2 minutes.", [], seconds);

describe("describeSignInFailure", () => {
  it("tells how long a lockout lasts, in the user's language", async () => {
    expect(describeSignInFailure(lockedOut(111), await inLanguage("en")).detail).toBe("Too many failed sign-ins. Try again in 2 minutes.");
    expect(describeSignInFailure(lockedOut(240), await inLanguage("de")).detail).toBe(
      "Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in 4 Minuten erneut.",
    );
    expect(describeSignInFailure(lockedOut(120), await inLanguage("cs")).detail).toBe("Příliš mnoho neúspěšných přihlášení. Zkuste to znovu za 2 minuty.");
    expect(describeSignInFailure(lockedOut(60), await inLanguage("fr")).detail).toBe("Trop de connexions échouées. Réessayez dans 1 minute.");
    expect(describeSignInFailure(lockedOut(30), await inLanguage("it")).detail).toBe("Troppi accessi non riusciti. Riprova tra 30 secondi.");
    expect(describeSignInFailure(lockedOut(60), await inLanguage("en")).summary).toBe("Too many attempts");
  });

  it("keeps the usual words for other failures", async () => {
    const i18n = await inLanguage("en");
    expect(describeSignInFailure(new ApiError(401, "INVALID_CREDENTIALS", "x"), i18n)).toEqual({
      summary: "Unauthorized",
      detail: "Invalid username or password!",
    });
  });
});
