import { useTranslation } from "react-i18next";
import logo from "../../../assets/logo.svg";
import { LanguageSelect } from "../../../components/language-select";
import { useDocumentTitle } from "../../../components/use-document-title";
import { useSsoSettings } from "../api/sso";
import { CredentialsForm } from "../components/credentials-form";
import { LoginError, LoginProblem } from "../components/login-error";
import { describeSsoFailure } from "../components/sso-failure";
import { SsoSignIn } from "../components/sso-sign-in";
import { VerificationCodeForm } from "../components/verification-code-form";
import { useSignIn } from "./use-sign-in";
import "./login-page.css";

/**
 * /login: the sign-in with its two-factor step, over a full-page background, without menu; below
 * it the single sign-on button when the server offers one. The provider's way back ends here too:
 * `?sso=<ticket>` is traded for the session, `?ssoError=<code>` says why it failed.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const signIn = useSignIn();
  const { step, error, ssoPending, ssoFailure } = signIn;
  const ssoSettings = useSsoSettings();
  useDocumentTitle(t("login.title"));

  return (
    <div className="login-page">
      <header className="login-page__language">
        <label htmlFor="login-language" className="visually-hidden">
          {t("login.language")}
        </label>
        <LanguageSelect inputId="login-language" onChange={signIn.chooseLanguage} />
      </header>
      <main className="login-card">
        <div className="login-card__brand stack gap-s">
          <img src={logo} alt="" width={56} height={56} />
          <h1>{t("app.name")}</h1>
          <p>{step === "credentials" ? t("login.subtitle") : t("login.codeTitle")}</p>
        </div>
        {ssoPending ? (
          <p className="login-sso__pending row gap-s" role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" />
            {t("sso.completing")}
          </p>
        ) : step === "credentials" ? (
          <CredentialsForm initial={signIn.credentials} pending={signIn.pending} onSubmit={signIn.submitCredentials} />
        ) : (
          <VerificationCodeForm pending={signIn.pending} attempt={signIn.codeAttempt} onSubmit={signIn.submitCode} onBack={signIn.back} />
        )}
        {step === "credentials" && !ssoPending && ssoSettings.data?.enabled && ssoSettings.data.displayName ? (
          <SsoSignIn displayName={ssoSettings.data.displayName} />
        ) : null}
        <LoginError error={error} />
        {ssoFailure && !error ? <LoginProblem text={describeSsoFailure(ssoFailure, i18n)} /> : null}
      </main>
    </div>
  );
}
