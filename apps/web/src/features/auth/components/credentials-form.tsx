import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";

export interface Credentials {
  login: string;
  password: string;
}

interface CredentialsFormProps {
  initial: Credentials;
  pending: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** First step of the sign-in: login name and password. */
export function CredentialsForm({ initial, pending, onSubmit }: CredentialsFormProps) {
  const { t } = useTranslation();
  const [login, setLogin] = useState(initial.login);
  const [password, setPassword] = useState(initial.password);
  const [checked, setChecked] = useState(false);
  const loginError = checked && !login.trim() ? t("login.loginRequired") : null;
  const passwordError = checked && !password ? t("login.passwordRequired") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (login.trim() && password) onSubmit({ login: login.trim(), password });
  };

  return (
    <form className="login-form stack" onSubmit={submit} noValidate>
      <FormField id="login" label={t("login.login")} error={loginError} required>
        <InputText
          id="login"
          name="login"
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          autoComplete="username"
          autoFocus
          maxLength={100}
          invalid={Boolean(loginError)}
          {...fieldAria("login", loginError)}
        />
      </FormField>
      <FormField id="password" label={t("login.password")} error={passwordError} required>
        <InputText
          id="password"
          name="password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          maxLength={200}
          invalid={Boolean(passwordError)}
          {...fieldAria("password", passwordError)}
        />
      </FormField>
      <Button type="submit" label={t("login.signIn")} icon="pi pi-sign-in" loading={pending} className="login-form__submit" />
    </form>
  );
}
