import type { GroupingRule } from "@alarm/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ObjectListLoadError, ObjectListSkeleton } from "../../../components/object-list/object-list-parts";
import { usePointOptions } from "../../../components/point-options";
import { StateCard } from "../../../components/state-card";
import type { useGroupingRules } from "../api/grouping-rules";
import { GroupingRulesTable } from "./grouping-rules-table";
import { useToggleGroupingRule } from "./use-grouping-rule-actions";

const NO_RULES: GroupingRule[] = [];

interface GroupingRulesListProps {
  orgId: number | null;
  rules: ReturnType<typeof useGroupingRules>;
  search: string;
  newButton: ReactNode;
  onEdit: (rule: GroupingRule) => void;
  onDelete: (rule: GroupingRule) => void;
}

/** The rules the search finds, or the loading, failed or empty state. */
export function GroupingRulesList({ orgId, rules, search, newButton, onEdit, onDelete }: GroupingRulesListProps) {
  const { t } = useTranslation();
  const all = rules.data ?? NO_RULES;
  const { toggle, toggling } = useToggleGroupingRule();
  // The points a rule names are shown by name, from the same choice the editor offers.
  const points = usePointOptions(
    orgId,
    "source",
    all.some((rule) => rule.alarmPointIds.length > 0),
  );
  const pointName = (id: number) => points.data?.find((point) => point.id === id)?.name;
  const text = search.trim().toLocaleLowerCase();
  const shown = text ? all.filter((rule) => rule.name.toLocaleLowerCase().includes(text)) : all;

  if (rules.isPending) return <ObjectListSkeleton label={t("common.loading")} />;
  if (rules.isError) {
    return (
      <ObjectListLoadError
        title={t("groupingRules.list.loadError")}
        error={rules.error}
        retryLabel={t("groupingRules.list.retry")}
        onRetry={() => void rules.refetch()}
      />
    );
  }
  if (all.length === 0) {
    return (
      <StateCard icon="pi-objects-column" title={t("groupingRules.list.emptyTitle")} text={t("groupingRules.list.emptyText")}>
        {newButton}
      </StateCard>
    );
  }
  return (
    <GroupingRulesTable
      rules={shown}
      emptyMessage={t("groupingRules.list.noMatch")}
      pointName={pointName}
      toggling={toggling}
      onToggle={toggle}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
