import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { Password } from "primereact/password";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { usePhoneSignIn, type PhoneSignIn } from "./use-phone-sign-in";

/**
 * Sign-in of the phone: login and password, then the authentication code when two-factor is on,
 * and the name under which the console lists this phone among the participant's devices.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const signIn = usePhoneSignIn();
  const { needsCode, deviceName, problem, codeInput } = signIn;

  return (
    <main className="sign-in">
      <div className="sign-in__brand">
        <img src="/app/icons/icon-192.png" alt="" width={72} height={72} />
        <h1>{t("app.name")}</h1>
        <p className="muted">{t("signIn.intro")}</p>
      </div>
      <form
        className="card sign-in__form"
        onSubmit={(event) => void signIn.submit(event)}
        noValidate
        aria-describedby={problem ? "sign-in-problem" : undefined}
      >
        <CredentialFields signIn={signIn} />
        {needsCode && <CodeField inputRef={codeInput} code={signIn.code} onChange={signIn.setCode} />}
        <div className="field">
          <label htmlFor="device-name" className="field-label">
            {t("signIn.deviceName")}
          </label>
          <InputText id="device-name" value={deviceName} maxLength={100} onChange={(event) => signIn.setDeviceName(event.target.value)} />
          <small className="field-help">{t("signIn.deviceNameHelp")}</small>
        </div>
        {problem && (
          <p id="sign-in-problem" className="form-problem" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" /> {problem}
          </p>
        )}
        <Button type="submit" label={needsCode ? t("signIn.confirm") : t("signIn.submit")} icon="pi pi-sign-in" className="wide-button" loading={signIn.busy} />
        {needsCode && <Button type="button" label={t("signIn.back")} link onClick={signIn.back} />}
      </form>
    </main>
  );
}

/** Login and password, fixed while the code is asked for. */
function CredentialFields({ signIn }: { signIn: PhoneSignIn }) {
  const { t } = useTranslation();
  const { login, password, needsCode } = signIn;
  return (
    <>
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
          onChange={(event) => signIn.setLogin(event.target.value)}
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
          onChange={(event) => signIn.setPassword(event.target.value)}
          pt={{ showIcon: { "aria-label": t("signIn.showPassword") } as object, hideIcon: { "aria-label": t("signIn.hidePassword") } as object }}
        />
      </div>
    </>
  );
}

/** The six-digit authentication code (digits only). */
function CodeField({ inputRef, code, onChange }: { inputRef: RefObject<HTMLInputElement | null>; code: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor="code" className="field-label">
        {t("signIn.code")}
      </label>
      <InputText
        id="code"
        ref={inputRef}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
      />
      <small className="field-help">{t("signIn.codeHelp")}</small>
    </div>
  );
}
