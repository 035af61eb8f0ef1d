import { LANGUAGES, LANGUAGE_TAGS } from "@alarm/contract";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { storedLanguage } from "../lib/language";
import cs from "./cs.json";
import de from "./de.json";
import en from "./en.json";
import fr from "./fr.json";
import it from "./it.json";
import { syncPrimeReactLocale } from "./primereact-locale";

export const resources = {
  en: { translation: en },
  de: { translation: de },
  cs: { translation: cs },
  fr: { translation: fr },
  it: { translation: it },
};

i18n.on("languageChanged", (tag) => {
  document.documentElement.lang = tag;
  syncPrimeReactLocale(tag);
});

void i18n.use(initReactI18next).init({
  resources,
  lng: LANGUAGE_TAGS[storedLanguage()],
  fallbackLng: "en",
  supportedLngs: LANGUAGES.map((language) => LANGUAGE_TAGS[language]),
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
