import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";

interface VerificationCodeFormProps {
  pending: boolean;
  /** Changes after a refused code, so the field is emptied for the next try. */
  attempt: number;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

const SIX_DIGITS = /^\d{6}$/;

/** Second step of the sign-in when two-factor authentication is on. */
export function VerificationCodeForm({ pending, attempt, onSubmit, onBack }: VerificationCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [checked, setChecked] = useState(false);
  const [seenAttempt, setSeenAttempt] = useState(attempt);
  if (seenAttempt !== attempt) {
    setSeenAttempt(attempt);
    setCode("");
    setChecked(false);
  }
  const codeError = checked && !SIX_DIGITS.test(code) ? t("common.codeSixDigits") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (SIX_DIGITS.test(code)) onSubmit(code);
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p className="login-form__intro">{t("login.codeIntro")}</p>
      <FormField id="code" label={t("login.code")} error={codeError}>
        <InputText
          id="code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={6}
          className="code-input"
          invalid={Boolean(codeError)}
          {...fieldAria("code", codeError)}
        />
      </FormField>
      <Button type="submit" label={t("login.verify")} icon="pi pi-check" loading={pending} className="login-form__submit" />
      <Button type="button" label={t("login.back")} icon="pi pi-arrow-left" text onClick={onBack} disabled={pending} />
    </form>
  );
}
