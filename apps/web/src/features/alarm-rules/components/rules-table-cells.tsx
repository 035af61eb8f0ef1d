import { Button } from "primereact/button";
import { InputSwitch } from "primereact/inputswitch";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
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
    <span className="cluster gap-s">
      <InputSwitch
        checked={rule.enabled}
        onChange={() => onToggle(rule)}
        disabled={disabled}
        aria-label={t("alarmRules.list.enabledLabel", { name: rule.name })}
        data-testid="alarm-rule-row-enabled"
      />
      <Tag severity={rule.enabled ? "success" : "secondary"} value={t(rule.enabled ? "alarmRules.list.on" : "alarmRules.list.off")} />
    </span>
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

interface RowIconButtonProps {
  icon: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  danger?: boolean;
  testId: string;
}

/** A row's round icon button, named by its tooltip. */
export function RowIconButton({ icon, label, onClick, disabled, loading, danger, testId }: RowIconButtonProps) {
  return (
    <Button
      type="button"
      icon={`pi ${icon}`}
      text
      rounded
      severity={danger ? "danger" : undefined}
      aria-label={label}
      tooltip={label}
      tooltipOptions={{ position: "top" }}
      disabled={disabled}
      loading={loading}
      data-testid={testId}
      onClick={onClick}
    />
  );
}
