import { LANGUAGE_TAGS, languageOfTag, type LoginResponse } from "@alarm/contract";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { rememberLanguage } from "../../../lib/language";
import { saveLanguage } from "../../../lib/session-api";
import { storeLogin } from "../../../lib/session-storage";
import { useLogin } from "../api/login";
import type { Credentials } from "../components/credentials-form";
import { describeSignInFailure } from "../components/sign-in-failure";
import { useSingleSignOnReturn } from "./use-single-sign-on-return";

/**
 * The sign-in's steps (credentials, then a verification code when asked for), its failures, and
 * what a session brings: the account's language, or the one chosen on the page becoming it.
 */
export function useSignIn() {
  const { i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const signIn = useLogin();
  const [credentials, setCredentials] = useState<Credentials>({ login: "", password: "" });
  const [step, setStep] = useState<"credentials" | "code">("credentials");
  const [error, setError] = useState<unknown>(null);
  const [codeAttempt, setCodeAttempt] = useState(0);
  const languageChosenHere = useRef(false);

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
  const sso = useSingleSignOnReturn(signedIn);

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
    sso.clearSsoFailure();
    signIn.mutate(request, { onSuccess: signedIn, onError: failed });
  };

  return {
    credentials,
    step,
    error,
    codeAttempt,
    pending: signIn.isPending,
    ssoPending: sso.ssoPending,
    ssoFailure: sso.ssoFailure,
    submitCredentials: (next: Credentials) => {
      setCredentials(next);
      submit(next);
    },
    submitCode: (code: string) => submit({ ...credentials, code }),
    back: () => {
      setError(null);
      setStep("credentials");
    },
    chooseLanguage: () => {
      languageChosenHere.current = true;
    },
  };
}
