import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteUser } from "../api/delete-user";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";

/** Delete with a confirm dialog (the page holds the <ConfirmDialog />); `onDeleted` runs after success. */
export function useConfirmDeleteUser(onDeleted: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeleteUser();

  return (user: { id: number; login: string }) =>
    confirmDialog({
      header: t("users.delete.header"),
      message: t("users.delete.confirm", { login: user.login }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("users.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t("users.delete.header"), detail: t("users.delete.done", { login: user.login }) });
            onDeleted(user.id);
          },
          onError: showFailure,
        }),
    });
}
