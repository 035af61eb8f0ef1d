import type { AlarmPlan } from "@alarm/contract";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorId } from "../../../components/form-field";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useToast } from "../../../components/toast/toast-context";
import { isApiError } from "../../../lib/api-error";
import { alarmPlansQueryKey } from "../api/query-keys";
import { useSavePlan } from "../api/save-plan";
import { PlanMediaFields } from "./plan-media-fields";
import {
  checkPlanForm,
  DESCRIPTION_MAX,
  NAME_MAX,
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
import { RanksEditor } from "./ranks-editor";

/** The element each field's problem is announced on, in the order of the form. */
const FIELD_IDS: Record<PlanField, string> = {
  name: "plan-name",
  orgId: "plan-organization",
  description: "plan-description",
  mediaProcessingType: "plan-processing-BY_RANK",
  mediaUsageType: "plan-usage-ALL",
  skipCheckedOut: "plan-skip-checked-out",
  ranks: "plan-ranks-title",
};

interface PlanFormProps {
  /** The plan edited; none when creating. */
  plan?: AlarmPlan;
  defaultOrgId: number | null;
  onSaved: (plan: AlarmPlan) => void;
  onCancel: () => void;
  onDelete: (plan: AlarmPlan) => void;
  onClone: (plan: AlarmPlan) => void;
}

/** Name, organization, description, how the plan alerts, and its ranks of participants and groups. */
export function PlanForm({ plan, defaultOrgId, onSaved, onCancel, onDelete, onClone }: PlanFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSavePlan();
  const mode = plan ? "edit" : "create";
  const form = useObjectForm<PlanFormValues, PlanField>({
    initial: () => (plan ? planFormOf(plan) : newPlanForm(defaultOrgId)),
    check: (values) => checkPlanForm(values, mode),
    fieldIds: FIELD_IDS,
    serverErrorsOf: serverPlanErrors,
  });
  const { values, edit, errorOf, say, handleSubmit, saveFailed, dirty } = form;
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

  const ranksError = errorOf("ranks");
  const formLabel = plan ? t("alarmPlans.editor.editTitle", { name: plan.name }) : t("alarmPlans.editor.newTitle");

  return (
    <form className="object-editor__form stack" onSubmit={submit} noValidate aria-label={formLabel}>
      <section className="object-editor__section stack gap-l" aria-labelledby="plan-details-title">
        <h3 id="plan-details-title">{t("alarmPlans.editor.details")}</h3>
        <ObjectIdentityFields
          idPrefix="plan"
          section="alarmPlans"
          form={form}
          limits={{ name: NAME_MAX, description: DESCRIPTION_MAX }}
          organization={{ saved: plan, names: plan && { name: plan.name }, objectType: "ALARMPLAN", queryKey: alarmPlansQueryKey }}
        />
      </section>

      <section className="object-editor__section stack gap-l" aria-labelledby="plan-media-title">
        <h3 id="plan-media-title">{t("alarmPlans.editor.media")}</h3>
        <PlanMediaFields
          processing={values.mediaProcessingType}
          usage={values.mediaUsageType}
          onProcessing={(value) => edit("mediaProcessingType", value)}
          onUsage={(value) => edit("mediaUsageType", value)}
        />
        <div className="stack gap-xs">
          <div className="cluster gap-s">
            <Checkbox
              inputId={FIELD_IDS.skipCheckedOut}
              checked={values.skipCheckedOut}
              onChange={(event) => edit("skipCheckedOut", Boolean(event.checked))}
              aria-describedby="plan-skip-checked-out-hint"
              invalid={Boolean(errorOf("skipCheckedOut"))}
            />
            <label htmlFor={FIELD_IDS.skipCheckedOut}>{t("alarmPlans.editor.skipCheckedOut")}</label>
          </div>
          <small id="plan-skip-checked-out-hint" className={errorOf("skipCheckedOut") ? "form-field__error" : "form-field__hint"}>
            {errorOf("skipCheckedOut") ?? t("alarmPlans.editor.skipCheckedOutHint")}
          </small>
        </div>
      </section>

      <section
        className="object-editor__section stack gap-l"
        aria-labelledby="plan-ranks-title"
        aria-describedby={ranksError ? fieldErrorId("plan-ranks") : undefined}
      >
        <div className="object-editor__section-header cluster gap-l">
          <h3 id="plan-ranks-title" tabIndex={-1}>
            {t("alarmPlans.ranks.title")}
          </h3>
          <span className="object-editor__count muted">{t("alarmPlans.ranks.count", { count: values.ranks.length })}</span>
        </div>
        <p className="object-editor__text muted plan-editor__text">
          {values.mediaProcessingType === "BY_RANK" ? t("alarmPlans.ranks.hintByRank") : t("alarmPlans.ranks.hintAllAtOnce")}
        </p>
        {ranksError && (
          <small id={fieldErrorId("plan-ranks")} className="form-field__error" role="alert">
            {ranksError}
          </small>
        )}
        <RanksEditor
          ranks={values.ranks}
          onChange={(ranks) => {
            edit("ranks", ranks);
            setRankProblems(NO_RANK_PROBLEMS);
          }}
          showProblems={Boolean(ranksError)}
          serverProblems={rankProblems}
          say={say}
          orgId={values.orgId}
        />
      </section>

      <div className="object-editor__footer plan-editor__footer">
        {plan && (
          <>
            <Button
              type="button"
              label={t("alarmPlans.toolbar.delete")}
              icon="pi pi-trash"
              severity="danger"
              text
              className="object-editor__delete"
              onClick={() => onDelete(plan)}
            />
            <Button
              type="button"
              label={t("alarmPlans.toolbar.clone")}
              icon="pi pi-copy"
              text
              disabled={dirty}
              title={dirty ? t("alarmPlans.editor.cloneSavedFirst") : undefined}
              onClick={() => onClone(plan)}
            />
          </>
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" label={t("alarmPlans.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
