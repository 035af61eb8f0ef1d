import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { ObjectListCard, ObjectListLoadError, ObjectListScope } from "../../../components/object-list/object-list-parts";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { objectListColumns, ObjectListTable } from "../../../components/object-list/object-list-table";
import { ObjectListToolbar } from "../../../components/object-list/object-list-toolbar";
import { StateCard } from "../../../components/state-card";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { editorTargetOf, NEW_SEGMENT } from "../../../lib/editor-target";
import { PLAN_SORT_FIELDS, PLANS_PAGE_SIZE, usePlansList, type PlanRow, type PlanSortField } from "../api/plans-list";
import { DEFAULT_PLAN_COLUMNS, PLAN_COLUMN_KEYS, PLAN_COLUMNS, PLANS_TABLE, type PlanColumnKey } from "./plan-columns";
import { PlanEditor } from "./plan-editor";
import { useClonePlanAction, useConfirmDeletePlan } from "./use-plan-actions";

/** The table with its toolbar, and the editor that /alarm-plans/{id} opens. */
export function PlansScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = editorTargetOf(useParams().id);
  const organization = useCurrentOrganization();
  const state = useObjectListState<PlanRow, PlanSortField, PlanColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: PLANS_TABLE, known: PLAN_COLUMN_KEYS, defaults: DEFAULT_PLAN_COLUMNS },
  });

  const list = usePlansList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);
  const rows = list.data?.list ?? [];
  const selectedRow = state.selectedIn(rows);

  const open = (id: number | typeof NEW_SEGMENT) => navigate(`/alarm-plans/${id}`);
  const close = () => navigate("/alarm-plans");
  const confirmDelete = useConfirmDeletePlan((id) => {
    state.forget(id);
    if (target?.kind === "existing" && target.id === id) close();
  });
  const cloning = useClonePlanAction(open);
  const filtered = state.filterValue !== "";

  let content;
  if (list.isError && !list.data) {
    content = (
      <ObjectListLoadError title={t("alarmPlans.table.loadError")} error={list.error} retryLabel={t("alarmPlans.table.retry")} onRetry={() => void list.refetch()} />
    );
  } else if (list.data && list.data.count === 0 && !filtered && !list.isFetching) {
    content = (
      <StateCard icon="pi-sitemap" title={t("alarmPlans.table.empty")} text={t("alarmPlans.table.emptyText")}>
        <Button label={t("alarmPlans.toolbar.new")} icon="pi pi-plus" onClick={() => open(NEW_SEGMENT)} />
      </StateCard>
    );
  } else {
    content = (
      <ObjectListTable
        className="plans-table"
        label={t("alarmPlans.title")}
        rows={rows}
        total={list.data?.count ?? 0}
        loading={list.isFetching}
        pageSize={PLANS_PAGE_SIZE}
        page={state.page}
        sort={state.sort}
        sortFields={PLAN_SORT_FIELDS}
        selected={selectedRow}
        emptyMessage={filtered ? t("alarmPlans.table.noMatch", { text: state.filterValue }) : t("alarmPlans.table.empty")}
        pageReport={t("alarmPlans.table.pageReport")}
        minWidth="40rem"
        onSelect={state.setSelected}
        onPage={state.setPage}
        onSort={state.setSort}
        onOpen={(row) => open(row.id)}
      >
        {objectListColumns(PLAN_COLUMNS, state.columns, t, (key) => (key === "ranks" ? "plans-table__count" : undefined))}
      </ObjectListTable>
    );
  }

  return (
    <>
      <ObjectListCard name="plans">
        <ObjectListToolbar
          name="plans"
          textKeys="alarmPlans.toolbar"
          search={state.search}
          onSearch={state.setSearch}
          recursive={state.recursive}
          onRecursive={state.setRecursive}
          columnChooser={{
            columns: state.columns,
            options: PLAN_COLUMNS.map((column) => ({ value: column.key, label: t(column.headerKey) })),
            onColumns: state.setColumns,
            placement: "filters",
          }}
          hasSelection={selectedRow !== null}
          onNew={() => open(NEW_SEGMENT)}
          onEdit={() => selectedRow && open(selectedRow.id)}
          onDelete={() => selectedRow && confirmDelete(selectedRow)}
          extraActions={
            <Button
              label={t("alarmPlans.toolbar.clone")}
              icon="pi pi-copy"
              outlined
              disabled={!selectedRow}
              loading={cloning.isPending}
              onClick={() => selectedRow && cloning.clone(selectedRow)}
            />
          }
        />
        {organization && (
          <ObjectListScope
            name="plans"
            text={
              state.recursive
                ? t("alarmPlans.table.scopeWithChildren", { organization: organization.name })
                : t("alarmPlans.table.scope", { organization: organization.name })
            }
          />
        )}
        {content}
      </ObjectListCard>
      {target && (
        <PlanEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} onClone={cloning.clone} />
      )}
    </>
  );
}
