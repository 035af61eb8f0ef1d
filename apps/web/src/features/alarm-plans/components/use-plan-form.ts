import type { AlarmPlan } from "@alarm/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { useSavePlan } from "../api/save-plan";
import {
  checkPlanForm,
  newPlanForm,
  NO_RANK_PROBLEMS,
  planFormOf,
  rankProblemsOf,
  serverPlanErrors,
  toCreateRequest,
  toUpdateRequest,
  type PlanField,
  type PlanFormValues,
} from "./plan-form-model";

/** The element each field's problem is announced on, in the order of the form. */
export const PLAN_FIELD_IDS: Record<PlanField, string> = {
  name: "plan-name",
  orgId: "plan-organization",
  description: "plan-description",
  mediaProcessingType: "plan-processing-BY_RANK",
  mediaUsageType: "plan-usage-ALL",
  skipCheckedOut: "plan-skip-checked-out",
  ranks: "plan-ranks-title",
};

/** The plan form's values and saving, and the ranks' entries the server found wrong until the ranks change. */
export function usePlanForm(plan: AlarmPlan | undefined, defaultOrgId: number | null, onSaved: (plan: AlarmPlan) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSavePlan();
  const mode = plan ? "edit" : "create";
  const form = useObjectForm<PlanFormValues, PlanField>({
    initial: () => (plan ? planFormOf(plan) : newPlanForm(defaultOrgId)),
    check: (values) => checkPlanForm(values, mode),
    fieldIds: PLAN_FIELD_IDS,
    serverErrorsOf: serverPlanErrors,
  });
  const { values, edit, handleSubmit, saveFailed } = form;
  const [rankProblems, setRankProblems] = useState(NO_RANK_PROBLEMS);

  const submit = handleSubmit(() => {
    const request = plan ? { kind: "update" as const, request: toUpdateRequest(values, plan) } : { kind: "create" as const, request: toCreateRequest(values) };
    save.mutate(request, {
      onSuccess: (saved) => {
        toast.show({
          severity: "success",
          summary: plan ? t("alarmPlans.editor.savedTitle") : t("alarmPlans.editor.createdTitle"),
          detail: t("alarmPlans.editor.saved", { name: saved.name, count: saved.ranks.length }),
        });
        onSaved(saved);
      },
      onError: (error) => {
        setRankProblems(isApiError(error) ? rankProblemsOf(error.details, values.ranks) : NO_RANK_PROBLEMS);
        saveFailed(error);
      },
    });
  });

  const editRanks = (ranks: PlanFormValues["ranks"]) => {
    edit("ranks", ranks);
    setRankProblems(NO_RANK_PROBLEMS);
  };

  return { form, rankProblems, editRanks, submit, saving: save.isPending };
}

export type PlanFormState = ReturnType<typeof usePlanForm>;
