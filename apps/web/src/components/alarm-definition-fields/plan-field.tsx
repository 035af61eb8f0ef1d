import { Dropdown } from "primereact/dropdown";
import { useTranslation } from "react-i18next";
import { describeError } from "../toast/describe-error";
import { DefinitionField } from "./definition-field";
import { usePlanOptions, type PlanOption, useNothingOfferedMessage } from "./definition-queries";
import { fieldIdOf, type SectionProps } from "./section-props";
import { pendingOptions } from "../pending-options";

/** The alarm plan: a searchable choice of the plans of the object's organization and above it, each with its organization. */
export function PlanField({
  idPrefix,
  values,
  edit,
  touch,
  errorOf,
  readOnly,
  orgId,
  required,
  currentPlanName,
}: SectionProps & { required: boolean; currentPlanName?: string | null }) {
  const { t, i18n } = useTranslation();
  const id = fieldIdOf(idPrefix, "alarmPlanId");
  const plans = usePlanOptions(orgId);
  const nothingOffered = useNothingOfferedMessage(orgId, "plan");
  // A copy: the saved plan added below must not be written into the query's cached list.
  const options: PlanOption[] = [...(plans.data ?? [])];
  // The saved plan stays readable while the list loads, or when the caller no longer sees it.
  if (values.alarmPlanId !== null && currentPlanName && !options.some((plan) => plan.id === values.alarmPlanId)) {
    options.unshift({ id: values.alarmPlanId, name: currentPlanName, orgName: "" });
  }
  const error =
    errorOf("alarmPlanId") ?? (plans.isError ? t("alarmDefinition.plan.loadFailed", { reason: describeError(plans.error, i18n).detail }) : undefined);
  const showPlan = (plan: PlanOption | null) =>
    plan ? (
      <span className="alarm-plan-option stack">
        <span>{plan.name}</span>
        {plan.orgName && <small className="alarm-plan-option__org">{plan.orgName}</small>}
      </span>
    ) : (
      <span>{plans.isLoading ? t("common.loading") : t("alarmDefinition.plan.none")}</span>
    );

  return (
    <DefinitionField id={id} label={t("alarmDefinition.fields.plan")} required={required} error={error} hint={t("alarmDefinition.hints.plan")}>
      <Dropdown
        inputId={id}
        value={values.alarmPlanId}
        options={options}
        optionValue="id"
        optionLabel="name"
        onChange={(event) => {
          edit("alarmPlanId", (event.value as number | undefined) ?? null);
          touch("alarmPlanId");
        }}
        onBlur={() => touch("alarmPlanId")}
        itemTemplate={showPlan}
        valueTemplate={showPlan}
        filter
        filterBy="name,orgName"
        showClear={!required && !readOnly}
        {...pendingOptions(plans.isLoading, nothingOffered, t)}
        emptyFilterMessage={t("alarmDefinition.plan.noMatch")}
        disabled={readOnly}
        invalid={Boolean(errorOf("alarmPlanId"))}
      />
    </DefinitionField>
  );
}
