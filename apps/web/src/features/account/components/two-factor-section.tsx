import type { TwoFactorSetup } from "@alarm/contract";
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CodeField, isCodeRefusal, SIX_DIGITS } from "../../../components/code-field";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { useConfirmTwoFactor, useDisableTwoFactor, useGenerateTwoFactorSetup } from "../api/two-factor";

type Step = { kind: "idle" } | { kind: "setup"; setup: TwoFactorSetup } | { kind: "disable" };

/** Two-factor authentication: on/off, enabling with a QR code, disabling with a current code. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const generate = useGenerateTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const change = step.kind === "disable" ? disable : confirm;

  const reset = () => {
    setStep({ kind: "idle" });
    setCode("");
    setCodeError(null);
  };

  const start = () =>
    generate.mutate(undefined, {
      onSuccess: (setup) => {
        setCode("");
        setCodeError(null);
        setStep({ kind: "setup", setup });
      },
      onError: (error) => toast.showError(error),
    });

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(code)) {
      setCodeError(t("common.codeSixDigits"));
      return;
    }
    const turningOff = step.kind === "disable";
    change.mutate(code, {
      onSuccess: () => {
        reset();
        toast.show({
          severity: "success",
          summary: t("account.twoFactor.title"),
          detail: turningOff ? t("account.twoFactor.disabled") : t("account.twoFactor.enabled"),
        });
      },
      onError: (error) => {
        if (isCodeRefusal(error)) setCodeError(describeError(error, i18n).detail);
        else toast.showError(error);
      },
    });
  };

  const codeForm = (submitLabel: string, danger: boolean) => (
    <form className="stack-form" onSubmit={submitCode} noValidate>
      <CodeField
        id="totp-code"
        label={t("account.twoFactor.code")}
        value={code}
        onChange={(digits) => {
          setCode(digits);
          setCodeError(null);
        }}
        error={codeError}
        autoFocus
      />
      <div className="button-row">
        <Button type="submit" label={submitLabel} severity={danger ? "danger" : undefined} loading={change.isPending} />
        <Button type="button" label={t("common.cancel")} outlined onClick={reset} disabled={change.isPending} />
      </div>
    </form>
  );

  return (
    <section className="card" aria-labelledby="two-factor-title">
      <div className="card__header">
        <h2 id="two-factor-title" className="card__title">
          {t("account.twoFactor.title")}
        </h2>
        <Tag
          value={enabled ? t("account.twoFactor.on") : t("account.twoFactor.off")}
          severity={enabled ? "success" : "warning"}
          icon={enabled ? "pi pi-shield" : "pi pi-exclamation-triangle"}
        />
      </div>
      <p className="card__text">{enabled ? t("account.twoFactor.onText") : t("account.twoFactor.offText")}</p>

      {step.kind === "idle" &&
        (enabled ? (
          <Button label={t("account.twoFactor.disable")} icon="pi pi-times" severity="danger" outlined onClick={() => setStep({ kind: "disable" })} />
        ) : (
          <Button label={t("account.twoFactor.enable")} icon="pi pi-shield" loading={generate.isPending} onClick={start} />
        ))}

      {step.kind === "setup" && (
        <div className="two-factor-setup">
          <ol className="two-factor-setup__steps">
            <li>{t("account.twoFactor.scan")}</li>
            <li>
              {t("account.twoFactor.typeSecret")}{" "}
              <code id="totp-secret" className="two-factor-setup__secret">
                {step.setup.secret}
              </code>
            </li>
            <li>{t("account.twoFactor.enterCode")}</li>
          </ol>
          <img className="two-factor-setup__qr frame" src={step.setup.qrImage} alt={t("account.twoFactor.qrAlt")} width={200} height={200} />
          {codeForm(t("account.twoFactor.confirm"), false)}
        </div>
      )}

      {step.kind === "disable" && (
        <>
          <p className="card__text">{t("account.twoFactor.disableText")}</p>
          {codeForm(t("account.twoFactor.disable"), true)}
        </>
      )}
    </section>
  );
}
