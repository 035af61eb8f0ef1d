import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ObjectListCard, ObjectListLoadError, ObjectListScope } from "../../../components/object-list/object-list-parts";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { objectListColumns, ObjectListTable } from "../../../components/object-list/object-list-table";
import { ObjectListToolbar } from "../../../components/object-list/object-list-toolbar";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { editorTargetOf, NEW_SEGMENT } from "../../../lib/editor-target";
import { TEXT_TEMPLATE_SORT_FIELDS, TEXT_TEMPLATES_PAGE_SIZE, useTextTemplatesList, type TextTemplateRow, type TextTemplateSortField } from "../api/templates-list";
import {
  DEFAULT_TEXT_TEMPLATE_COLUMNS,
  TEXT_TEMPLATE_COLUMN_KEYS,
  TEXT_TEMPLATE_COLUMNS,
  TEXT_TEMPLATES_TABLE,
  type TextTemplateColumnKey,
} from "./template-columns";
import { TemplateEditor } from "./template-editor";
import { useConfirmDeleteTemplate } from "./use-delete-template";

/** The table with its toolbar, and the editor that /text-templates/{id} opens. */
export function TextTemplatesScreen() {
  const { t } = useTranslation();
  // SPEC section 2 gives this screen no {id} segment: the editor is opened by ?id=new or ?id=42.
  const [params, setParams] = useSearchParams();
  const target = editorTargetOf(params.get("id") ?? undefined);
  const organization = useCurrentOrganization();
  const state = useObjectListState<TextTemplateRow, TextTemplateSortField, TextTemplateColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: TEXT_TEMPLATES_TABLE, known: TEXT_TEMPLATE_COLUMN_KEYS, defaults: DEFAULT_TEXT_TEMPLATE_COLUMNS },
  });
  const list = useTextTemplatesList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);
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
      <ObjectListCard name="text-templates">
        <ObjectListToolbar
          name="text-templates"
          textKeys="textTemplates.toolbar"
          search={state.search}
          onSearch={state.setSearch}
          recursive={state.recursive}
          onRecursive={state.setRecursive}
          columnChooser={{
            columns: state.columns,
            options: TEXT_TEMPLATE_COLUMNS.map((column) => ({ value: column.key, label: t(column.headerKey) })),
            onColumns: state.setColumns,
            placement: "filters",
          }}
          hasSelection={selectedRow !== null}
          onNew={() => open(NEW_SEGMENT)}
          onEdit={() => selectedRow && open(selectedRow.id)}
          onDelete={() => selectedRow && confirmDelete(selectedRow)}
        />
        {organization && (
          <ObjectListScope
            name="text-templates"
            text={t(state.recursive ? "textTemplates.table.scopeWithChildren" : "textTemplates.table.scope", { organization: organization.name })}
          />
        )}
        {list.isError && !list.data ? (
          <ObjectListLoadError title={t("textTemplates.table.loadError")} error={list.error} retryLabel={t("textTemplates.table.retry")} onRetry={() => void list.refetch()} />
        ) : (
          <ObjectListTable
            className="text-templates-table"
            label={t("textTemplates.title")}
            rows={rows}
            total={list.data?.count ?? 0}
            loading={list.isFetching}
            pageSize={TEXT_TEMPLATES_PAGE_SIZE}
            page={state.page}
            sort={state.sort}
            sortFields={TEXT_TEMPLATE_SORT_FIELDS}
            selected={selectedRow}
            emptyMessage={state.filterValue ? t("textTemplates.table.noMatch") : t("textTemplates.table.empty")}
            pageReport={t("textTemplates.table.pageReport")}
            minWidth="40rem"
            onSelect={state.setSelected}
            onPage={state.setPage}
            onSort={state.setSort}
            onOpen={(row) => open(row.id)}
          >
            {objectListColumns(TEXT_TEMPLATE_COLUMNS, state.columns, t)}
          </ObjectListTable>
        )}
      </ObjectListCard>
      {target && <TemplateEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
