import type { AlarmRuleTestResult, RuleCondition, RuleTrace, RuleTraceOutcome } from "@alarm/contract";
import { Tag } from "primereact/tag";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { conditionText } from "./rule-summary";

const OUTCOME_TAG: Record<RuleTraceOutcome, "success" | "info" | "secondary" | "warning"> = {
  MATCHED: "success",
  NOT_MATCHED: "info",
  DISABLED: "secondary",
  NOT_REACHED: "warning",
};

interface RuleTestResultProps {
  result: AlarmRuleTestResult;
  /** The id of the rule tried unsaved (null for a new one): its trace is marked. */
  draftId: number | null;
  conditionsOf: (ruleId: number | null) => readonly RuleCondition[] | undefined;
  /** A newer run is on its way. */
  stale: boolean;
}

/** What each rule did with the sample event, condition by condition, and what the event would raise. */
export function RuleTestResult({ result, draftId, conditionsOf, stale }: RuleTestResultProps) {
  const { t } = useTranslation();
  return (
    <div className="stack gap-m" data-testid="alarm-rule-test-result" aria-busy={stale} style={stale ? { opacity: 0.6 } : undefined}>
      <h4 className="flush">{t("alarmRules.test.rules")}</h4>
      {result.rules.length === 0 ? (
        <p className="object-editor__text muted">{t("alarmRules.test.noRules")}</p>
      ) : (
        <ol className="bare-list stack gap-s">
          {result.rules.map((trace, index) => (
            <TraceItem
              key={`${trace.ruleId ?? "draft"}-${index}`}
              trace={trace}
              place={index + 1}
              isDraft={trace.ruleId === draftId}
              conditions={conditionsOf(trace.ruleId)}
            />
          ))}
        </ol>
      )}
      <Decision decision={result.decision} />
    </div>
  );
}

function TraceItem({
  trace,
  place,
  isDraft,
  conditions,
}: {
  trace: RuleTrace;
  place: number;
  isDraft: boolean;
  conditions: readonly RuleCondition[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const named = conditions?.length === trace.conditions.length ? conditions : undefined;
  // After the first condition that does not hold, the others are not looked at.
  const firstFailed = trace.conditions.findIndex((condition) => !condition.held);
  const evaluated = trace.outcome === "MATCHED" || trace.outcome === "NOT_MATCHED";
  return (
    <li className="frame frame--padded stack gap-s" data-testid="alarm-rule-test-trace" data-outcome={trace.outcome} data-rule-id={trace.ruleId ?? "new"}>
      <div className="cluster spread wrap gap-s">
        <strong className="breakable">
          {place}. {trace.name}
        </strong>
        <span className="cluster wrap gap-s">
          {isDraft && <Tag severity="contrast" value={t("alarmRules.test.thisRule")} />}
          <Tag severity={OUTCOME_TAG[trace.outcome]} value={t(`alarmRules.test.outcomes.${trace.outcome}`)} data-testid="alarm-rule-test-outcome" />
        </span>
      </div>
      {evaluated && trace.conditions.length === 0 && <small className="muted">{t("alarmRules.summary.everyEvent")}</small>}
      {evaluated && trace.conditions.length > 0 && (
        <ul className="bare-list stack gap-xs">
          {trace.conditions.map((condition, index) => {
            const skipped = firstFailed >= 0 && index > firstFailed;
            const label = named ? conditionText(named[index]!, t, i18n.language) : t(`alarmRules.conditionTypes.${condition.type}`);
            const state = skipped ? "skipped" : condition.held ? "held" : "failed";
            return (
              <li key={index} className="cluster gap-s" data-testid="alarm-rule-test-condition" data-held={condition.held} data-timed-out={condition.timedOut}>
                <i className={`pi ${STATE_ICON[state]}`} style={{ color: STATE_COLOR[state] }} aria-hidden="true" />
                <span className={skipped ? "breakable muted" : "breakable"}>
                  {label} <span className="visually-hidden">{t(`alarmRules.test.condition.${state}`)}</span>
                </span>
                {condition.timedOut && <Tag severity="warning" icon="pi pi-clock" value={t("alarmRules.test.timedOut")} />}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

const STATE_ICON = { held: "pi-check-circle", failed: "pi-times-circle", skipped: "pi-minus-circle" } as const;
const STATE_COLOR = { held: "var(--green-600)", failed: "var(--red-600)", skipped: "var(--text-color-secondary)" } as const;

function Decision({ decision }: { decision: AlarmRuleTestResult["decision"] }) {
  const { t } = useTranslation();
  const none = <span className="muted">{t("alarmRules.test.none")}</span>;
  const rows: [string, string, ReactNode][] = [
    [
      "alarmPoint",
      t("alarmRules.test.decision.alarmPoint"),
      decision.alarmPointName ??
        (decision.alarmPointId === null ? <span className="muted">{t("alarmRules.test.decision.noAlarmPoint")}</span> : `#${decision.alarmPointId}`),
    ],
    ["priority", t("alarmRules.test.decision.priority"), decision.priority ?? <span className="muted">{t("alarmRules.test.decision.ownPriority")}</span>],
    [
      "addedTexts",
      t("alarmRules.test.decision.addedTexts"),
      decision.addedTexts.length === 0 ? (
        none
      ) : (
        <ul className="bare-list stack gap-xs">
          {decision.addedTexts.map((text, index) => (
            <li key={index} className="breakable" style={{ whiteSpace: "pre-wrap" }}>
              {text}
            </li>
          ))}
        </ul>
      ),
    ],
    [
      "delay",
      t("alarmRules.test.decision.delay"),
      decision.delayMinutes > 0 ? t("alarmRules.test.decision.minutes", { minutes: decision.delayMinutes }) : none,
    ],
    ["suppressedBy", t("alarmRules.test.decision.suppressedBy"), decision.suppressedBy ?? none],
    ["stoppedBy", t("alarmRules.test.decision.stoppedBy"), decision.stoppedBy ?? none],
  ];
  return (
    <section
      className="stack gap-s"
      aria-labelledby="alarm-rule-test-decision-title"
      data-testid="alarm-rule-test-decision"
      data-suppressed={decision.suppressedBy !== null}
    >
      <h4 id="alarm-rule-test-decision-title" className="flush">
        {t(decision.suppressedBy !== null ? "alarmRules.test.decision.titleSuppressed" : "alarmRules.test.decision.title")}
      </h4>
      <dl className="alarm-rule-decision">
        {rows.map(([name, label, value]) => (
          <div key={name} className="alarm-rule-decision__row" data-testid={`alarm-rule-test-decision-${name}`}>
            <dt>{label}</dt>
            <dd className="breakable">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
