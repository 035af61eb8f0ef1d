import { LANGUAGES, LANGUAGE_TAGS, languageOfTag, type Language } from "@alarm/contract";
import { useMutation } from "@tanstack/react-query";
import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { rememberLanguage } from "../lib/language";
import { saveLanguage } from "../lib/session-api";
import { getToken } from "../lib/session-storage";
import { useToast } from "./toast/toast-context";

interface LanguageSelectProps {
  /** Id of the focusable input: the caller gives it a <label htmlFor> (visually hidden if need be). */
  inputId: string;
  className?: string;
  onChange?: (language: Language) => void;
}

/**
 * The interface language: remembered in localStorage `language`, and for a signed-in user also
 * saved on the server (PATCH /account/language).
 */
export function LanguageSelect({ inputId, className, onChange }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const save = useMutation({ mutationFn: saveLanguage, onError: (error) => toast.showError(error) });
  const current = languageOfTag(i18n.resolvedLanguage ?? i18n.language);
  const options = LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));

  const choose = (language: Language) => {
    if (language === current) return;
    rememberLanguage(language);
    void i18n.changeLanguage(LANGUAGE_TAGS[language]);
    if (getToken()) save.mutate(language);
    onChange?.(language);
  };

  return (
    <Dropdown
      inputId={inputId}
      className={className}
      value={current}
      options={options}
      onChange={(event) => choose(event.value as Language)}
      disabled={save.isPending}
      // The list opens inside the page's landmark (the top bar), not at the end of the document.
      appendTo="self"
    />
  );
}
