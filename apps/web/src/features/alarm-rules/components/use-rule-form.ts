import type { AlarmRule } from "@alarm/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useToast } from "../../../components/toast/toast-context";
import { useSaveAlarmRule } from "../api/rule";
import {
  checkRuleForm,
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

interface RuleFormOptions {
  rule?: AlarmRule;
  defaultOrgId: number | null;
  onSaved: (rule: AlarmRule) => void;
}

/** A submit event for checking the form without a submit (the test panel's Run). */
const NO_EVENT = { preventDefault: () => undefined } as FormEvent;

/**
 * The alarm rule form's values and problems, its conditions' and actions' lists, saving, and the
 * checked draft the test panel runs.
 */
export function useRuleForm({ rule, defaultOrgId, onSaved }: RuleFormOptions) {
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
    const reshaped = (next: RuleFormValues[L][number][]) =>
      setEntries(
        list,
        next as RuleFormValues[L],
        [...entries, ...next].map((entry) => entry.key),
      );
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
      const request = rule
        ? { kind: "update" as const, request: toUpdateRequest(form.values, rule) }
        : { kind: "create" as const, request: toCreateRequest(form.values) };
      save.mutate(request, {
        onSuccess: (saved) => {
          toast.show({
            severity: "success",
            summary: t(rule ? "alarmRules.editor.savedTitle" : "alarmRules.editor.createdTitle"),
            detail: t("alarmRules.editor.saved", { name: saved.name }),
          });
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

  // Leaving the (focused) name empty says nothing until the form is sent: a message appearing then
  // would move the buttons below it between the press and the release of the click that left it.
  const identityForm = {
    ...form,
    touch: (field: "name" | "orgId" | "description") => (field !== "name" || form.values.name.trim() ? form.touch(field) : undefined),
  };
  return { form, identityForm, errorOf, changeEntry, entriesOf, submit, checkedDraft, saving: save.isPending };
}
