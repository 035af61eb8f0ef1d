import { Button } from "primereact/button";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CodeField, isCodeRefusal, SIX_DIGITS } from "../../../components/code-field";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { useResetTwoFactor } from "../api/user-two-factor";

/** Resetting one's own two-factor: the server asks for a current code, so the form does too. */
export function OwnTwoFactorReset({ login }: { login: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const reset = useResetTwoFactor();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(code)) {
      setCodeError(t("common.codeSixDigits"));
      return;
    }
    reset.mutate(
      { login, code },
      {
        onSuccess: () => {
          setCode("");
          toast.show({ severity: "success", summary: t("users.twoFactor.title"), detail: t("users.twoFactor.resetDone", { login }) });
        },
        onError: (error) => {
          if (isCodeRefusal(error)) setCodeError(describeError(error, i18n).detail);
          else toast.showError(error);
        },
      },
    );
  };

  return (
    <form className="stack-form" onSubmit={submit} noValidate>
      <p className="object-editor__text muted">{t("users.twoFactor.ownCodeText")}</p>
      <CodeField
        id="own-totp-code"
        label={t("users.twoFactor.code")}
        value={code}
        onChange={(digits) => {
          setCode(digits);
          setCodeError(null);
        }}
        error={codeError}
      />
      <div className="button-row">
        <Button type="submit" label={t("users.twoFactor.reset")} icon="pi pi-refresh" severity="danger" outlined size="small" loading={reset.isPending} />
      </div>
    </form>
  );
}
