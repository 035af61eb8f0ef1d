import { ALARM_RULE_LIMITS, RULE_ACTION_TYPES, RULE_CONDITION_TYPES, type AlarmRule } from "@alarm/contract";
import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { ActionFields } from "./action-fields";
import { ConditionFields } from "./condition-fields";
import { RuleDetailsSection } from "./rule-details-section";
import { RuleEntries } from "./rule-entries";
import { ADD_ACTION_ID, ADD_CONDITION_ID, entryField, newAction, newCondition } from "./rule-form-model";
import { RuleTestPanel } from "./rule-test-panel";
import { useRuleForm } from "./use-rule-form";

interface RuleFormProps {
  /** The rule edited; none when creating. */
  rule?: AlarmRule;
  defaultOrgId: number | null;
  onSaved: (rule: AlarmRule) => void;
  onCancel: () => void;
  onDelete: (rule: AlarmRule) => void;
}

/** Name, description, on/off and organization; the conditions and the actions; beside them the test panel. */
export function RuleForm({ rule, defaultOrgId, onSaved, onCancel, onDelete }: RuleFormProps) {
  const { t } = useTranslation();
  const ruleForm = useRuleForm({ rule, defaultOrgId, onSaved });
  const { form, errorOf, changeEntry, entriesOf } = ruleForm;
  const current = form.values;
  const title = rule ? t("alarmRules.editor.editTitle", { name: rule.name }) : t("alarmRules.editor.newTitle");
  return (
    <form className="alarm-rule-form" onSubmit={ruleForm.submit} noValidate aria-label={title} data-testid="alarm-rule-form">
      <div className="alarm-rule-form__columns">
        <div className="stack">
          <RuleDetailsSection rule={rule} ruleForm={ruleForm} />
          <RuleEntries
            {...entriesOf("conditions", newCondition)}
            addId={ADD_CONDITION_ID}
            types={RULE_CONDITION_TYPES}
            typeLabel={(type) => t(`alarmRules.conditionTypes.${type}`)}
            max={ALARM_RULE_LIMITS.conditions}
          >
            {(entry, index) => (
              <ConditionFields
                index={index}
                entry={entry}
                orgId={current.orgId}
                onChange={(changedEntry) => changeEntry("conditions", index, changedEntry)}
                errorOf={(field) => errorOf(entryField("conditions", index, field))}
              />
            )}
          </RuleEntries>
          <RuleEntries
            {...entriesOf("actions", newAction)}
            addId={ADD_ACTION_ID}
            types={RULE_ACTION_TYPES}
            typeLabel={(type) => t(`alarmRules.actionTypes.${type}`)}
            max={ALARM_RULE_LIMITS.actions}
          >
            {(entry, index) => (
              <ActionFields
                index={index}
                entry={entry}
                orgId={current.orgId}
                routedPoints={rule?.routedPoints ?? []}
                onChange={(changedEntry) => changeEntry("actions", index, changedEntry)}
                errorOf={(field) => errorOf(entryField("actions", index, field))}
              />
            )}
          </RuleEntries>
        </div>
        <RuleTestPanel orgId={current.orgId} checkedDraft={ruleForm.checkedDraft} onDraftProblems={form.saveFailed} />
      </div>

      <div className="object-editor__footer">
        {rule && (
          <Button
            type="button"
            label={t("alarmRules.editor.delete")}
            icon="pi pi-trash"
            severity="danger"
            text
            className="object-editor__delete"
            onClick={() => onDelete(rule)}
          />
        )}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={ruleForm.saving} />
        <Button
          type="submit"
          id="alarm-rule-save"
          data-testid="alarm-rule-save"
          label={t("alarmRules.editor.save")}
          icon="pi pi-check"
          loading={ruleForm.saving}
        />
      </div>
    </form>
  );
}
