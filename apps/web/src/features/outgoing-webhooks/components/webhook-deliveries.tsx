import type { WebhookDelivery as Delivery } from "@alarm/contract";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Skeleton } from "primereact/skeleton";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { StateCard } from "../../../components/state-card";
import { describeError } from "../../../components/toast/describe-error";
import { formatPreciseDateTime } from "../../../lib/format-date";
import { useWebhookDeliveries } from "../api/outgoing-webhooks";
import { DELIVERY_STATUS_KEYS, DELIVERY_STATUS_SEVERITY, EVENT_KEYS } from "./webhook-labels";

/** The webhook's last deliveries (newest first): what was sent, how it went, and what the receiver answered. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { t, i18n } = useTranslation();
  const deliveries = useWebhookDeliveries(webhookId);

  let content;
  if (deliveries.isPending) {
    content = (
      <div className="stack gap-s" role="status" aria-label={t("common.loading")}>
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height="2rem" />
        ))}
      </div>
    );
  } else if (deliveries.isError) {
    content = (
      <StateCard
        icon="pi-exclamation-triangle"
        tone="error"
        title={t("outgoingWebhooks.deliveries.loadFailed")}
        text={describeError(deliveries.error, i18n).detail}
      >
        <Button type="button" label={t("outgoingWebhooks.retry")} icon="pi pi-refresh" outlined onClick={() => void deliveries.refetch()} />
      </StateCard>
    );
  } else if (deliveries.data.length === 0) {
    content = <StateCard icon="pi-inbox" title={t("outgoingWebhooks.deliveries.emptyTitle")} text={t("outgoingWebhooks.deliveries.emptyText")} />;
  } else {
    content = (
      <DataTable
        value={deliveries.data}
        dataKey="id"
        size="small"
        scrollable
        tableStyle={{ minWidth: "48rem" }}
        aria-label={t("outgoingWebhooks.deliveries.title")}
      >
        <Column header={t("outgoingWebhooks.deliveries.columns.time")} body={(row: Delivery) => formatPreciseDateTime(row.sentAt ?? row.createdAt)} />
        <Column
          header={t("outgoingWebhooks.deliveries.columns.alarm")}
          body={(row: Delivery) => <Link to={`/alarm-table?id=${row.alarmId}`}>{t("outgoingWebhooks.deliveries.alarmLink", { id: row.alarmId })}</Link>}
        />
        <Column header={t("outgoingWebhooks.deliveries.columns.event")} body={(row: Delivery) => t(EVENT_KEYS[row.event])} />
        <Column
          header={t("outgoingWebhooks.deliveries.columns.status")}
          body={(row: Delivery) => <Tag value={t(DELIVERY_STATUS_KEYS[row.status])} severity={DELIVERY_STATUS_SEVERITY[row.status]} />}
        />
        <Column header={t("outgoingWebhooks.deliveries.columns.tries")} field="tries" />
        <Column header={t("outgoingWebhooks.deliveries.columns.response")} body={(row: Delivery) => row.responseStatus ?? "–"} />
        <Column
          header={t("outgoingWebhooks.deliveries.columns.error")}
          bodyClassName="breakable"
          body={(row: Delivery) => (
            <div className="stack gap-xs">
              {row.lastError && <span>{row.lastError}</span>}
              {row.nextAttemptAt && (
                <span className="muted">{t("outgoingWebhooks.deliveries.nextAttempt", { time: formatPreciseDateTime(row.nextAttemptAt) })}</span>
              )}
            </div>
          )}
        />
      </DataTable>
    );
  }

  return (
    <section className="stack gap-m" aria-labelledby={`webhook-deliveries-${webhookId}`}>
      <div className="cluster spread">
        <h3 id={`webhook-deliveries-${webhookId}`} className="card__title">
          {t("outgoingWebhooks.deliveries.title")}
        </h3>
        <Button
          type="button"
          icon="pi pi-refresh"
          text
          rounded
          aria-label={t("outgoingWebhooks.deliveries.refresh")}
          tooltip={t("outgoingWebhooks.deliveries.refresh")}
          loading={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        />
      </div>
      {content}
    </section>
  );
}
