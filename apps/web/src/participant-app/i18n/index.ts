import { LANGUAGE_TAGS, LANGUAGES, type Language } from "@alarm/contract";
import i18n from "i18next";
import { addLocale, locale, localeOptions } from "primereact/api";
import { initReactI18next } from "react-i18next";
import en from "./en.json";
import { lazyLanguageFiles, type LanguageLoaders } from "../../i18n/language-files";

/** localStorage key of the language chosen in the app's settings; without it the profile's language counts. */
export const LANGUAGE_KEY = "app.language";
export const APP_LANGUAGE_TAGS = LANGUAGES.map((language) => LANGUAGE_TAGS[language]);

/** English comes with the app; another language is fetched when it is chosen (and kept by the service worker). */
const otherLanguages: LanguageLoaders = {
  de: () => import("./de.json"),
  cs: () => import("./cs.json"),
  fr: () => import("./fr.json"),
  it: () => import("./it.json"),
};

const languageFiles = lazyLanguageFiles(otherLanguages);

function chosenTag(): string | null {
  try {
    const tag = localStorage.getItem(LANGUAGE_KEY);
    return tag && APP_LANGUAGE_TAGS.includes(tag) ? tag : null;
  } catch {
    return null;
  }
}

/** The language to start in: the one chosen in the app, else the phone's, else English. */
function startTag(): string {
  const chosen = chosenTag();
  if (chosen) return chosen;
  const phone = (navigator.language || "en").slice(0, 2).toLowerCase();
  return APP_LANGUAGE_TAGS.includes(phone) ? phone : "en";
}

/** PrimeReact's own texts and the date picker's names follow the app's language. */
function syncPrimeReact(tag: string) {
  const t = i18n.getFixedT(tag);
  const names = (options: Intl.DateTimeFormatOptions, count: number, dateOf: (index: number) => Date) => {
    const format = new Intl.DateTimeFormat(tag, options);
    return Array.from({ length: count }, (_, index) => format.format(dateOf(index)));
  };
  // 2023-01-01 is a Sunday: PrimeReact lists days from Sunday.
  const day = (index: number) => new Date(2023, 0, 1 + index);
  const month = (index: number) => new Date(2023, index, 1);
  const english = localeOptions("en") as { aria?: Record<string, string> };
  addLocale(tag, {
    firstDayOfWeek: 1,
    dayNames: names({ weekday: "long" }, 7, day),
    dayNamesShort: names({ weekday: "short" }, 7, day),
    dayNamesMin: names({ weekday: "narrow" }, 7, day),
    monthNames: names({ month: "long" }, 12, month),
    monthNamesShort: names({ month: "short" }, 12, month),
    today: t("common.today"),
    clear: t("common.clear"),
    aria: { ...english.aria, close: t("common.close") },
  });
  locale(tag);
}

i18n.on("languageChanged", (tag) => {
  document.documentElement.lang = tag;
  syncPrimeReact(tag);
});

void i18n
  .use(languageFiles)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: startTag(),
    fallbackLng: "en",
    supportedLngs: APP_LANGUAGE_TAGS,
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/** The language chosen in the app's settings: kept, and used from now on. */
export function chooseLanguage(tag: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, tag);
  } catch {
    // Not kept: the language still changes for now.
  }
  void i18n.changeLanguage(tag);
}

/** The profile's language, unless a language was chosen in the app. */
export function followProfileLanguage(language: Language): void {
  if (chosenTag()) return;
  const tag = LANGUAGE_TAGS[language];
  if (i18n.language !== tag) void i18n.changeLanguage(tag);
}

export default i18n;
