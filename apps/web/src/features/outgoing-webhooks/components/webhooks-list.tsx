import type { OutgoingWebhook } from "@alarm/contract";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Skeleton } from "primereact/skeleton";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";
import { describeError } from "../../../components/toast/describe-error";
import type { useOutgoingWebhooks } from "../api/outgoing-webhooks";
import { EVENT_KEYS, FORMAT_KEYS } from "./webhook-labels";

interface WebhooksTableProps {
  webhooks: OutgoingWebhook[];
  selected: OutgoingWebhook | null;
  onSelect: (id: number | null) => void;
  onEdit: (webhook: OutgoingWebhook) => void;
  onDelete: (webhook: OutgoingWebhook) => void;
}

/** The webhooks, or the loading, failed or empty state. */
export function WebhooksList({ query, ...table }: Omit<WebhooksTableProps, "webhooks"> & { query: ReturnType<typeof useOutgoingWebhooks> }) {
  const { t, i18n } = useTranslation();
  if (query.isPending) {
    return (
      <div className="card stack gap-s" role="status" aria-label={t("common.loading")}>
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height="2.5rem" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={t("outgoingWebhooks.list.loadFailed")} text={describeError(query.error, i18n).detail}>
        <Button type="button" label={t("outgoingWebhooks.retry")} icon="pi pi-refresh" outlined onClick={() => void query.refetch()} />
      </StateCard>
    );
  }
  if (query.data.length === 0) {
    return <StateCard icon="pi-send" title={t("outgoingWebhooks.list.emptyTitle")} text={t("outgoingWebhooks.list.emptyText")} />;
  }
  return <WebhooksTable webhooks={query.data} {...table} />;
}

/** One row a webhook: name, organization, format, events, active, and its edit and delete buttons; a click selects it. */
function WebhooksTable({ webhooks, selected, onSelect, onEdit, onDelete }: WebhooksTableProps) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <DataTable
        value={webhooks}
        dataKey="id"
        selectionMode="single"
        selection={selected}
        onSelectionChange={(event) => onSelect((event.value as OutgoingWebhook | null)?.id ?? null)}
        metaKeySelection={false}
        scrollable
        tableStyle={{ minWidth: "48rem" }}
        aria-label={t("outgoingWebhooks.title")}
      >
        <Column field="name" header={t("outgoingWebhooks.columns.name")} sortable bodyClassName="breakable" />
        <Column field="orgName" header={t("outgoingWebhooks.columns.organization")} sortable />
        <Column field="format" header={t("outgoingWebhooks.columns.format")} sortable body={(row: OutgoingWebhook) => t(FORMAT_KEYS[row.format])} />
        <Column
          header={t("outgoingWebhooks.columns.events")}
          body={(row: OutgoingWebhook) => (
            <div className="row wrap gap-xs">
              {row.events.map((event) => (
                <Tag key={event} value={t(EVENT_KEYS[event])} severity="info" />
              ))}
            </div>
          )}
        />
        <Column
          field="active"
          header={t("outgoingWebhooks.columns.active")}
          sortable
          body={(row: OutgoingWebhook) =>
            row.active ? (
              <Tag value={t("outgoingWebhooks.active.yes")} severity="success" />
            ) : (
              <Tag value={t("outgoingWebhooks.active.no")} severity="secondary" />
            )
          }
        />
        <Column
          header={t("outgoingWebhooks.columns.actions")}
          body={(row: OutgoingWebhook) => (
            <div className="row gap-xs">
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t("outgoingWebhooks.actions.edit", { name: row.name })}
                tooltip={t("outgoingWebhooks.actions.edit", { name: row.name })}
                onClick={() => onEdit(row)}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t("outgoingWebhooks.actions.delete", { name: row.name })}
                tooltip={t("outgoingWebhooks.actions.delete", { name: row.name })}
                onClick={() => onDelete(row)}
              />
            </div>
          )}
        />
      </DataTable>
    </div>
  );
}
