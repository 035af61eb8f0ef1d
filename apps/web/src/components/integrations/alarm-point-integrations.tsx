import type { CreatedIntegrationKey } from "@alarm/contract";
import { Button } from "primereact/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-error";
import { PageSpinner } from "../page-spinner";
import { StateCard } from "../state-card";
import { CreatedKeyPanel } from "./created-key-panel";
import { IntegrationKeysList } from "./integration-keys-list";
import { useIntegrationKeys } from "./integrations-api";
import { NewKeyDialog } from "./new-key-dialog";

/**
 * The Integrations tab of a saved alarm point: the keys with which other systems (PagerDuty's
 * Events API, Alertmanager, Grafana, a webhook, mail, a heartbeat) raise its alarms.
 */
export function AlarmPointIntegrations({ alarmPointId }: { alarmPointId: number }) {
  const { t } = useTranslation();
  const keys = useIntegrationKeys(alarmPointId);
  const [creating, setCreating] = useState(false);
  // The secret is answered once: kept here until dismissed or the tab is left.
  const [created, setCreated] = useState<CreatedIntegrationKey | null>(null);

  let body;
  if (keys.isError) {
    body = (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={t("integrations.loadError")} text={isApiError(keys.error) ? keys.error.reason : undefined}>
        <Button type="button" label={t("integrations.retry")} icon="pi pi-refresh" outlined onClick={() => void keys.refetch()} />
      </StateCard>
    );
  } else if (!keys.data) {
    body = <PageSpinner />;
  } else if (keys.data.length === 0) {
    body = <StateCard icon="pi-key" title={t("integrations.empty")} text={t("integrations.emptyText")} />;
  } else {
    body = <IntegrationKeysList keys={keys.data} />;
  }

  return (
    <section className="stack gap-l" aria-labelledby="integrations-title" data-testid="integrations">
      <div className="cluster spread gap-m">
        <h3 id="integrations-title" className="flush">
          {t("integrations.title")}
        </h3>
        <Button id="integration-new-key" type="button" label={t("integrations.add")} icon="pi pi-plus" size="small" onClick={() => setCreating(true)} />
      </div>
      <p className="muted flush">{t("integrations.intro")}</p>
      {created && <CreatedKeyPanel created={created} onDismiss={() => setCreated(null)} />}
      {body}
      <NewKeyDialog alarmPointId={alarmPointId} visible={creating} onHide={() => setCreating(false)} onCreated={setCreated} />
    </section>
  );
}
