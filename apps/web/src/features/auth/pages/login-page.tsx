import { LANGUAGE_TAGS, languageOfTag, type LoginResponse } from "@alarm/contract";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import logo from "../../../assets/logo.svg";
import { LanguageSelect } from "../../../components/language-select";
import { useToast } from "../../../components/toast/toast-context";
import { useDocumentTitle } from "../../../components/use-document-title";
import { isApiError } from "../../../lib/api-error";
import { rememberLanguage } from "../../../lib/language";
import { saveLanguage } from "../../../lib/session-api";
import { storeLogin } from "../../../lib/session-storage";
import { useLogin } from "../api/login";
import { completeSingleSignOn, useSsoSettings } from "../api/sso";
import { CredentialsForm, type Credentials } from "../components/credentials-form";
import { LoginError, LoginProblem } from "../components/login-error";
import { describeSignInFailure } from "../components/sign-in-failure";
import { describeSsoFailure } from "../components/sso-failure";
import { SsoSignIn } from "../components/sso-sign-in";
import { VerificationCodeForm } from "../components/verification-code-form";
import "./login-page.css";

/**
 * /login: the sign-in with its two-factor step, over a full-page background, without menu; below
 * it the single sign-on button when the server offers one. The provider's way back ends here too:
 * `?sso=<ticket>` is traded for the session, `?ssoError=<code>` says why it failed.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const signIn = useLogin();
  const [credentials, setCredentials] = useState<Credentials>({ login: "", password: "" });
  const [step, setStep] = useState<"credentials" | "code">("credentials");
  const [error, setError] = useState<unknown>(null);
  const [codeAttempt, setCodeAttempt] = useState(0);
  const languageChosenHere = useRef(false);
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address bar keeps neither the ticket nor the code.
  const [ssoTicket] = useState(() => searchParams.get("sso"));
  const [ssoPending, setSsoPending] = useState(() => ssoTicket !== null);
  const [ssoFailure, setSsoFailure] = useState(() => searchParams.get("ssoError"));
  const ssoSettings = useSsoSettings();
  useDocumentTitle(t("login.title"));

  const signedIn = (answer: LoginResponse) => {
    storeLogin(answer);
    const shown = languageOfTag(i18n.resolvedLanguage ?? i18n.language);
    if (languageChosenHere.current && shown !== answer.user.language) {
      // Chosen on this page just now: that choice becomes the account's language.
      saveLanguage(shown).catch((failure: unknown) => toast.showError(failure));
    } else if (shown !== answer.user.language) {
      rememberLanguage(answer.user.language);
      void i18n.changeLanguage(LANGUAGE_TAGS[answer.user.language]);
    }
    void navigate("/", { replace: true });
  };

  useEffect(() => {
    if (searchParams.has("sso") || searchParams.has("ssoError")) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const ticketTraded = useEffectEvent((answer: LoginResponse) => signedIn(answer));
  const ticketRefused = useEffectEvent(() => {
    setSsoPending(false);
    setSsoFailure("TICKET");
  });
  useEffect(() => {
    if (!ssoTicket) return;
    let current = true;
    completeSingleSignOn(ssoTicket).then(
      (answer) => {
        if (current) ticketTraded(answer);
      },
      () => {
        if (current) ticketRefused();
      },
    );
    return () => {
      current = false;
    };
  }, [ssoTicket]);

  const failed = (failure: unknown) => {
    if (isApiError(failure, "VERIFICATION_CODE_REQUIRED")) {
      setStep("code");
      return;
    }
    if (isApiError(failure, "INVALID_CREDENTIALS")) setStep("credentials");
    if (isApiError(failure, "INVALID_VERIFICATION_CODE")) setCodeAttempt((attempt) => attempt + 1);
    setError(failure);
    toast.show({ ...describeSignInFailure(failure, i18n), severity: "error" });
  };

  const submit = (request: Credentials & { code?: string }) => {
    setError(null);
    setSsoFailure(null);
    signIn.mutate(request, { onSuccess: signedIn, onError: failed });
  };

  const back = () => {
    setError(null);
    setStep("credentials");
  };

  return (
    <div className="login-page">
      <header className="login-page__language">
        <label htmlFor="login-language" className="visually-hidden">
          {t("login.language")}
        </label>
        <LanguageSelect
          inputId="login-language"
          onChange={() => {
            languageChosenHere.current = true;
          }}
        />
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
          <CredentialsForm
            initial={credentials}
            pending={signIn.isPending}
            onSubmit={(next) => {
              setCredentials(next);
              submit(next);
            }}
          />
        ) : (
          <VerificationCodeForm
            pending={signIn.isPending}
            attempt={codeAttempt}
            onSubmit={(code) => submit({ ...credentials, code })}
            onBack={back}
          />
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
