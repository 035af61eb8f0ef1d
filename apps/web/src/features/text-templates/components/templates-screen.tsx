import { useTranslation } from "react-i18next";
import { ObjectListScreen } from "../../../components/object-list/object-list-screen";
import { useObjectListState } from "../../../components/object-list/object-list-state";
import { useListEditor } from "../../../components/object-list/use-list-editor";
import { useCurrentOrganization } from "../../../lib/current-organization";
import { NEW_SEGMENT } from "../../../lib/editor-target";
import {
  TEXT_TEMPLATE_SORT_FIELDS,
  TEXT_TEMPLATES_PAGE_SIZE,
  useTextTemplatesList,
  type TextTemplateRow,
  type TextTemplateSortField,
} from "../api/templates-list";
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
  const organization = useCurrentOrganization();
  const state = useObjectListState<TextTemplateRow, TextTemplateSortField, TextTemplateColumnKey>({
    initialSort: { field: "name", order: "ASCENDING" },
    columns: { table: TEXT_TEMPLATES_TABLE, known: TEXT_TEMPLATE_COLUMN_KEYS, defaults: DEFAULT_TEXT_TEMPLATE_COLUMNS },
  });
  const list = useTextTemplatesList({ parentOrgId: organization?.id ?? 0, ...state.query }, organization !== null);

  // This screen has no {id} segment (docs/domain-rules.md#screens): the editor is opened by ?id=new or ?id=42.
  const { target, open, close, gone } = useListEditor("/text-templates", state, { inQuery: true });
  const confirmDelete = useConfirmDeleteTemplate(gone);

  return (
    <>
      <ObjectListScreen
        name="text-templates"
        section="textTemplates"
        list={list}
        state={state}
        table={{
          className: "text-templates-table",
          sortFields: TEXT_TEMPLATE_SORT_FIELDS,
          pageSize: TEXT_TEMPLATES_PAGE_SIZE,
          minWidth: "40rem",
          emptyMessage: state.filterValue ? t("textTemplates.table.noMatch") : undefined,
        }}
        columns={TEXT_TEMPLATE_COLUMNS}
        columnChooser="filters"
        onOpen={(row) => open(row.id)}
        onNew={() => open(NEW_SEGMENT)}
        onEdit={(row) => open(row.id)}
        onDelete={confirmDelete}
      />
      {target && <TemplateEditor target={target} defaultOrgId={organization?.id ?? null} onClose={close} onSaved={close} onDelete={confirmDelete} />}
    </>
  );
}
