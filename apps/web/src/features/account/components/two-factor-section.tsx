import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { CodeField } from "../../../components/code-field";
import { useTwoFactorChange, type TwoFactorChange } from "./use-two-factor-change";

/** Two-factor authentication: on/off, enabling with a QR code, disabling with a current code. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const twoFactor = useTwoFactorChange();
  const { step } = twoFactor;

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
          <Button label={t("account.twoFactor.disable")} icon="pi pi-times" severity="danger" outlined onClick={twoFactor.startDisabling} />
        ) : (
          <Button label={t("account.twoFactor.enable")} icon="pi pi-shield" loading={twoFactor.starting} onClick={twoFactor.start} />
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
          <TwoFactorCodeForm twoFactor={twoFactor} submitLabel={t("account.twoFactor.confirm")} danger={false} />
        </div>
      )}

      {step.kind === "disable" && (
        <>
          <p className="card__text">{t("account.twoFactor.disableText")}</p>
          <TwoFactorCodeForm twoFactor={twoFactor} submitLabel={t("account.twoFactor.disable")} danger />
        </>
      )}
    </section>
  );
}

/** The code that confirms turning two-factor on or off. */
function TwoFactorCodeForm({ twoFactor, submitLabel, danger }: { twoFactor: TwoFactorChange; submitLabel: string; danger: boolean }) {
  const { t } = useTranslation();
  return (
    <form className="stack-form" onSubmit={twoFactor.submitCode} noValidate>
      <CodeField
        id="totp-code"
        label={t("account.twoFactor.code")}
        value={twoFactor.code}
        onChange={twoFactor.typeCode}
        error={twoFactor.codeError}
        autoFocus
      />
      <div className="button-row">
        <Button type="submit" label={submitLabel} severity={danger ? "danger" : undefined} loading={twoFactor.sending} />
        <Button type="button" label={t("common.cancel")} outlined onClick={twoFactor.reset} disabled={twoFactor.sending} />
      </div>
    </form>
  );
}
