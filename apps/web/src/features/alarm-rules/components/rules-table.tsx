import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { InputSwitch } from "primereact/inputswitch";
import { Tag } from "primereact/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { AlarmRuleRow } from "../api/rules-list";
import { actionText, conditionText } from "./rule-summary";

interface RulesTableProps {
  /** The rules shown (all, or those the search finds), in the order they are evaluated. */
  rules: AlarmRuleRow[];
  /** Each rule's place in its organization's order, counted from 1. */
  placeOf: (rule: AlarmRuleRow) => number;
  count: number;
  /** Moving needs the whole list on screen (no search). */
  movable: boolean;
  emptyMessage: string;
  pointName: (id: number) => string | undefined;
  busy: { moving: boolean; toggling: number | null; cloning: number | null };
  onMove: (rule: AlarmRuleRow, step: -1 | 1) => void;
  onToggle: (rule: AlarmRuleRow) => void;
  onEdit: (rule: AlarmRuleRow) => void;
  onClone: (rule: AlarmRuleRow) => void;
  onDelete: (rule: AlarmRuleRow) => void;
}

/** The organization's rules in evaluation order: place, name, on/off, what they look for and what they do, and the row's buttons. */
export function RulesTable({ rules, placeOf, count, movable, emptyMessage, pointName, busy, onMove, onToggle, onEdit, onClone, onDelete }: RulesTableProps) {
  const { t, i18n } = useTranslation();
  const iconButton = (
    icon: string,
    label: string,
    onClick: () => void,
    options: { disabled?: boolean; loading?: boolean; danger?: boolean; testId: string },
  ) => (
    <Button
      type="button"
      icon={`pi ${icon}`}
      text
      rounded
      severity={options.danger ? "danger" : undefined}
      aria-label={label}
      tooltip={label}
      tooltipOptions={{ position: "top" }}
      disabled={options.disabled}
      loading={options.loading}
      data-testid={options.testId}
      onClick={onClick}
    />
  );

  return (
    <DataTable
      className="object-list-table alarm-rules-table"
      value={rules}
      dataKey="id"
      // The cells show more than the row (point names, busy buttons): they are drawn again on every change.
      cellMemo={false}
      rowClassName={(rule: AlarmRuleRow) => (rule.enabled ? "alarm-rule-row" : "alarm-rule-row alarm-rule-row--disabled")}
      pt={{ bodyRow: ({ context }: { context: { index: number } }) => ({ "data-testid": "alarm-rule-row", "data-rule-id": rules[context.index]?.id }) }}
      emptyMessage={emptyMessage}
      stripedRows
      size="small"
      tableStyle={{ minWidth: "62rem" }}
      aria-label={t("alarmRules.title")}
    >
      <Column
        header={t("alarmRules.columns.position")}
        headerClassName="alarm-rules-table__position"
        body={(rule: AlarmRuleRow) => <span className="muted">{placeOf(rule)}</span>}
      />
      <Column
        header={t("alarmRules.columns.name")}
        body={(rule: AlarmRuleRow) => (
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
        )}
      />
      <Column
        header={t("alarmRules.columns.enabled")}
        body={(rule: AlarmRuleRow) => (
          <span className="cluster gap-s">
            <InputSwitch
              checked={rule.enabled}
              onChange={() => onToggle(rule)}
              disabled={busy.toggling !== null}
              aria-label={t("alarmRules.list.enabledLabel", { name: rule.name })}
              data-testid="alarm-rule-row-enabled"
            />
            <Tag severity={rule.enabled ? "success" : "secondary"} value={t(rule.enabled ? "alarmRules.list.on" : "alarmRules.list.off")} />
          </span>
        )}
      />
      <Column
        header={t("alarmRules.columns.conditions")}
        body={(rule: AlarmRuleRow) =>
          rule.conditions.length === 0 ? (
            <span className="muted">{t("alarmRules.summary.everyEvent")}</span>
          ) : (
            <ul className="bare-list stack gap-xs" data-testid="alarm-rule-conditions">
              {rule.conditions.map((condition, index) => (
                <li key={index} className="breakable">
                  {conditionText(condition, t, i18n.language)}
                </li>
              ))}
            </ul>
          )
        }
      />
      <Column
        header={t("alarmRules.columns.actions")}
        body={(rule: AlarmRuleRow) => (
          <ul className="bare-list stack gap-xs" data-testid="alarm-rule-actions">
            {rule.actions.map((action, index) => (
              <li key={index} className="breakable">
                {actionText(action, t, pointName)}
              </li>
            ))}
          </ul>
        )}
      />
      <Column
        header={<span className="visually-hidden">{t("alarmRules.columns.tools")}</span>}
        body={(rule: AlarmRuleRow) => {
          const place = placeOf(rule);
          const moveHint = movable ? undefined : t("alarmRules.list.moveNeedsAll");
          return (
            <span className="row" title={moveHint}>
              {iconButton("pi-arrow-up", t("alarmRules.list.moveUp", { name: rule.name }), () => onMove(rule, -1), {
                disabled: !movable || place === 1 || busy.moving,
                testId: "alarm-rule-move-up",
              })}
              {iconButton("pi-arrow-down", t("alarmRules.list.moveDown", { name: rule.name }), () => onMove(rule, 1), {
                disabled: !movable || place === count || busy.moving,
                testId: "alarm-rule-move-down",
              })}
              {iconButton("pi-pencil", t("alarmRules.list.edit", { name: rule.name }), () => onEdit(rule), { testId: "alarm-rule-edit" })}
              {iconButton("pi-copy", t("alarmRules.list.clone", { name: rule.name }), () => onClone(rule), {
                disabled: busy.cloning !== null,
                loading: busy.cloning === rule.id,
                testId: "alarm-rule-clone",
              })}
              {iconButton("pi-trash", t("alarmRules.list.delete", { name: rule.name }), () => onDelete(rule), { danger: true, testId: "alarm-rule-delete" })}
            </span>
          );
        }}
      />
    </DataTable>
  );
}
