import { ConfirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { StateCard } from "../../../components/state-card";
import { useCurrentUser } from "../../../lib/use-session";
import { WebhooksScreen } from "../components/webhooks-screen";

/** /outgoing-webhooks: addresses that receive alarms' state changes, for organization administrators. */
export function OutgoingWebhooksPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = me?.authorities.includes("ORGANIZATION_ADMIN") ?? false;
  return (
    <section className="page">
      <PageHeader title={t("outgoingWebhooks.title")} icon="pi-send" />
      {allowed ? <WebhooksScreen /> : <StateCard icon="pi-lock" title={t("outgoingWebhooks.noAccess.title")} text={t("outgoingWebhooks.noAccess.text")} />}
      <ConfirmDialog />
    </section>
  );
}
