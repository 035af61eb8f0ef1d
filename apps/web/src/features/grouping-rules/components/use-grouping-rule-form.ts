import type { GroupingField, GroupingRule } from "@alarm/contract";
import { useObjectForm } from "../../../components/object-list/use-object-form";
import { useSaveWithToast } from "../../../components/object-list/use-save-with-toast";
import { useSaveGroupingRule } from "../api/grouping-rules";
import {
  checkRuleForm,
  newPart,
  newRuleForm,
  ruleFieldIds,
  ruleFormOf,
  serverRuleErrors,
  toCreateRequest,
  toUpdateRequest,
  type GroupingRuleFormValues,
  type PartDraft,
  type RuleField,
  type RuleFormErrors,
} from "../model/rule-form";

interface GroupingRuleFormOptions {
  rule?: GroupingRule;
  defaultOrgId: number | null;
  onSaved: (rule: GroupingRule) => void;
}

const SAVED_TOAST = { createdTitle: "groupingRules.editor.createdTitle", savedTitle: "groupingRules.editor.savedTitle", saved: "groupingRules.editor.saved" };

/** The grouping rule form's values and problems, its group-by parts (added, changed, removed) and saving. */
export function useGroupingRuleForm({ rule, defaultOrgId, onSaved }: GroupingRuleFormOptions) {
  const save = useSaveGroupingRule();
  const mode = rule ? "edit" : "create";
  // The inputs to focus follow the parts the form holds now (filled in below).
  const fieldIds = {} as Record<RuleField, string>;
  const form = useObjectForm<GroupingRuleFormValues, RuleField>({
    initial: () => (rule ? ruleFormOf(rule) : newRuleForm(defaultOrgId)),
    check: (values) => checkRuleForm(values, mode),
    fieldIds,
    serverErrorsOf: (details): RuleFormErrors | null => serverRuleErrors(details, form.values),
  });
  Object.assign(fieldIds, ruleFieldIds(form.values));
  const send = useSaveWithToast({ save, toast: SAVED_TOAST, onSaved, onFailed: form.saveFailed });

  const groupBy = form.values.groupBy;
  const inPart = (index: number) => (field: RuleField) => field.startsWith(`groupBy.${index}.`);
  const parts = {
    add: (field: GroupingField) => form.edit("groupBy", [...groupBy, newPart(field)]),
    /** The server's problems of a changed part no longer apply to it. */
    change: (index: number, part: PartDraft) => {
      form.edit(
        "groupBy",
        groupBy.map((other, at) => (at === index ? part : other)),
      );
      form.forgetServerErrors(inPart(index));
    },
    /** The parts after it move up: none keeps the server's problems, which name their places. */
    remove: (index: number) => {
      form.edit(
        "groupBy",
        groupBy.filter((_part, at) => at !== index),
      );
      form.forgetServerErrors((field) => field.startsWith("groupBy."));
    },
  };

  const submit = form.handleSubmit(() =>
    send(rule ? { kind: "update", request: toUpdateRequest(form.values, rule) } : { kind: "create", request: toCreateRequest(form.values) }),
  );

  // Leaving the (focused) name empty says nothing until the form is sent: a message appearing then
  // would move the buttons below it between the press and the release of the click that left it.
  const identityForm = { ...form, touch: (field: "name" | "orgId") => (field !== "name" || form.values.name.trim() ? form.touch(field) : undefined) };
  return { form, identityForm, parts, submit, saving: save.isPending };
}
