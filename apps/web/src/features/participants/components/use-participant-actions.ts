import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { refusalDetail } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { useCloneParticipant } from "../api/clone-participant";
import { useDeleteParticipant } from "../api/delete-participant";

interface Named {
  id: number;
  fullName: string;
}

/**
 * Delete with a confirm dialog (the page holds the <ConfirmDialog />). While a group uses the
 * participant the server refuses with 'Object "{fullName}" is tightly used by others', shown as
 * an error toast. `onDeleted` runs after success.
 */
export function useConfirmDeleteParticipant(onDeleted: (id: number) => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const remove = useDeleteParticipant();

  return (participant: Named) =>
    confirmDialog({
      header: t("participants.delete.header"),
      message: t("participants.delete.confirm", { name: participant.fullName }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("participants.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(participant.id, {
          onSuccess: () => {
            toast.show({
              severity: "success",
              summary: t("participants.delete.header"),
              detail: t("participants.delete.done", { name: participant.fullName }),
            });
            onDeleted(participant.id);
          },
          onError: (error) =>
            toast.show({
              severity: "error",
              summary: t("participants.delete.failedTitle"),
              detail: refusalDetail(error, i18n),
            }),
        }),
    });
}

/** POST /participants/clone; `onCloned` gets the copy (named "… (copy)", without a login). */
export function useCloneWithToast(onCloned: (copy: Named) => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const clone = useCloneParticipant();
  const run = (participant: Named) =>
    clone.mutate(participant.id, {
      onSuccess: (copy) => {
        toast.show({
          severity: "success",
          summary: t("participants.clone.doneTitle"),
          detail: t("participants.clone.done", { name: participant.fullName, copy: copy.fullName }),
        });
        onCloned(copy);
      },
      onError: (error) =>
        toast.show({
          severity: "error",
          summary: t("participants.clone.failedTitle"),
          detail: refusalDetail(error, i18n),
        }),
    });
  return { run, isPending: clone.isPending };
}
