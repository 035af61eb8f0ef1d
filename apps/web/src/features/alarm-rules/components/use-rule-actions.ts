import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../components/object-list/use-confirm-delete";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useCloneAlarmRule, useDeleteAlarmRule, useSaveAlarmRule } from "../api/rule";
import { type AlarmRuleRow, useOrderAlarmRules } from "../api/rules-list";
import { movedOrder } from "./rule-order";

type RuleRef = { id: number; name: string };

const DELETE_TEXTS = {
  header: "alarmRules.delete.header",
  confirm: "alarmRules.delete.confirm",
  accept: "alarmRules.delete.accept",
  done: "alarmRules.delete.done",
};

/** Delete with a confirm dialog (the page holds the <ConfirmDialog />); `onDeleted` runs after success. */
export function useConfirmDeleteRule(onDeleted: (id: number) => void) {
  return useConfirmDelete(useDeleteAlarmRule(), DELETE_TEXTS, onDeleted);
}

/** The list's own actions on a rule: clone (then `onCloned` opens the copy), turn on or off, move up or down. */
export function useRuleListActions(orgId: number, onCloned: (id: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const clone = useCloneAlarmRule();
  const save = useSaveAlarmRule();
  const order = useOrderAlarmRules(orgId);

  return {
    cloning: clone.isPending ? clone.variables : null,
    toggling: save.isPending && save.variables.kind === "update" ? save.variables.request.id : null,
    moving: order.isPending,
    clone: (rule: RuleRef) =>
      clone.mutate(rule.id, {
        onSuccess: (copy) => {
          toast.show({ severity: "success", summary: t("alarmRules.clone.title"), detail: t("alarmRules.clone.done", { name: rule.name, copy: copy.name }) });
          onCloned(copy.id);
        },
        onError: showFailure,
      }),
    toggle: (row: AlarmRuleRow) => {
      const { id, version, name, description, conditions, actions } = row;
      save.mutate(
        { kind: "update", request: { id, version, name, description, conditions, actions, enabled: !row.enabled } },
        {
          onSuccess: (saved) =>
            toast.show({ severity: "success", summary: t(saved.enabled ? "alarmRules.toggle.enabled" : "alarmRules.toggle.disabled"), detail: saved.name }),
          onError: showFailure,
        },
      );
    },
    move: (rows: readonly AlarmRuleRow[], rule: RuleRef, step: -1 | 1) =>
      order.mutate(
        movedOrder(
          rows.map((row) => row.id),
          rule.id,
          step,
        ),
        {
          onError: (error) =>
            isApiError(error, "CONFLICT")
              ? toast.show({ severity: "warn", summary: t("alarmRules.order.conflictTitle"), detail: t("alarmRules.order.conflict") })
              : showFailure(error),
        },
      ),
  };
}
