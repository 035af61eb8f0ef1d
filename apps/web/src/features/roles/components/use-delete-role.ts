import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteRole } from "../api/delete-role";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";

/**
 * Delete with a confirm dialog (the page holds the <ConfirmDialog />). A role users still hold is
 * refused with 'Object "{name}" is tightly used by others', shown as an error toast.
 */
export function useConfirmDeleteRole(onDeleted: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeleteRole();

  return (role: { id: number; name: string }) =>
    confirmDialog({
      header: t("roles.delete.header"),
      message: t("roles.delete.confirm", { name: role.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("roles.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(role.id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t("roles.delete.header"), detail: t("roles.delete.done", { name: role.name }) });
            onDeleted(role.id);
          },
          onError: showFailure,
        }),
    });
}
