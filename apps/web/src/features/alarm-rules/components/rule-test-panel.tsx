import type { AlarmRuleTestResult, RuleCondition } from "@alarm/contract";
import { Button } from "primereact/button";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "../../../components/form-field";
import { describeError } from "../../../components/toast/describe-error";
import { ApiError, isApiError } from "../../../lib/api-error";
import { useTestAlarmRules } from "../api/rule-test";
import { useAlarmRulesList } from "../api/rules-list";
import { type RuleDraft, splitTestProblems } from "./rule-form-model";
import { RuleTestResult } from "./rule-test-result";
import { EXAMPLE_EVENT, parseSampleEvent } from "./test-event-model";

interface RuleTestPanelProps {
  /** The rule's organization: its rules (and those above it) are run. */
  orgId: number | null;
  /** Checks the form, showing its problems, and answers the rule as it stands, or null when it is not valid yet. */
  checkedDraft: () => RuleDraft | null;
  /** The server's problems with the unsaved rule, to show at the form's fields. */
  onDraftProblems: (error: ApiError) => void;
}

const EVENT_ID = "alarm-rule-test-event";

type Failure = { kind: "draft" } | { kind: "event"; messages: string[] } | { kind: "other"; text: string };

/**
 * "Test rules": a sample event typed as JSON is run through the organization's rules with the rule
 * being edited in place (unsaved changes included); each rule's outcome and the decision are shown.
 * Nothing is triggered.
 */
export function RuleTestPanel({ orgId, checkedDraft, onDraftProblems }: RuleTestPanelProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(EXAMPLE_EVENT);
  const [tried, setTried] = useState(false);
  const [formInvalid, setFormInvalid] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [ran, setRan] = useState<{ result: AlarmRuleTestResult; draft: RuleDraft } | null>(null);
  const test = useTestAlarmRules();
  const known = useAlarmRulesList(orgId);

  const parsed = parseSampleEvent(text);
  const eventError =
    !parsed.ok && (tried || text !== EXAMPLE_EVENT)
      ? t(parsed.problem.key, parsed.problem.values)
      : failure?.kind === "event"
        ? failure.messages.join(" ")
        : undefined;

  const run = () => {
    setTried(true);
    setFailure(null);
    if (!parsed.ok) {
      document.getElementById(EVENT_ID)?.focus();
      return;
    }
    const draft = checkedDraft();
    setFormInvalid(draft === null);
    if (draft === null || orgId === null) return;
    test.mutate(
      { orgId, event: parsed.event, draft },
      {
        onSuccess: (result) => setRan({ result, draft }),
        onError: (error) => {
          // The last result no longer answers what is on screen.
          setRan(null);
          const problems = isApiError(error) ? splitTestProblems(error.details) : null;
          if (isApiError(error) && problems?.draft.length) {
            setFailure({ kind: "draft" });
            onDraftProblems(new ApiError(error.status, error.code, error.reason, problems.draft));
          } else if (problems?.event.length) {
            setFailure({ kind: "event", messages: problems.event.map((problem) => `${problem.field}: ${problem.message}`) });
          } else {
            setFailure({ kind: "other", text: describeError(error, i18n).detail });
          }
        },
      },
    );
  };

  /** The conditions of a rule in the result, to name each: the draft's, or a listed rule's. */
  const conditionsOf = (ruleId: number | null): readonly RuleCondition[] | undefined =>
    ruleId === null || ruleId === ran?.draft.id ? ran?.draft.conditions : known.data?.find((rule) => rule.id === ruleId)?.conditions;

  return (
    <section className="alarm-rule-test frame frame--padded stack gap-m" aria-labelledby="alarm-rule-test-title" data-testid="alarm-rule-test">
      <h3 id="alarm-rule-test-title" className="flush">
        <i className="pi pi-play-circle" aria-hidden="true" /> {t("alarmRules.test.title")}
      </h3>
      <p className="object-editor__text muted">{t("alarmRules.test.hint")}</p>
      <FormField id={EVENT_ID} label={t("alarmRules.test.event")} error={eventError} hint={t("alarmRules.test.eventHint")}>
        <InputTextarea
          id={EVENT_ID}
          data-testid={EVENT_ID}
          className="alarm-rule-test__event"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (failure?.kind === "event") setFailure(null);
          }}
          rows={8}
          spellCheck={false}
          autoComplete="off"
          invalid={Boolean(eventError)}
          {...fieldAria(EVENT_ID, eventError)}
        />
      </FormField>
      <div className="cluster wrap gap-m">
        <Button
          type="button"
          id="alarm-rule-test-run"
          data-testid="alarm-rule-test-run"
          label={t("alarmRules.test.run")}
          icon="pi pi-play"
          loading={test.isPending}
          onClick={run}
        />
        <Button
          type="button"
          label={t("alarmRules.test.example")}
          icon="pi pi-undo"
          text
          size="small"
          disabled={text === EXAMPLE_EVENT}
          onClick={() => setText(EXAMPLE_EVENT)}
        />
      </div>
      <div aria-live="polite" className="stack gap-m">
        {formInvalid && <p className="object-editor__text object-editor__text--error">{t("alarmRules.test.formInvalid")}</p>}
        {failure?.kind === "draft" && <p className="object-editor__text object-editor__text--error">{t("alarmRules.test.draftRefused")}</p>}
        {failure?.kind === "other" && (
          <p className="object-editor__text object-editor__text--error" role="alert">
            {t("alarmRules.test.failed", { reason: failure.text })}
          </p>
        )}
        {ran && <RuleTestResult result={ran.result} draftId={ran.draft.id ?? null} conditionsOf={conditionsOf} stale={test.isPending} />}
      </div>
    </section>
  );
}
