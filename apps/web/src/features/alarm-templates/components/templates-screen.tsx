import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ObjectListCard, ObjectListLoadError, ObjectListScope } from "../../../components/object-list/object-list-parts";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { objectListColumns, ObjectListTable } from "../../../components/object-list/object-list-table";
import { ObjectListToolbar } from "../../../components/object-list/object-list-toolbar";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { editorTargetOf, NEW_SEGMENT } from "../../../lib/editor-target";
import { ALARM_TEMPLATE_SORT_FIELDS, ALARM_TEMPLATES_PAGE_SIZE, useAlarmTemplatesList, type AlarmTemplateRow, type AlarmTemplateSortField } from "../api/templates-list";
import { ALARM_TEMPLATE_COLUMNS } from "./template-columns";
import { TemplateEditor } from "./template-editor";
import { useConfirmDeleteTemplate } from "./use-delete-template";

const SHOWN_COLUMNS = ALARM_TEMPLATE_COLUMNS.map((column) => column.key);

/** The paged table with its toolbar, and the editor that ?id= opens. */
export function AlarmTemplatesScreen() {
  const { t } = useTranslation();
  // SPEC section 2 gives this screen no {id} segment: the editor is opened by ?id=new or ?id=42.
  const [params, setParams] = useSearchParams();
  const target = editorTargetOf(params.get("id") ?? undefined);
  const organization = useCurrentOrganization();
  const state = useObjectListState<AlarmTemplateRow, AlarmTemplateSortField>({ initialSort: { field: "name", order: "ASCENDING" } });
  const list = useAlarmTemplatesList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);
  const rows = list.data?.list ?? [];
  const selectedRow = state.selectedIn(rows);

  const open = (id: number | typeof NEW_SEGMENT) => setParams({ id: String(id) });
  const close = () => setParams({});
  const confirmDelete = useConfirmDeleteTemplate((id) => {
    state.forget(id);
    if (target?.kind === "existing" && target.id === id) close();
  });

  return (
    <>
      <ObjectListCard name="alarm-templates">
        <ObjectListToolbar
          name="alarm-templates"
          textKeys="alarmTemplates.toolbar"
          search={state.search}
          onSearch={state.setSearch}
          recursive={state.recursive}
          onRecursive={state.setRecursive}
          hasSelection={selectedRow !== null}
          onNew={() => open(NEW_SEGMENT)}
          onEdit={() => selectedRow && open(selectedRow.id)}
          onDelete={() => selectedRow && confirmDelete(selectedRow)}
        />
        {organization && (
          <ObjectListScope
            name="alarm-templates"
            text={t(state.recursive ? "alarmTemplates.table.scopeWithChildren" : "alarmTemplates.table.scope", { organization: organization.name })}
          />
        )}
        {list.isError && !list.data ? (
          <ObjectListLoadError title={t("alarmTemplates.table.loadError")} error={list.error} retryLabel={t("alarmTemplates.table.retry")} onRetry={() => void list.refetch()} />
        ) : (
          <ObjectListTable
            className="alarm-templates-table"
            label={t("alarmTemplates.title")}
            rows={rows}
            total={list.data?.count ?? 0}
            loading={list.isFetching}
            pageSize={ALARM_TEMPLATES_PAGE_SIZE}
            page={state.page}
            sort={state.sort}
            sortFields={ALARM_TEMPLATE_SORT_FIELDS}
            selected={selectedRow}
            emptyMessage={state.filterValue ? t("alarmTemplates.table.noMatch") : t("alarmTemplates.table.empty")}
            pageReport={t("alarmTemplates.table.pageReport")}
            minWidth="36rem"
            onSelect={state.setSelected}
            onPage={state.setPage}
            onSort={state.setSort}
            onOpen={(row) => open(row.id)}
          >
            {objectListColumns(ALARM_TEMPLATE_COLUMNS, SHOWN_COLUMNS, t, (key) => (key === "icon" ? "alarm-templates-table__icon-cell" : undefined))}
          </ObjectListTable>
        )}
      </ObjectListCard>
      {target && <TemplateEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
