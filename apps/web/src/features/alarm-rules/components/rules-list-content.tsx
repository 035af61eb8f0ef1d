import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListLoadError, ObjectListSkeleton } from "../../../components/object-list/object-list-parts";
import { StateCard } from "../../../components/state-card";
import { usePointOptions } from "../../../components/point-options";
import type { AlarmRuleRow, useAlarmRulesList } from "../api/rules-list";
import { RulesTable } from "./rules-table";
import type { useRuleListActions } from "./use-rule-actions";

const NO_RULES: AlarmRuleRow[] = [];
const matches = (rule: AlarmRuleRow, search: string) => [rule.name, rule.description].some((text) => text?.toLocaleLowerCase().includes(search));

interface RulesListContentProps {
  orgId: number | null;
  rules: ReturnType<typeof useAlarmRulesList>;
  search: string;
  newButton: ReactNode;
  actions: ReturnType<typeof useRuleListActions>;
  onEdit: (rule: AlarmRuleRow) => void;
  onDelete: (rule: AlarmRuleRow) => void;
}

/** The rules found by the search in evaluation order, or the loading, failed or empty state. */
export function RulesListContent({ orgId, rules, search, newButton, actions, onEdit, onDelete }: RulesListContentProps) {
  const { t } = useTranslation();
  const all = rules.data ?? NO_RULES;
  // The routed alarm points are named from the same choice the editor offers.
  const points = usePointOptions(
    orgId,
    "route",
    all.some((rule) => rule.actions.some((action) => action.type === "ROUTE")),
  );
  const pointName = (id: number) => points.data?.find((point) => point.id === id)?.name;
  const text = search.trim().toLocaleLowerCase();
  const shown = text ? all.filter((rule) => matches(rule, text)) : all;

  if (rules.isPending) {
    return <ObjectListSkeleton label={t("common.loading")} />;
  }
  if (rules.isError) {
    return (
      <ObjectListLoadError
        title={t("alarmRules.list.loadError")}
        error={rules.error}
        retryLabel={t("alarmRules.list.retry")}
        onRetry={() => void rules.refetch()}
      />
    );
  }
  if (all.length === 0) {
    return (
      <StateCard icon="pi-directions" title={t("alarmRules.list.emptyTitle")} text={t("alarmRules.list.emptyText")}>
        {newButton}
      </StateCard>
    );
  }
  return (
    <RulesTable
      rules={shown}
      placeOf={(rule) => all.indexOf(rule) + 1}
      count={all.length}
      movable={!text}
      emptyMessage={t("alarmRules.list.noMatch")}
      pointName={pointName}
      busy={actions}
      onMove={(rule, step) => actions.move(all, rule, step)}
      onToggle={actions.toggle}
      onEdit={onEdit}
      onClone={actions.clone}
      onDelete={onDelete}
    />
  );
}
