import { ALARM_RULE_LIMITS, RULE_ACTION_TYPES, RULE_CONDITION_TYPES, type AlarmRule } from "@alarm/contract";
import { Button } from "primereact/button";
import { InputSwitch } from "primereact/inputswitch";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectIdentityFields } from "../../../components/object-list/object-identity-fields";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useToast } from "../../../components/toast/toast-context";
import { alarmRulesQueryKey } from "../api/query-keys";
import { useSaveAlarmRule } from "../api/rule";
import { ActionFields } from "./action-fields";
import { ConditionFields } from "./condition-fields";
import { RuleEntries } from "./rule-entries";
import {
  ADD_ACTION_ID,
  ADD_CONDITION_ID,
  checkRuleForm,
  entryField,
  newAction,
  newCondition,
  newRuleForm,
  ruleFieldIds,
  ruleFormOf,
  serverRuleErrors,
  toCreateRequest,
  toTestDraft,
  toUpdateRequest,
  type RuleDraft,
  type RuleField,
  type RuleFormErrors,
  type RuleFormValues,
  type RuleList,
} from "./rule-form-model";
import { RuleTestPanel } from "./rule-test-panel";

interface RuleFormProps {
  /** The rule edited; none when creating. */
  rule?: AlarmRule;
  defaultOrgId: number | null;
  onSaved: (rule: AlarmRule) => void;
  onCancel: () => void;
  onDelete: (rule: AlarmRule) => void;
}

/** A submit event for checking the form without a submit (the test panel's Run). */
const NO_EVENT = { preventDefault: () => undefined } as FormEvent;

/** Name, description, on/off and organization; the conditions and the actions; beside them the test panel. */
export function RuleForm({ rule, defaultOrgId, onSaved, onCancel, onDelete }: RuleFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAlarmRule();
  const mode = rule ? "edit" : "create";
  // The inputs to focus follow the conditions and actions of the values the form holds now (filled in below).
  const fieldIds = {} as Record<RuleField, string>;
  const form = useObjectForm<RuleFormValues, RuleField>({
    initial: () => (rule ? ruleFormOf(rule) : newRuleForm(defaultOrgId)),
    check: (values) => checkRuleForm(values, mode),
    fieldIds,
    serverErrorsOf: (details): RuleFormErrors | null => serverRuleErrors(details, form.values),
  });
  Object.assign(fieldIds, ruleFieldIds(form.values));
  // The entries changed since the server's last answer: its problems, placed by position, no longer apply to them.
  const [changed, setChanged] = useState<ReadonlySet<number>>(new Set());
  // The entries' fields a person has typed or chosen in ("<entry key>.<field>"): only they say their problems before a save.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const errorOf = (field: RuleField) => {
    const match = /^(conditions|actions)\.(\d+)\.(.+)$/.exec(field);
    const entry = match ? form.values[match[1] as RuleList][Number(match[2])] : undefined;
    if (!match || !entry || !changed.has(entry.key)) return form.errorOf(field);
    return edited.has(`${entry.key}.${match[3]}`) ? form.say(checkRuleForm(form.values, mode)[field]) : undefined;
  };
  const setEntries = <L extends RuleList>(list: L, entries: RuleFormValues[L], touched: readonly number[]) => {
    form.edit(list, entries);
    setChanged((previous) => new Set([...previous, ...touched]));
  };
  const changeEntry = <L extends RuleList>(list: L, index: number, entry: RuleFormValues[L][number]) => {
    const before = form.values[list][index] as Record<string, unknown> | undefined;
    setEntries(list, form.values[list].map((other, at) => (at === index ? entry : other)) as RuleFormValues[L], [entry.key]);
    const fields = Object.entries(entry).flatMap(([name, value]) => (before?.[name] !== value ? [`${entry.key}.${name}`] : []));
    setEdited((previous) => new Set([...previous, ...fields]));
  };

  /** What the conditions' and the actions' lists share: their entries, problems, and adding, retyping and removing one. */
  const entriesOf = <L extends RuleList>(list: L, fresh: (type: RuleFormValues[L][number]["type"]) => RuleFormValues[L][number]) => {
    const entries = form.values[list] as RuleFormValues[L][number][];
    // Adding or removing moves the entries after it: none keeps the server's problems.
    const reshaped = (next: RuleFormValues[L][number][]) => setEntries(list, next as RuleFormValues[L], [...entries, ...next].map((entry) => entry.key));
    return {
      list,
      entries,
      error: errorOf(list),
      errorOf,
      onAdd: (type: RuleFormValues[L][number]["type"]) => reshaped([...entries, fresh(type)]),
      onType: (index: number, type: RuleFormValues[L][number]["type"]) => reshaped(entries.map((entry, at) => (at === index ? fresh(type) : entry))),
      onRemove: (index: number) => reshaped(entries.filter((_entry, at) => at !== index)),
    };
  };

  /** Checks the form (all its problems shown, the first focused) and runs `then` when it is valid. */
  const whenValid = (then: () => void) => {
    setChanged(new Set());
    form.handleSubmit(then)(NO_EVENT);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    whenValid(() => {
      const request = rule ? { kind: "update" as const, request: toUpdateRequest(form.values, rule) } : { kind: "create" as const, request: toCreateRequest(form.values) };
      save.mutate(request, {
        onSuccess: (saved) => {
          toast.show({ severity: "success", summary: t(rule ? "alarmRules.editor.savedTitle" : "alarmRules.editor.createdTitle"), detail: t("alarmRules.editor.saved", { name: saved.name }) });
          onSaved(saved);
        },
        onError: form.saveFailed,
      });
    });
  };

  const checkedDraft = (): RuleDraft | null => {
    let draft: RuleDraft | null = null;
    whenValid(() => (draft = toTestDraft(form.values, rule?.id ?? null)));
    return draft;
  };

  const { edit } = form;
  // Leaving the (focused) name empty says nothing until the form is sent: a message appearing then
  // would move the buttons below it between the press and the release of the click that left it.
  const identityForm = { ...form, touch: (field: "name" | "orgId" | "description") => (field !== "name" || form.values.name.trim() ? form.touch(field) : undefined) };
  const current = form.values;
  const title = rule ? t("alarmRules.editor.editTitle", { name: rule.name }) : t("alarmRules.editor.newTitle");
  return (
    <form className="alarm-rule-form" onSubmit={submit} noValidate aria-label={title} data-testid="alarm-rule-form">
      <div className="alarm-rule-form__columns">
        <div className="stack">
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
              <InputSwitch inputId="alarm-rule-enabled" data-testid="alarm-rule-enabled" checked={current.enabled} onChange={(event) => edit("enabled", Boolean(event.value))} />
              <label htmlFor="alarm-rule-enabled">{t("alarmRules.editor.enabled")}</label>
            </div>
            <small className="form-field__hint">{t("alarmRules.editor.enabledHint")}</small>
          </section>
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
        <RuleTestPanel orgId={current.orgId} checkedDraft={checkedDraft} onDraftProblems={form.saveFailed} />
      </div>

      <div className="object-editor__footer">
        {rule && <Button type="button" label={t("alarmRules.editor.delete")} icon="pi pi-trash" severity="danger" text className="object-editor__delete" onClick={() => onDelete(rule)} />}
        <Button type="button" label={t("common.cancel")} outlined onClick={onCancel} disabled={save.isPending} />
        <Button type="submit" id="alarm-rule-save" data-testid="alarm-rule-save" label={t("alarmRules.editor.save")} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
