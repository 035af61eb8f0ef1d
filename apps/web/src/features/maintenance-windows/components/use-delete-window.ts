import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteMaintenanceWindow } from "../api/maintenance-windows";

/** Delete with a confirm dialog (the page holds the <ConfirmDialog />); `onDeleted` runs after success. */
export function useConfirmDeleteWindow(onDeleted: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeleteMaintenanceWindow();

  return (window: { id: number; name: string }) =>
    confirmDialog({
      header: t("maintenance.delete.header"),
      message: t("maintenance.delete.confirm", { name: window.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("maintenance.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(window.id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t("maintenance.delete.header"), detail: t("maintenance.delete.done", { name: window.name }) });
            onDeleted(window.id);
          },
          onError: showFailure,
        }),
    });
}
