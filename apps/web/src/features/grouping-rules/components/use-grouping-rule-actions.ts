import type { GroupingRule } from "@alarm/contract";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../components/object-list/use-confirm-delete";
import { useFailureToast } from "../../../components/object-list/use-failure-toast";
import { useToast } from "../../../components/toast/toast-context";
import { useDeleteGroupingRule, useSaveGroupingRule } from "../api/grouping-rules";

const DELETE_TEXTS = {
  header: "groupingRules.delete.header",
  confirm: "groupingRules.delete.confirm",
  accept: "groupingRules.delete.accept",
  done: "groupingRules.delete.done",
};

/** Delete with a confirm dialog (the page holds the <ConfirmDialog />); `onDeleted` runs after success. */
export function useConfirmDeleteGroupingRule(onDeleted: (id: number) => void) {
  return useConfirmDelete(useDeleteGroupingRule(), DELETE_TEXTS, onDeleted);
}

/** Turning a rule on or off from the list: the rule as it is, with `enabled` flipped. */
export function useToggleGroupingRule() {
  const { t } = useTranslation();
  const toast = useToast();
  const showFailure = useFailureToast();
  const save = useSaveGroupingRule();
  return {
    toggling: save.isPending && save.variables.kind === "update" ? save.variables.request.id : null,
    toggle: (rule: GroupingRule) => {
      const { id, version, name, alarmPointIds, integrationKeyIds, groupBy, windowMinutes } = rule;
      save.mutate(
        { kind: "update", request: { id, version, name, alarmPointIds, integrationKeyIds, groupBy, windowMinutes, enabled: !rule.enabled } },
        {
          onSuccess: (saved) =>
            toast.show({
              severity: "success",
              summary: t(saved.enabled ? "groupingRules.toggle.enabled" : "groupingRules.toggle.disabled"),
              detail: saved.name,
            }),
          onError: showFailure,
        },
      );
    },
  };
}
