import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form-field";
import { useToast } from "../../../components/toast/toast-context";

/** The webhook's signing secret: hidden until shown, with a button that copies it. */
export function WebhookSecret({ webhookId, secret }: { webhookId: number; secret: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [shown, setShown] = useState(false);
  const id = `webhook-secret-${webhookId}`;
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => toast.show({ severity: "success", summary: t("outgoingWebhooks.secret.copied") }),
      () => toast.show({ severity: "warn", summary: t("outgoingWebhooks.secret.copyFailed") }),
    );
  return (
    <FormField id={id} label={t("outgoingWebhooks.secret.label")} hint={t("outgoingWebhooks.secret.hint")}>
      <div className="cluster gap-s">
        <InputText
          id={id}
          className="grow code-input"
          type={shown ? "text" : "password"}
          value={secret}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
        <Button
          type="button"
          icon={shown ? "pi pi-eye-slash" : "pi pi-eye"}
          text
          aria-pressed={shown}
          aria-label={shown ? t("outgoingWebhooks.secret.hide") : t("outgoingWebhooks.secret.show")}
          tooltip={shown ? t("outgoingWebhooks.secret.hide") : t("outgoingWebhooks.secret.show")}
          onClick={() => setShown(!shown)}
        />
        <Button type="button" icon="pi pi-copy" outlined label={t("outgoingWebhooks.secret.copy")} onClick={() => void copy()} />
      </div>
    </FormField>
  );
}
