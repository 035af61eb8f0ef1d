import { useTranslation } from "react-i18next";
import { LanguageSelect } from "../../../components/language-select";

export function LanguageSection() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="language-title">
      <h2 id="language-title" className="card__title">
        {t("account.language.title")}
      </h2>
      <div className="form-field">
        <label htmlFor="account-language">{t("account.language.label")}</label>
        <LanguageSelect inputId="account-language" className="account-language" />
        <small className="form-field__hint">{t("account.language.hint")}</small>
      </div>
    </section>
  );
}
