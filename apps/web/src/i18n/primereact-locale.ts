import i18n from "i18next";
import { addLocale, locale, localeOptions } from "primereact/api";

/** PrimeReact's own texts (close buttons, empty lists) follow the interface language. */
export function syncPrimeReactLocale(tag: string): void {
  const t = i18n.getFixedT(tag);
  const english = localeOptions("en") as { aria?: Record<string, string> };
  addLocale(tag, {
    clear: t("primereact.clear"),
    emptyMessage: t("primereact.emptyMessage"),
    emptyFilterMessage: t("primereact.emptyFilterMessage"),
    aria: { ...english.aria, close: t("primereact.close"), listLabel: t("primereact.listLabel") },
  });
  locale(tag);
}
