import type { AlarmPlan } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { alarmPlansQueryKey } from "../api/query-keys";
import { DESCRIPTION_MAX, NAME_MAX } from "./plan-form-model";
import { PlanMediaSection, PlanRanksSection } from "./plan-form-sections";
import { usePlanForm } from "./use-plan-form";

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
  const state = usePlanForm(plan, defaultOrgId, onSaved);
  const { dirty } = state.form;
  const formLabel = plan ? t("alarmPlans.editor.editTitle", { name: plan.name }) : t("alarmPlans.editor.newTitle");

  return (
    <form className="object-editor__form stack" onSubmit={state.submit} noValidate aria-label={formLabel}>
      <section className="object-editor__section stack gap-l" aria-labelledby="plan-details-title">
        <h3 id="plan-details-title">{t("alarmPlans.editor.details")}</h3>
        <ObjectIdentityFields
          idPrefix="plan"
          section="alarmPlans"
          form={state.form}
          limits={{ name: NAME_MAX, description: DESCRIPTION_MAX }}
          organization={{ saved: plan, names: plan && { name: plan.name }, objectType: "ALARMPLAN", queryKey: alarmPlansQueryKey }}
        />
      </section>

      <PlanMediaSection state={state} />
      <PlanRanksSection state={state} />

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
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={state.saving} />
        <Button type="submit" label={t("alarmPlans.editor.save")} icon="pi pi-check" loading={state.saving} />
      </div>
    </form>
  );
}
