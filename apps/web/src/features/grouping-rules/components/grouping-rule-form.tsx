import { GROUPING_LIMITS, type GroupingRule } from "@alarm/contract";
import { Button } from "primereact/button";
import { InputNumber } from "primereact/inputnumber";
import { InputSwitch } from "primereact/inputswitch";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { IntegrationKeysPicker } from "../../../components/integrations/integration-keys-picker";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { groupingRulesQueryKey } from "../api/query-keys";
import { fieldIdOf, WINDOW_RANGE } from "../model/rule-form";
import { AlarmPointsField } from "./alarm-points-field";
import { GroupByFields } from "./group-by-fields";
import { useGroupingRuleForm } from "./use-grouping-rule-form";

interface GroupingRuleFormProps {
  /** The rule edited; none when creating. */
  rule?: GroupingRule;
  defaultOrgId: number | null;
  onSaved: (rule: GroupingRule) => void;
  onCancel: () => void;
  onDelete: (rule: GroupingRule) => void;
}

/** Name, organization and on/off; the alarms the rule takes; the fields they must share; the window. */
export function GroupingRuleForm({ rule, defaultOrgId, onSaved, onCancel, onDelete }: GroupingRuleFormProps) {
  const { t } = useTranslation();
  const { form, identityForm, parts, submit, saving } = useGroupingRuleForm({ rule, defaultOrgId, onSaved });
  const values = form.values;
  const title = rule ? t("groupingRules.editor.editTitle", { name: rule.name }) : t("groupingRules.editor.newTitle");
  const windowId = fieldIdOf("windowMinutes");
  const windowError = form.errorOf("windowMinutes");
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={title} data-testid="grouping-rule-form">
      <section className="object-editor__section stack gap-l" aria-labelledby="grouping-rule-details-title">
        <h3 id="grouping-rule-details-title">{t("groupingRules.editor.details")}</h3>
        <ObjectIdentityFields<"name" | "orgId">
          idPrefix="grouping-rule"
          section="groupingRules"
          form={identityForm}
          limits={{ name: GROUPING_LIMITS.name }}
          organization={{ saved: rule, readOnly: true, names: rule && { name: rule.name }, queryKey: groupingRulesQueryKey }}
        />
        <div className="cluster gap-s">
          <InputSwitch
            inputId="grouping-rule-enabled"
            data-testid="grouping-rule-enabled"
            checked={values.enabled}
            onChange={(event) => form.edit("enabled", Boolean(event.value))}
          />
          <label htmlFor="grouping-rule-enabled">{t("groupingRules.editor.enabled")}</label>
        </div>
        <small className="form-field__hint">{t("groupingRules.editor.enabledHint")}</small>
      </section>

      <section className="object-editor__section stack gap-m" aria-labelledby="grouping-rule-takes-title">
        <h3 id="grouping-rule-takes-title">{t("groupingRules.editor.takes")}</h3>
        <p className="object-editor__text muted">{t("groupingRules.editor.takesHint")}</p>
        <AlarmPointsField
          id={fieldIdOf("alarmPointIds")}
          orgId={values.orgId}
          value={values.alarmPointIds}
          onChange={(ids) => form.edit("alarmPointIds", ids)}
          error={form.errorOf("alarmPointIds")}
        />
        <IntegrationKeysPicker
          id={fieldIdOf("integrationKeyIds")}
          orgId={values.orgId}
          value={values.integrationKeyIds}
          onChange={(ids) => form.edit("integrationKeyIds", ids)}
          error={form.errorOf("integrationKeyIds")}
          hint={t("groupingRules.editor.keysHint")}
        />
      </section>

      <GroupByFields
        parts={values.groupBy}
        error={form.errorOf("groupBy")}
        errorOf={form.errorOf}
        onAdd={parts.add}
        onChange={parts.change}
        onRemove={parts.remove}
        onTouch={form.touch}
      />

      <section className="object-editor__section stack gap-m" aria-labelledby="grouping-rule-window-title">
        <h3 id="grouping-rule-window-title">{t("groupingRules.editor.window")}</h3>
        <p className="object-editor__text muted">{t("groupingRules.editor.windowHint")}</p>
        {/* A row, so that the number field is as wide as a number. */}
        <div className="cluster">
          <FormField id={windowId} label={t("groupingRules.editor.windowMinutes")} error={windowError}>
            <InputNumber
              inputId={windowId}
              value={values.windowMinutes}
              onValueChange={(event) => form.edit("windowMinutes", event.value ?? null)}
              onBlur={() => form.touch("windowMinutes")}
              useGrouping={false}
              showButtons
              min={WINDOW_RANGE.min}
              max={WINDOW_RANGE.max}
              suffix={` ${t("groupingRules.editor.minutes")}`}
              invalid={Boolean(windowError)}
              aria-required
              {...fieldAria(windowId, windowError)}
            />
          </FormField>
        </div>
      </section>

      <div className="object-editor__footer">
        {rule && (
          <Button
            type="button"
            label={t("groupingRules.editor.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(rule)}
          />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={saving} />
        <Button
          type="submit"
          id="grouping-rule-save"
          data-testid="grouping-rule-save"
          label={t("groupingRules.editor.save")}
          icon="pi pi-check"
          loading={saving}
        />
      </div>
    </form>
  );
}
