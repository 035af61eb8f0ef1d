import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteGroup } from "../api/delete-group";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";

/** Delete with a confirm dialog (the page holds the <ConfirmDialog />); `onDeleted` runs after success. */
export function useConfirmDeleteGroup(onDeleted: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeleteGroup();

  return (group: { id: number; name: string }) =>
    confirmDialog({
      header: t("participantGroups.delete.header"),
      message: t("participantGroups.delete.confirm", { name: group.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("participantGroups.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(group.id, {
          onSuccess: () => {
            toast.show({
              severity: "success",
              summary: t("participantGroups.delete.header"),
              detail: t("participantGroups.delete.done", { name: group.name }),
            });
            onDeleted(group.id);
          },
          onError: showFailure,
        }),
    });
}
