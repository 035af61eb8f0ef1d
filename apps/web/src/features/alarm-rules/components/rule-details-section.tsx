import { ALARM_RULE_LIMITS, type AlarmRule } from "@alarm/contract";
import { InputSwitch } from "primereact/inputswitch";
import { useTranslation } from "react-i18next";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { alarmRulesQueryKey } from "../api/query-keys";
import type { useRuleForm } from "./use-rule-form";

interface RuleDetailsSectionProps {
  rule?: AlarmRule;
  ruleForm: ReturnType<typeof useRuleForm>;
}

/** The rule's name, description and organization, and whether it is on. */
export function RuleDetailsSection({ rule, ruleForm }: RuleDetailsSectionProps) {
  const { t } = useTranslation();
  const { form, identityForm } = ruleForm;
  return (
    <section className="object-editor__section stack gap-l" aria-labelledby="alarm-rule-details-title">
      <h3 id="alarm-rule-details-title">{t("alarmRules.editor.details")}</h3>
      <ObjectIdentityFields
        idPrefix="alarm-rule"
        section="alarmRules"
        form={identityForm}
        limits={{ name: ALARM_RULE_LIMITS.name, description: ALARM_RULE_LIMITS.description }}
        organization={{ saved: rule, readOnly: true, names: rule && { name: rule.name }, objectType: "ALARM_RULE", queryKey: alarmRulesQueryKey }}
      />
      <div className="cluster gap-s">
        <InputSwitch
          inputId="alarm-rule-enabled"
          data-testid="alarm-rule-enabled"
          checked={form.values.enabled}
          onChange={(event) => form.edit("enabled", Boolean(event.value))}
        />
        <label htmlFor="alarm-rule-enabled">{t("alarmRules.editor.enabled")}</label>
      </div>
      <small className="form-field__hint">{t("alarmRules.editor.enabledHint")}</small>
    </section>
  );
}
