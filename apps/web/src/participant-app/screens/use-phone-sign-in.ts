import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, isApiError } from "../../lib/api-error";
import { deviceNameOf } from "../lib/device-name";
import { errorText } from "../lib/errors";
import { api, session, sessionEndedNotice, store } from "../services";

/** Where the phone keeps the device name last signed in with, the next sign-in's default. */
export const DEVICE_NAME_KEY = "app.deviceName";

/**
 * The phone's sign-in: what is typed, whether the authentication code is asked for (its input then
 * gets the focus), the problem shown, and signing in.
 */
export function usePhoneSignIn() {
  const { t, i18n } = useTranslation();
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [needsCode, setNeedsCode] = useState(false);
  const [deviceName, setDeviceName] = useState(() => store.getItem(DEVICE_NAME_KEY) ?? deviceNameOf(navigator.userAgent));
  const [problem, setProblem] = useState<string | null>(() => (sessionEndedNotice.shown() ? t("errors.UNAUTHORIZED") : null));
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password || !deviceName.trim() || (needsCode && !/^\d{6}$/.test(code))) {
      setProblem(needsCode && !/^\d{6}$/.test(code) ? t("signIn.codeFormat") : t("signIn.required"));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.signIn({ login: login.trim(), password, deviceName: deviceName.trim(), ...(needsCode ? { code } : {}) });
      try {
        store.setItem(DEVICE_NAME_KEY, deviceName.trim());
      } catch {
        // Only a default for the next sign-in.
      }
      sessionEndedNotice.done();
      session.set(answer);
    } catch (error) {
      setBusy(false);
      if (isApiError(error, "VERIFICATION_CODE_REQUIRED")) {
        setNeedsCode(true);
        setProblem(null);
        setTimeout(() => codeInput.current?.focus(), 0);
        return;
      }
      if (isApiError(error, "INVALID_VERIFICATION_CODE")) setCode("");
      setProblem(error instanceof ApiError && error.code === "ACCESS_DENIED" ? t("signIn.notParticipant") : errorText(error, t, i18n.language));
    }
  };

  /** Back from the code to login and password. */
  const back = () => {
    setNeedsCode(false);
    setCode("");
    setProblem(null);
  };

  return { login, setLogin, password, setPassword, code, setCode, codeInput, needsCode, deviceName, setDeviceName, problem, busy, submit, back };
}

export type PhoneSignIn = ReturnType<typeof usePhoneSignIn>;
