import { useTranslation } from "react-i18next";

/** The user's language tag, for Intl formats. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
