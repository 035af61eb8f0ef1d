import type { OutgoingWebhook } from "@alarm/contract";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { useDeleteWebhook, useOutgoingWebhooks } from "../api/outgoing-webhooks";
import { WebhookDetails } from "./webhook-details";
import { WebhookDialog } from "./webhook-dialog";
import { WebhooksList } from "./webhooks-list";

type Editing = { webhook: OutgoingWebhook | null } | null;

/** The webhooks of the user's organization and below, the dialog that creates and edits one, and the one selected with its deliveries. */
export function WebhooksScreen() {
  const { t } = useTranslation();
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

  return (
    <div className="stack">
      {toolbar}
      <WebhooksList query={webhooks} selected={selected} onSelect={setSelectedId} onEdit={(webhook) => setEditing({ webhook })} onDelete={confirmDelete} />
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
