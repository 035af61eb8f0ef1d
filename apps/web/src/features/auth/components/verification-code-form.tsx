import { Button } from "primereact/button";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CodeField, SIX_DIGITS } from "../../../components/code-field";

interface VerificationCodeFormProps {
  pending: boolean;
  /** Changes after a refused code, so the field is emptied for the next try. */
  attempt: number;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

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
    <form className="login-form stack" onSubmit={submit} noValidate>
      <p className="login-form__intro">{t("login.codeIntro")}</p>
      <CodeField id="code" name="code" label={t("login.code")} value={code} onChange={setCode} error={codeError} autoFocus />
      <Button type="submit" label={t("login.verify")} icon="pi pi-check" loading={pending} className="login-form__submit" />
      <Button type="button" label={t("login.back")} icon="pi pi-arrow-left" text onClick={onBack} disabled={pending} />
    </form>
  );
}
