import { LANGUAGES, LANGUAGE_TAGS } from "@alarm/contract";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { storedLanguage } from "../lib/language";
import en from "./en.json";
import { lazyLanguageFiles, type LanguageLoaders } from "./language-files";
import { syncPrimeReactLocale } from "./primereact-locale";

/** English, the fallback, comes with the console; another language is fetched when it is chosen. */
const otherLanguages: LanguageLoaders = {
  de: () => import("./de.json"),
  cs: () => import("./cs.json"),
  fr: () => import("./fr.json"),
  it: () => import("./it.json"),
};

const languageFiles = lazyLanguageFiles(otherLanguages);

i18n.on("languageChanged", (tag) => {
  document.documentElement.lang = tag;
  syncPrimeReactLocale(tag);
});

void i18n
  .use(languageFiles)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: LANGUAGE_TAGS[storedLanguage()],
    fallbackLng: "en",
    supportedLngs: LANGUAGES.map((language) => LANGUAGE_TAGS[language]),
    interpolation: { escapeValue: false },
    initAsync: false,
  });

export default i18n;
