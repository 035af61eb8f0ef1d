import type { OutgoingWebhook } from "@alarm/contract";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { confirmDialog } from "primereact/confirmdialog";
import { DataTable } from "primereact/datatable";
import { Skeleton } from "primereact/skeleton";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StateCard } from "../../../components/state-card";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useDeleteWebhook, useOutgoingWebhooks } from "../api/outgoing-webhooks";
import { WebhookDetails } from "./webhook-details";
import { WebhookDialog } from "./webhook-dialog";
import { EVENT_KEYS, FORMAT_KEYS } from "./webhook-labels";

type Editing = { webhook: OutgoingWebhook | null } | null;

/** The webhooks of the user's organization and below, the dialog that creates and edits one, and the one selected with its deliveries. */
export function WebhooksScreen() {
  const { t, i18n } = useTranslation();
  const organization = useCurrentOrganization();
  const webhooks = useOutgoingWebhooks();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const confirmDelete = useConfirmDelete(() => setSelectedId(null));
  const selected = webhooks.data?.find((webhook) => webhook.id === selectedId) ?? null;

  const toolbar = (
    <div className="cluster spread wrap">
      <p className="muted">{t("outgoingWebhooks.intro")}</p>
      <Button type="button" label={t("outgoingWebhooks.list.new")} icon="pi pi-plus" onClick={() => setEditing({ webhook: null })} />
    </div>
  );

  let list;
  if (webhooks.isPending) {
    list = (
      <div className="card stack gap-s" role="status" aria-label={t("common.loading")}>
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height="2.5rem" />
        ))}
      </div>
    );
  } else if (webhooks.isError) {
    list = (
      <StateCard icon="pi-exclamation-triangle" tone="error" title={t("outgoingWebhooks.list.loadFailed")} text={describeError(webhooks.error, i18n).detail}>
        <Button type="button" label={t("outgoingWebhooks.retry")} icon="pi pi-refresh" outlined onClick={() => void webhooks.refetch()} />
      </StateCard>
    );
  } else if (webhooks.data.length === 0) {
    list = <StateCard icon="pi-send" title={t("outgoingWebhooks.list.emptyTitle")} text={t("outgoingWebhooks.list.emptyText")} />;
  } else {
    list = (
      <div className="card">
        <DataTable
          value={webhooks.data}
          dataKey="id"
          selectionMode="single"
          selection={selected}
          onSelectionChange={(event) => setSelectedId((event.value as OutgoingWebhook | null)?.id ?? null)}
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
                  onClick={() => setEditing({ webhook: row })}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={t("outgoingWebhooks.actions.delete", { name: row.name })}
                  tooltip={t("outgoingWebhooks.actions.delete", { name: row.name })}
                  onClick={() => confirmDelete(row)}
                />
              </div>
            )}
          />
        </DataTable>
      </div>
    );
  }

  return (
    <div className="stack">
      {toolbar}
      {list}
      {selected && <WebhookDetails key={selected.id} webhook={selected} onEdit={() => setEditing({ webhook: selected })} onClose={() => setSelectedId(null)} />}
      {editing && (
        <WebhookDialog
          webhook={editing.webhook}
          defaultOrgId={organization?.id ?? null}
          onHide={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setSelectedId(saved.id);
          }}
        />
      )}
    </div>
  );
}

/** Delete with a confirm dialog (the page holds the <ConfirmDialog />). */
function useConfirmDelete(onDeleted: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeleteWebhook();
  return (webhook: OutgoingWebhook) =>
    confirmDialog({
      header: t("outgoingWebhooks.delete.header"),
      message: t("outgoingWebhooks.delete.confirm", { name: webhook.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("outgoingWebhooks.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(webhook.id, {
          onSuccess: () => {
            toast.show({
              severity: "success",
              summary: t("outgoingWebhooks.delete.header"),
              detail: t("outgoingWebhooks.delete.done", { name: webhook.name }),
            });
            onDeleted();
          },
          onError: showFailure,
        }),
    });
}
