import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useTranslation } from "react-i18next";
import type { AlarmRuleRow } from "../api/rules-list";
import { RowIconButton } from "../../../components/object-list/row-icon-button";
import { RuleActionsCell, RuleConditionsCell, RuleEnabledCell, RuleNameCell } from "./rules-table-cells";

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
  const { t } = useTranslation();
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
      <Column header={t("alarmRules.columns.name")} body={(rule: AlarmRuleRow) => <RuleNameCell rule={rule} />} />
      <Column
        header={t("alarmRules.columns.enabled")}
        body={(rule: AlarmRuleRow) => <RuleEnabledCell rule={rule} disabled={busy.toggling !== null} onToggle={onToggle} />}
      />
      <Column header={t("alarmRules.columns.conditions")} body={(rule: AlarmRuleRow) => <RuleConditionsCell rule={rule} />} />
      <Column header={t("alarmRules.columns.actions")} body={(rule: AlarmRuleRow) => <RuleActionsCell rule={rule} pointName={pointName} />} />
      <Column
        header={<span className="visually-hidden">{t("alarmRules.columns.tools")}</span>}
        body={(rule: AlarmRuleRow) => {
          const place = placeOf(rule);
          const moveHint = movable ? undefined : t("alarmRules.list.moveNeedsAll");
          return (
            <span className="row" title={moveHint}>
              <RowIconButton
                icon="pi-arrow-up"
                label={t("alarmRules.list.moveUp", { name: rule.name })}
                onClick={() => onMove(rule, -1)}
                disabled={!movable || place === 1 || busy.moving}
                testId="alarm-rule-move-up"
              />
              <RowIconButton
                icon="pi-arrow-down"
                label={t("alarmRules.list.moveDown", { name: rule.name })}
                onClick={() => onMove(rule, 1)}
                disabled={!movable || place === count || busy.moving}
                testId="alarm-rule-move-down"
              />
              <RowIconButton icon="pi-pencil" label={t("alarmRules.list.edit", { name: rule.name })} onClick={() => onEdit(rule)} testId="alarm-rule-edit" />
              <RowIconButton
                icon="pi-copy"
                label={t("alarmRules.list.clone", { name: rule.name })}
                onClick={() => onClone(rule)}
                disabled={busy.cloning !== null}
                loading={busy.cloning === rule.id}
                testId="alarm-rule-clone"
              />
              <RowIconButton
                icon="pi-trash"
                label={t("alarmRules.list.delete", { name: rule.name })}
                onClick={() => onDelete(rule)}
                danger
                testId="alarm-rule-delete"
              />
            </span>
          );
        }}
      />
    </DataTable>
  );
}
