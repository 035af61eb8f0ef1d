import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { EnabledSwitch } from "../../../components/object-list/enabled-switch";
import type { AlarmRuleRow } from "../api/rules-list";
import { actionText, conditionText } from "./rule-summary";

/** The rule's name (a link to its editor), description and how often its patterns timed out. */
export function RuleNameCell({ rule }: { rule: AlarmRuleRow }) {
  const { t } = useTranslation();
  return (
    <span className="stack gap-xs">
      <Link to={`/alarm-rules/${rule.id}`} data-testid="alarm-rule-name" className="breakable">
        {rule.name}
      </Link>
      {rule.description && <small className="object-list-table__clamped muted">{rule.description}</small>}
      {rule.regexTimeouts > 0 && (
        <span>
          <Tag severity="warning" icon="pi pi-clock" value={t("alarmRules.list.regexTimeouts", { count: rule.regexTimeouts })} />
        </span>
      )}
    </span>
  );
}

/** The rule's on/off switch and its state in words. */
export function RuleEnabledCell({ rule, disabled, onToggle }: { rule: AlarmRuleRow; disabled: boolean; onToggle: (rule: AlarmRuleRow) => void }) {
  const { t } = useTranslation();
  return (
    <EnabledSwitch
      checked={rule.enabled}
      disabled={disabled}
      label={t("alarmRules.list.enabledLabel", { name: rule.name })}
      texts={{ on: t("alarmRules.list.on"), off: t("alarmRules.list.off") }}
      testId="alarm-rule-row-enabled"
      onToggle={() => onToggle(rule)}
    />
  );
}

/** What the rule looks for, one condition a line; every event when it has none. */
export function RuleConditionsCell({ rule }: { rule: AlarmRuleRow }) {
  const { t, i18n } = useTranslation();
  if (rule.conditions.length === 0) return <span className="muted">{t("alarmRules.summary.everyEvent")}</span>;
  return (
    <ul className="bare-list stack gap-xs" data-testid="alarm-rule-conditions">
      {rule.conditions.map((condition, index) => (
        <li key={index} className="breakable">
          {conditionText(condition, t, i18n.language)}
        </li>
      ))}
    </ul>
  );
}

/** What the rule does, one action a line. */
export function RuleActionsCell({ rule, pointName }: { rule: AlarmRuleRow; pointName: (id: number) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="bare-list stack gap-xs" data-testid="alarm-rule-actions">
      {rule.actions.map((action, index) => (
        <li key={index} className="breakable">
          {actionText(action, t, pointName)}
        </li>
      ))}
    </ul>
  );
}
