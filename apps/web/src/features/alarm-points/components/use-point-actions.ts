import type { AlarmPoint } from "@alarm/contract";
import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useClonePoint, useDeletePoint, useRestorePoint } from "../api/point";

type Named = Pick<AlarmPoint, "id" | "name">;

/** Delete (after a confirm; the page holds the <ConfirmDialog />), clone and restore, each with its toast. */
export function usePointActions({
  onDeleted,
  onCloned,
  onRestored,
}: {
  onDeleted: (id: number) => void;
  onCloned: (copy: AlarmPoint) => void;
  onRestored: (id: number) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeletePoint();
  const clone = useClonePoint();
  const restore = useRestorePoint();

  return {
    busy: remove.isPending || clone.isPending || restore.isPending,
    confirmDelete: (point: Named) =>
      confirmDialog({
        header: t("alarmPoints.delete.header"),
        message: t("alarmPoints.delete.confirm", { name: point.name }),
        icon: "pi pi-exclamation-triangle",
        defaultFocus: "reject",
        acceptLabel: t("alarmPoints.delete.accept"),
        rejectLabel: t("common.cancel"),
        acceptClassName: "p-button-danger",
        accept: () =>
          remove.mutate(point.id, {
            onSuccess: () => {
              toast.show({ severity: "success", summary: t("alarmPoints.delete.header"), detail: t("alarmPoints.delete.done", { name: point.name }) });
              onDeleted(point.id);
            },
            onError: showFailure,
          }),
      }),
    clone: (point: Named) =>
      clone.mutate(point.id, {
        onSuccess: (copy) => {
          toast.show({ severity: "success", summary: t("alarmPoints.clone.title"), detail: t("alarmPoints.clone.done", { name: copy.name }) });
          onCloned(copy);
        },
        onError: showFailure,
      }),
    restore: (point: Named) =>
      restore.mutate(point.id, {
        onSuccess: () => {
          toast.show({ severity: "success", summary: t("alarmPoints.restore.title"), detail: t("alarmPoints.restore.done", { name: point.name }) });
          onRestored(point.id);
        },
        onError: showFailure,
      }),
  };
}
