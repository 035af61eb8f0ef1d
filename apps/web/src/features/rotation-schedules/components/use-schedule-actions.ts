import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useCloneSchedule, useDeleteSchedule } from "../api/schedule";
import type { AnyScheduleKind } from "./schedule-kinds";

type ScheduleRef = { id: number; name: string };

/** Delete with a confirm dialog (the page holds the <ConfirmDialog />); a schedule still in use is refused with what uses it. */
export function useConfirmDeleteSchedule(kind: AnyScheduleKind, onDeleted: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeleteSchedule(kind.api);
  const section = kind.section;

  return (schedule: ScheduleRef) =>
    confirmDialog({
      header: t(`${section}.delete.header`),
      message: t(`${section}.delete.confirm`, { name: schedule.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("rotationSchedules.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(schedule.id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t(`${section}.delete.header`), detail: t("rotationSchedules.delete.done", { name: schedule.name }) });
            onDeleted(schedule.id);
          },
          onError: showFailure,
        }),
    });
}

/** Clones a schedule; `onCloned` gets the copy's id (to open it). */
export function useCloneScheduleAction(kind: AnyScheduleKind, onCloned: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const clone = useCloneSchedule(kind.api);

  return {
    isPending: clone.isPending,
    clone: (schedule: ScheduleRef) =>
      clone.mutate(schedule.id, {
        onSuccess: (copy) => {
          toast.show({
            severity: "success",
            summary: t("rotationSchedules.clone.title"),
            detail: t("rotationSchedules.clone.done", { name: schedule.name, copy: copy.name }),
          });
          onCloned(copy.id);
        },
        onError: showFailure,
      }),
  };
}
