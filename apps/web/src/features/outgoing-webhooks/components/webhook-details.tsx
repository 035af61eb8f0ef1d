import type { OutgoingWebhook } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { ChangeHistoryPanel } from "../../../components/change-history/change-history-panel";
import { WebhookDeliveries } from "./webhook-deliveries";
import { FORMAT_KEYS } from "./webhook-labels";
import { WebhookSecret } from "./webhook-secret";

/** The selected webhook: where it sends, its signing secret and its last deliveries. */
export function WebhookDetails({ webhook, onEdit, onClose }: { webhook: OutgoingWebhook; onEdit: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="webhook-details-title">
      <div className="cluster spread">
        <h2 id="webhook-details-title" className="card__title breakable">
          {webhook.name}
        </h2>
        <div className="row gap-xs">
          <Button type="button" icon="pi pi-pencil" label={t("outgoingWebhooks.details.edit")} outlined onClick={onEdit} />
          <Button type="button" icon="pi pi-times" text rounded aria-label={t("outgoingWebhooks.details.close")} onClick={onClose} />
        </div>
      </div>
      <p className="breakable">
        <span className="muted">{t(FORMAT_KEYS[webhook.format])}</span> · <span>{webhook.url}</span>
      </p>
      <WebhookSecret webhookId={webhook.id} secret={webhook.secret} />
      <WebhookDeliveries webhookId={webhook.id} />
      <ChangeHistoryPanel objectType="outgoing_webhooks" objectId={webhook.id} />
    </section>
  );
}
