import { confirmDialog } from "primereact/confirmdialog";
import { useTranslation } from "react-i18next";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useClonePlan, useDeletePlan } from "../api/save-plan";

type PlanRef = { id: number; name: string };

/** Delete with a confirm dialog (the page holds the <ConfirmDialog />); `onDeleted` runs after success. */
export function useConfirmDeletePlan(onDeleted: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const remove = useDeletePlan();

  return (plan: PlanRef) =>
    confirmDialog({
      header: t("alarmPlans.delete.header"),
      message: t("alarmPlans.delete.confirm", { name: plan.name }),
      icon: "pi pi-exclamation-triangle",
      defaultFocus: "reject",
      acceptLabel: t("alarmPlans.delete.accept"),
      rejectLabel: t("common.cancel"),
      acceptClassName: "p-button-danger",
      accept: () =>
        remove.mutate(plan.id, {
          onSuccess: () => {
            toast.show({ severity: "success", summary: t("alarmPlans.delete.header"), detail: t("alarmPlans.delete.done", { name: plan.name }) });
            onDeleted(plan.id);
          },
          onError: showFailure,
        }),
    });
}

/** Clones a plan; `onCloned` gets the copy's id (to open it). */
export function useClonePlanAction(onCloned: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const clone = useClonePlan();

  return {
    isPending: clone.isPending,
    clone: (plan: PlanRef) =>
      clone.mutate(plan.id, {
        onSuccess: (copy) => {
          toast.show({ severity: "success", summary: t("alarmPlans.clone.title"), detail: t("alarmPlans.clone.done", { name: plan.name, copy: copy.name }) });
          onCloned(copy.id);
        },
        onError: showFailure,
      }),
  };
}
