import { LANGUAGES, LANGUAGE_TAGS } from "@alarm/contract";
import i18n, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { storedLanguage } from "../lib/language";
import en from "./en.json";
import { syncPrimeReactLocale } from "./primereact-locale";

/** English, the fallback, comes with the console; another language is fetched when it is chosen. */
const otherLanguages: Record<string, () => Promise<{ default: ResourceKey }>> = {
  de: () => import("./de.json"),
  cs: () => import("./cs.json"),
  fr: () => import("./fr.json"),
  it: () => import("./it.json"),
};

const languageFiles: BackendModule = {
  type: "backend",
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = otherLanguages[language];
    if (!load) return callback(new Error(`no translation for ${language}`), false);
    load().then(
      (file) => callback(null, file.default),
      (error: Error) => callback(error, false),
    );
  },
};

i18n.on("languageChanged", (tag) => {
  document.documentElement.lang = tag;
  syncPrimeReactLocale(tag);
});

void i18n.use(languageFiles).use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: LANGUAGE_TAGS[storedLanguage()],
  fallbackLng: "en",
  supportedLngs: LANGUAGES.map((language) => LANGUAGE_TAGS[language]),
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
