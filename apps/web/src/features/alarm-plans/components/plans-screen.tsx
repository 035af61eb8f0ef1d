import { useTranslation } from "react-i18next";
import { ObjectListScreen } from "../../../components/object-list/object-list-screen";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import { PLAN_SORT_FIELDS, PLANS_PAGE_SIZE, usePlansList, type PlanRow, type PlanSortField } from "../api/plans-list";
import { DEFAULT_PLAN_COLUMNS, PLAN_COLUMN_KEYS, PLAN_COLUMNS, PLANS_TABLE, type PlanColumnKey } from "./plan-columns";
import { PlanEditor } from "./plan-editor";
import { useClonePlanAction, useConfirmDeletePlan } from "./use-plan-actions";

/** The table with its toolbar, and the editor that /alarm-plans/{id} opens. */
export function PlansScreen() {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const state = useObjectListState<PlanRow, PlanSortField, PlanColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: PLANS_TABLE, known: PLAN_COLUMN_KEYS, defaults: DEFAULT_PLAN_COLUMNS },
  });
  const list = usePlansList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);

  const { target, open, close, gone } = useListEditor("/alarm-plans", state);
  const confirmDelete = useConfirmDeletePlan(gone);
  const cloning = useClonePlanAction(open);

  return (
    <>
      <ObjectListScreen
        name="plans"
        section="alarmPlans"
        list={list}
        state={state}
        table={{
          className: "plans-table",
          sortFields: PLAN_SORT_FIELDS,
          pageSize: PLANS_PAGE_SIZE,
          minWidth: "40rem",
          emptyMessage: state.filterValue ? t("alarmPlans.table.noMatch", { text: state.filterValue }) : undefined,
        }}
        columns={PLAN_COLUMNS}
        cellClassName={(key) => (key === "ranks" ? "object-list-table__count" : undefined)}
        columnChooser="filters"
        onOpen={(row) => open(row.id)}
        onNew={() => open(NEW_SEGMENT)}
        onEdit={(row) => open(row.id)}
        onDelete={confirmDelete}
        clone={{ run: cloning.clone, pending: cloning.isPending }}
        emptyState={{ icon: "pi-sitemap" }}
      />
      {target && (
        <PlanEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} onClone={cloning.clone} />
      )}
    </>
  );
}
