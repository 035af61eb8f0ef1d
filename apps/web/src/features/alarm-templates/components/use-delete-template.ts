import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteAlarmTemplate } from "../api/template";

/** Delete with a confirm dialog (the page holds the <ConfirmDialog />); `onDeleted` runs after success. */
export function useConfirmDeleteTemplate(onDeleted: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeleteAlarmTemplate();

  return (template: { id: number; name: string }) =>
    confirmDialog({
      header: t("alarmTemplates.delete.header"),
      message: t("alarmTemplates.delete.confirm", { name: template.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("alarmTemplates.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(template.id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t("alarmTemplates.delete.header"), detail: t("alarmTemplates.delete.done", { name: template.name }) });
            onDeleted(template.id);
          },
          onError: showFailure,
        }),
    });
}
