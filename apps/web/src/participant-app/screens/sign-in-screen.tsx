import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { Password } from "primereact/password";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, isApiError } from "../../lib/api-error";
import { deviceNameOf } from "../lib/device-name";
import { errorText } from "../lib/errors";
import { api, session, sessionEndedNotice, store } from "../services";

export const DEVICE_NAME_KEY = "app.deviceName";

/**
 * Sign-in of the phone: login and password, then the authentication code when two-factor is on,
 * and the name under which the console lists this phone among the participant's devices.
 */
export function SignInScreen() {
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

  return (
    <main className="sign-in">
      <div className="sign-in__brand">
        <img src="/app/icons/icon-192.png" alt="" width={72} height={72} />
        <h1>{t("app.name")}</h1>
        <p className="muted">{t("signIn.intro")}</p>
      </div>
      <form className="card sign-in__form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={problem ? "sign-in-problem" : undefined}>
        <div className="field">
          <label htmlFor="login" className="field-label">
            {t("signIn.login")}
          </label>
          <InputText
            id="login"
            value={login}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            disabled={needsCode}
            onChange={(event) => setLogin(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="password" className="field-label">
            {t("signIn.password")}
          </label>
          <Password
            inputId="password"
            value={password}
            feedback={false}
            toggleMask
            autoComplete="current-password"
            disabled={needsCode}
            onChange={(event) => setPassword(event.target.value)}
            pt={{ showIcon: { "aria-label": t("signIn.showPassword") } as object, hideIcon: { "aria-label": t("signIn.hidePassword") } as object }}
          />
        </div>
        {needsCode && (
          <div className="field">
            <label htmlFor="code" className="field-label">
              {t("signIn.code")}
            </label>
            <InputText
              id="code"
              ref={codeInput}
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            />
            <small className="field-help">{t("signIn.codeHelp")}</small>
          </div>
        )}
        <div className="field">
          <label htmlFor="device-name" className="field-label">
            {t("signIn.deviceName")}
          </label>
          <InputText id="device-name" value={deviceName} maxLength={100} onChange={(event) => setDeviceName(event.target.value)} />
          <small className="field-help">{t("signIn.deviceNameHelp")}</small>
        </div>
        {problem && (
          <p id="sign-in-problem" className="form-problem" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" /> {problem}
          </p>
        )}
        <Button type="submit" label={needsCode ? t("signIn.confirm") : t("signIn.submit")} icon="pi pi-sign-in" className="wide-button" loading={busy} />
        {needsCode && (
          <Button
            type="button"
            label={t("signIn.back")}
            link
            onClick={() => {
              setNeedsCode(false);
              setCode("");
              setProblem(null);
            }}
          />
        )}
      </form>
    </main>
  );
}
